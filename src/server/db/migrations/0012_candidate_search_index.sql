-- Candidate search from a copy in each server's memory (decision 007). A search that read every
-- listed row in PostgreSQL could not go under 50 ms at 100,000 developers on two cores, whatever the
-- row held; the app now keeps candidate_search in memory and filters and scores it there. The table
-- goes back to plain facts (skill keys and words; the bits, Bloom filters and their functions are
-- dropped), and says what changed since a server last looked: change_xid (the writing transaction,
-- found through its index) and candidate_search_removals (rows deleted).
DROP TABLE "candidate_search";--> statement-breakpoint
DROP TABLE "search_skill_bits";--> statement-breakpoint
DROP FUNCTION search_bloom(text[]);--> statement-breakpoint
DROP FUNCTION skill_bit_words(text[]);--> statement-breakpoint
DROP FUNCTION skills_without_bits(text[]);--> statement-breakpoint
ALTER TABLE "applicant_profiles" DROP COLUMN "title_word_bits";--> statement-breakpoint
CREATE TABLE "candidate_search" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"open_to_remote" boolean NOT NULL,
	"profile_score" smallint NOT NULL,
	"level_rank" smallint NOT NULL,
	"career_start_year" smallint NOT NULL,
	"role_family_code" smallint NOT NULL,
	"pay_floor" integer NOT NULL,
	"pay_ceiling" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"listed_skill_keys" text[] NOT NULL,
	"shown_skill_keys" text[] NOT NULL,
	"title_words" text[] NOT NULL,
	"place_words" text[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "candidate_search_removals" (
	"profile_id" integer NOT NULL,
	"change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_profile_id_applicant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."applicant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_change_xid_idx" ON "candidate_search" USING btree ("change_xid");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_search_user_unique" ON "candidate_search" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "candidate_search_removals_change_xid_idx" ON "candidate_search_removals" USING btree ("change_xid");--> statement-breakpoint
CREATE INDEX "candidate_search_removals_removed_at_idx" ON "candidate_search_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE FUNCTION note_candidate_search_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search_removals (profile_id) VALUES (OLD.profile_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_removal AFTER DELETE ON candidate_search FOR EACH ROW EXECUTE FUNCTION note_candidate_search_removal();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, open_to_remote, profile_score, level_rank, career_start_year, role_family_code,
    pay_floor, pay_ceiling, updated_at, listed_skill_keys, shown_skill_keys, title_words, place_words
  )
  SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers, p.open_to_remote,
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
SELECT refresh_candidate_search(user_id) FROM applicant_profiles;
