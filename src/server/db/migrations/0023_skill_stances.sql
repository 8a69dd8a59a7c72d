ALTER TABLE "applicant_profiles" ADD COLUMN "text_not_held_skill_keys" text[];--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "text_learning_skill_keys" text[];--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A skill the developer's own words disclaim ('has not used Django', 'learning Rust') is neither listed nor shown for the search;
-- the place is kept as written, for a remote job's area.
CREATE OR REPLACE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, open_to_remote, open_to_relocation, profile_score, level_rank, career_start_year, role_family_code,
    pay_floor, pay_ceiling, updated_at, listed_skill_keys, shown_skill_keys, title_words, place_words, place
  )
  SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers
    AND u.email_verified_at IS NOT NULL AND u.suspended_at IS NULL, p.open_to_remote, p.open_to_relocation,
    -- With no criteria, a search scores the profile: 40 for its five search fields, 60 for the share
    -- of its skills the primary resume shows.
    round(
      8.0 * ((coalesce(p.job_title, '') <> '')::int + (coalesce(p.bio, '') <> '')::int + (cardinality(p.skill_keys) > 0)::int
        + (p.experience_level IS NOT NULL)::int + (p.salary_min IS NOT NULL OR p.salary_max IS NOT NULL)::int)
      + 60.0 * cardinality(array(SELECT unnest(p.skill_keys) INTERSECT SELECT unnest(coalesce(r.recognized_skills, '{}'))))
        / greatest(cardinality(p.skill_keys), 1)
    )::smallint,
    coalesce(array_position(enum_range(NULL::experience_level), p.experience_level), 0),
    coalesce(p.career_start_year, 0), p.role_family_code,
    coalesce(p.salary_min, p.salary_max, -1), coalesce(p.salary_max, p.salary_min, -1), p.updated_at,
    array(SELECT unnest(p.skill_keys) EXCEPT SELECT unnest(disclaimed.keys)),
    array(SELECT unnest(coalesce(p.text_skill_keys, '{}') || coalesce(r.recognized_skills, '{}')) EXCEPT SELECT unnest(disclaimed.keys)),
    candidate_words(p.job_title), candidate_words(u.location), coalesce(u.location, '')
  FROM applicant_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN resumes r ON r.user_id = p.user_id AND r.is_primary
  CROSS JOIN LATERAL (SELECT coalesce(p.text_not_held_skill_keys, '{}') || coalesce(p.text_learning_skill_keys, '{}') AS keys) disclaimed
  WHERE p.user_id = target_user_id
  ON CONFLICT (profile_id) DO UPDATE SET
    is_listed = excluded.is_listed, open_to_remote = excluded.open_to_remote,
    open_to_relocation = excluded.open_to_relocation, profile_score = excluded.profile_score,
    level_rank = excluded.level_rank, career_start_year = excluded.career_start_year,
    role_family_code = excluded.role_family_code, pay_floor = excluded.pay_floor, pay_ceiling = excluded.pay_ceiling,
    updated_at = excluded.updated_at, change_xid = pg_current_xact_id(), listed_skill_keys = excluded.listed_skill_keys,
    shown_skill_keys = excluded.shown_skill_keys, title_words = excluded.title_words, place_words = excluded.place_words,
    place = excluded.place;
END
$$;
--> statement-breakpoint
-- Texts are read again: a negated or learning skill is no longer taken as held.
UPDATE applicant_profiles SET text_skill_keys = NULL;--> statement-breakpoint
UPDATE resumes SET recognized_skills = NULL;
