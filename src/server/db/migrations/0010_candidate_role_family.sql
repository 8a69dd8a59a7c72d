-- Role families (resume-engine/skills/role-families.ts): each profile's kind of role, computed by the
-- app on every write (search_columns_version says which rows the app must recompute at start); and the
-- skills a profile's own words show (bio, experience, work history), filled in by the app's background
-- indexer after a write (null until then). The trigger function below copies both into
-- candidate_search: 0003's, plus role_family and text_skill_keys.
ALTER TABLE "applicant_profiles" ADD COLUMN "role_family" text;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "search_columns_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "role_family" text;--> statement-breakpoint
CREATE INDEX "candidate_search_role_family_idx" ON "candidate_search" USING btree ("role_family");--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "text_skill_keys" text[];--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "text_skill_keys" text[];--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, experience_level, salary_min, salary_max, open_to_remote, updated_at,
    skill_keys, skill_categories, role_family, text_skill_keys, title_words, place_words, resume_skill_keys, profile_score
  )
  SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers, p.experience_level,
    p.salary_min, p.salary_max, p.open_to_remote, p.updated_at, p.skill_keys, p.skill_categories, p.role_family, p.text_skill_keys,
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
    skill_keys = excluded.skill_keys, skill_categories = excluded.skill_categories, role_family = excluded.role_family, text_skill_keys = excluded.text_skill_keys,
    title_words = excluded.title_words, place_words = excluded.place_words, resume_skill_keys = excluded.resume_skill_keys,
    profile_score = excluded.profile_score;
END
$$;
