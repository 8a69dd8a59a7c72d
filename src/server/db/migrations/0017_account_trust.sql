CREATE TABLE "email_verification_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"keep_session_id_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash_unique" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- Accounts from before verification existed signed up when no link was asked for: they count as verified.
UPDATE users SET email_verified_at = created_at;
--> statement-breakpoint
UPDATE users u SET last_sign_in_at = (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id);
--> statement-breakpoint
-- Employers find only developers who confirmed their address and are not suspended.
CREATE OR REPLACE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, open_to_remote, profile_score, level_rank, career_start_year, role_family_code,
    pay_floor, pay_ceiling, updated_at, listed_skill_keys, shown_skill_keys, title_words, place_words
  )
  SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers
    AND u.email_verified_at IS NOT NULL AND u.suspended_at IS NULL, p.open_to_remote,
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
    coalesce(p.salary_min, p.salary_max, -1), coalesce(p.salary_max, p.salary_min, -1), p.updated_at, p.skill_keys,
    array(SELECT DISTINCT unnest(coalesce(p.text_skill_keys, '{}') || coalesce(r.recognized_skills, '{}'))),
    candidate_words(p.job_title), candidate_words(u.location)
  FROM applicant_profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN resumes r ON r.user_id = p.user_id AND r.is_primary
  WHERE p.user_id = target_user_id
  ON CONFLICT (profile_id) DO UPDATE SET
    is_listed = excluded.is_listed, open_to_remote = excluded.open_to_remote, profile_score = excluded.profile_score,
    level_rank = excluded.level_rank, career_start_year = excluded.career_start_year,
    role_family_code = excluded.role_family_code, pay_floor = excluded.pay_floor, pay_ceiling = excluded.pay_ceiling,
    updated_at = excluded.updated_at, change_xid = pg_current_xact_id(), listed_skill_keys = excluded.listed_skill_keys,
    shown_skill_keys = excluded.shown_skill_keys, title_words = excluded.title_words, place_words = excluded.place_words;
END
$$;
--> statement-breakpoint
DROP TRIGGER candidate_search_user ON users;
--> statement-breakpoint
CREATE TRIGGER candidate_search_user AFTER UPDATE OF location, user_type, email_verified_at, suspended_at ON users
  FOR EACH ROW EXECUTE FUNCTION candidate_search_from_user();
--> statement-breakpoint
SELECT refresh_candidate_search(user_id) FROM applicant_profiles;
