-- Keeps candidate_search (schema.ts) in step with applicant_profiles, users and resumes, so every
-- write path, on every app server, updates the search row in its own transaction.

-- The words of a text as search tokens: lower case, 'front end' / 'back-end' / 'full stack' as one
-- word, split on anything but letters, digits, '+' and '#'. features/candidates/search-criteria.ts
-- splits the employer's words the same way.
CREATE FUNCTION candidate_words(input text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array(
    SELECT DISTINCT word FROM unnest(regexp_split_to_array(
      regexp_replace(regexp_replace(regexp_replace(lower(coalesce(input, '')),
        'front[ -]?end', 'frontend', 'g'), 'back[ -]?end', 'backend', 'g'), 'full[ -]?stack', 'fullstack', 'g'),
      '[^a-z0-9+#]+')) AS word
    WHERE word <> ''
  ), '{}')
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, experience_level, salary_min, salary_max, open_to_remote, updated_at,
    skill_keys, skill_categories, title_words, place_words, resume_skill_keys, profile_score
  )
  SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers, p.experience_level,
    p.salary_min, p.salary_max, p.open_to_remote, p.updated_at, p.skill_keys, p.skill_categories,
    candidate_words(p.job_title), candidate_words(u.location),
    r.recognized_skills,
    -- With no criteria, a search scores the profile: 40 for its five search fields, 60 for the share
    -- of its skills the primary resume shows.
    round(
      8.0 * ((coalesce(p.job_title, '') <> '')::int + (coalesce(p.bio, '') <> '')::int + (cardinality(p.skill_keys) > 0)::int
        + (p.experience_level IS NOT NULL)::int + (p.salary_min IS NOT NULL OR p.salary_max IS NOT NULL)::int)
      + 60.0 * cardinality(array(SELECT unnest(p.skill_keys) INTERSECT SELECT unnest(coalesce(r.recognized_skills, '{}'))))
        / greatest(cardinality(p.skill_keys), 1)
    )::int
  FROM applicant_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN resumes r ON r.user_id = p.user_id AND r.is_primary
  WHERE p.user_id = target_user_id
  ON CONFLICT (profile_id) DO UPDATE SET
    is_listed = excluded.is_listed, experience_level = excluded.experience_level, salary_min = excluded.salary_min,
    salary_max = excluded.salary_max, open_to_remote = excluded.open_to_remote, updated_at = excluded.updated_at,
    skill_keys = excluded.skill_keys, skill_categories = excluded.skill_categories, title_words = excluded.title_words,
    place_words = excluded.place_words, resume_skill_keys = excluded.resume_skill_keys,
    profile_score = excluded.profile_score;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_search_from_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_candidate_search(NEW.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_search_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_candidate_search(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_search_from_resume() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_candidate_search(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_profile AFTER INSERT OR UPDATE ON applicant_profiles
  FOR EACH ROW EXECUTE FUNCTION candidate_search_from_profile();
--> statement-breakpoint
CREATE TRIGGER candidate_search_user AFTER UPDATE OF location, user_type ON users
  FOR EACH ROW EXECUTE FUNCTION candidate_search_from_user();
--> statement-breakpoint
CREATE TRIGGER candidate_search_resume AFTER INSERT OR DELETE OR UPDATE OF is_primary, recognized_skills ON resumes
  FOR EACH ROW EXECUTE FUNCTION candidate_search_from_resume();
--> statement-breakpoint
-- Rows for the profiles that exist already.
SELECT refresh_candidate_search(user_id) FROM applicant_profiles;
