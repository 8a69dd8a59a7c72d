-- Candidate search at 100,000 developers (decisions 007 and 020). A search reads every listed row, so
-- candidate_search is rebuilt narrow, fixed-width columns first: skills become bits (listed, and shown
-- by the profile's words or primary resume) at the places search_skill_bits gives them, which the app
-- writes from resume-engine/skills/skill-bits.ts whenever it migrates (db/search-skill-bits.ts, which
-- also refills this table, emptied here, when the places change); three Bloom filters (search_bloom())
-- let a search pass over a row with an integer test before anything slower. The year a career began
-- (career_start_year), the title's words as bits (title_word_bits) and the role family as a number
-- (role_family_code), all computed by the app on write, come along; the level becomes a number too. Skills without a place (ones the
-- taxonomy does not know) stay as arrays, usually empty, at the end of the row.
CREATE TABLE "search_skill_bits" (
	"key" text PRIMARY KEY NOT NULL,
	"word" smallint NOT NULL,
	"bit" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "career_start_year" smallint;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "role_family_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "title_word_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TABLE "candidate_search";--> statement-breakpoint
CREATE TABLE "candidate_search" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"open_to_remote" boolean NOT NULL,
	"profile_score" smallint NOT NULL,
	"shown_skill_count" smallint NOT NULL,
	"level_rank" smallint NOT NULL,
	"career_start_year" smallint NOT NULL,
	"role_family_code" smallint NOT NULL,
	"pay_floor" integer NOT NULL,
	"pay_ceiling" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"skill_bloom" bigint NOT NULL,
	"place_bloom" bigint NOT NULL,
	"title_bloom" bigint NOT NULL,
	"title_word_bits" bigint NOT NULL,
	"listed_bits_0" bigint NOT NULL,
	"shown_bits_0" bigint NOT NULL,
	"listed_bits_1" bigint NOT NULL,
	"shown_bits_1" bigint NOT NULL,
	"listed_bits_2" bigint NOT NULL,
	"shown_bits_2" bigint NOT NULL,
	"listed_bits_3" bigint NOT NULL,
	"shown_bits_3" bigint NOT NULL,
	"listed_bits_4" bigint NOT NULL,
	"shown_bits_4" bigint NOT NULL,
	"listed_bits_5" bigint NOT NULL,
	"shown_bits_5" bigint NOT NULL,
	"listed_bits_6" bigint NOT NULL,
	"shown_bits_6" bigint NOT NULL,
	"listed_bits_7" bigint NOT NULL,
	"shown_bits_7" bigint NOT NULL,
	"listed_bits_8" bigint NOT NULL,
	"shown_bits_8" bigint NOT NULL,
	"listed_bits_9" bigint NOT NULL,
	"shown_bits_9" bigint NOT NULL,
	"listed_bits_10" bigint NOT NULL,
	"shown_bits_10" bigint NOT NULL,
	"listed_bits_11" bigint NOT NULL,
	"shown_bits_11" bigint NOT NULL,
	"listed_bits_12" bigint NOT NULL,
	"shown_bits_12" bigint NOT NULL,
	"listed_bits_13" bigint NOT NULL,
	"shown_bits_13" bigint NOT NULL,
	"listed_bits_14" bigint NOT NULL,
	"shown_bits_14" bigint NOT NULL,
	"place_words" text[] NOT NULL,
	"title_words" text[] NOT NULL,
	"other_listed_skill_keys" text[] NOT NULL,
	"other_shown_skill_keys" text[] NOT NULL
);--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_profile_id_applicant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."applicant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_listed_updated_idx" ON "candidate_search" USING btree ("updated_at" DESC NULLS LAST,"profile_id" DESC NULLS LAST) WHERE "candidate_search"."is_listed";--> statement-breakpoint
CREATE INDEX "candidate_search_listed_pay_idx" ON "candidate_search" USING btree ("pay_ceiling" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"profile_id" DESC NULLS LAST) WHERE "candidate_search"."is_listed";--> statement-breakpoint
CREATE INDEX "candidate_search_title_words_idx" ON "candidate_search" USING gin ("title_words");--> statement-breakpoint
CREATE INDEX "candidate_search_place_words_idx" ON "candidate_search" USING gin ("place_words");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_search_user_unique" ON "candidate_search" USING btree ("user_id");--> statement-breakpoint
-- A Bloom filter of words in one bigint: each word sets two of 63 bits, taken from its MD5. A row
-- whose filter lacks a word's bits cannot hold the word; one that has them is checked exactly.
-- features/candidates/search-bloom.ts computes the same bits for the searched words.
CREATE FUNCTION search_bloom(words text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or((1::bigint << (get_byte(hash, 0) % 63)) | (1::bigint << (get_byte(hash, 1) % 63))), 0)
  FROM (SELECT decode(md5(word), 'hex') AS hash FROM unnest(words) AS word) AS hashes
$$;
--> statement-breakpoint
-- A skill set as the words of its bits: element i + 1 is word i, the bits search_skill_bits places there.
CREATE FUNCTION skill_bit_words(keys text[]) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(coalesce(found.bits, 0) ORDER BY words.word)
  FROM generate_series(0, 14) AS words(word)
  LEFT JOIN (
    SELECT places.word, bit_or(1::bigint << places.bit) AS bits FROM search_skill_bits AS places
    WHERE places.key = any(keys) GROUP BY places.word
  ) AS found ON found.word = words.word
$$;
--> statement-breakpoint
-- The keys of a skill set that have no bits.
CREATE FUNCTION skills_without_bits(keys text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array(SELECT wanted.key FROM unnest(keys) AS wanted(key) WHERE NOT EXISTS (SELECT 1 FROM search_skill_bits AS places WHERE places.key = wanted.key))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_candidate_search(target_user_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (
    profile_id, user_id, is_listed, open_to_remote, profile_score, shown_skill_count, level_rank, career_start_year,
    role_family_code, pay_floor, pay_ceiling, updated_at, skill_bloom, place_bloom, title_bloom, title_word_bits,
    listed_bits_0, shown_bits_0, listed_bits_1, shown_bits_1, listed_bits_2, shown_bits_2, listed_bits_3, shown_bits_3, listed_bits_4, shown_bits_4, listed_bits_5, shown_bits_5, listed_bits_6, shown_bits_6, listed_bits_7, shown_bits_7, listed_bits_8, shown_bits_8, listed_bits_9, shown_bits_9, listed_bits_10, shown_bits_10, listed_bits_11, shown_bits_11, listed_bits_12, shown_bits_12, listed_bits_13, shown_bits_13, listed_bits_14, shown_bits_14,
    title_words, place_words, other_listed_skill_keys, other_shown_skill_keys
  )
  SELECT id, user_id, is_listed, open_to_remote, profile_score, cardinality(shown_skill_keys), level_rank, career_start_year,
    role_family_code, coalesce(salary_min, salary_max, -1), coalesce(salary_max, salary_min, -1), updated_at,
    search_bloom(other_listed_skill_keys || other_shown_skill_keys), search_bloom(place_words),
    search_bloom(title_words), title_word_bits,
    listed_words[1], shown_words[1], listed_words[2], shown_words[2], listed_words[3], shown_words[3], listed_words[4], shown_words[4], listed_words[5], shown_words[5], listed_words[6], shown_words[6], listed_words[7], shown_words[7], listed_words[8], shown_words[8], listed_words[9], shown_words[9], listed_words[10], shown_words[10], listed_words[11], shown_words[11], listed_words[12], shown_words[12], listed_words[13], shown_words[13], listed_words[14], shown_words[14], listed_words[15], shown_words[15],
    title_words, place_words, other_listed_skill_keys, other_shown_skill_keys
  FROM (
    SELECT known.*, skill_bit_words(skill_keys) AS listed_words, skill_bit_words(shown_skill_keys) AS shown_words,
      skills_without_bits(skill_keys) AS other_listed_skill_keys, skills_without_bits(shown_skill_keys) AS other_shown_skill_keys
    FROM (
      SELECT p.id, p.user_id, u.user_type = 'developer' AND p.is_visible_to_employers AS is_listed, p.open_to_remote,
        -- With no criteria, a search scores the profile: 40 for its five search fields, 60 for the share
        -- of its skills the primary resume shows.
        round(
          8.0 * ((coalesce(p.job_title, '') <> '')::int + (coalesce(p.bio, '') <> '')::int + (cardinality(p.skill_keys) > 0)::int
            + (p.experience_level IS NOT NULL)::int + (p.salary_min IS NOT NULL OR p.salary_max IS NOT NULL)::int)
          + 60.0 * cardinality(array(SELECT unnest(p.skill_keys) INTERSECT SELECT unnest(coalesce(r.recognized_skills, '{}'))))
            / greatest(cardinality(p.skill_keys), 1)
        )::smallint AS profile_score,
        coalesce(array_position(enum_range(NULL::experience_level), p.experience_level), 0) AS level_rank,
        coalesce(p.career_start_year, 0) AS career_start_year, p.role_family_code, p.updated_at, p.title_word_bits,
        p.salary_min, p.salary_max, p.skill_keys,
        array(SELECT DISTINCT unnest(coalesce(p.text_skill_keys, '{}') || coalesce(r.recognized_skills, '{}'))) AS shown_skill_keys,
        candidate_words(p.job_title) AS title_words, candidate_words(u.location) AS place_words
      FROM applicant_profiles p
      JOIN users u ON u.id = p.user_id
      LEFT JOIN resumes r ON r.user_id = p.user_id AND r.is_primary
      WHERE p.user_id = target_user_id
    ) AS known
    -- OFFSET 0 keeps this subquery whole: flattened, each of the 30 words below would call skill_bit_words() again.
    OFFSET 0
  ) AS profile
  ON CONFLICT (profile_id) DO UPDATE SET
    is_listed = excluded.is_listed, open_to_remote = excluded.open_to_remote, profile_score = excluded.profile_score,
    shown_skill_count = excluded.shown_skill_count, level_rank = excluded.level_rank,
    career_start_year = excluded.career_start_year, role_family_code = excluded.role_family_code,
    pay_floor = excluded.pay_floor, pay_ceiling = excluded.pay_ceiling,
    updated_at = excluded.updated_at, skill_bloom = excluded.skill_bloom, place_bloom = excluded.place_bloom,
    title_bloom = excluded.title_bloom, title_word_bits = excluded.title_word_bits,
    listed_bits_0 = excluded.listed_bits_0, shown_bits_0 = excluded.shown_bits_0, listed_bits_1 = excluded.listed_bits_1, shown_bits_1 = excluded.shown_bits_1, listed_bits_2 = excluded.listed_bits_2, shown_bits_2 = excluded.shown_bits_2, listed_bits_3 = excluded.listed_bits_3, shown_bits_3 = excluded.shown_bits_3, listed_bits_4 = excluded.listed_bits_4, shown_bits_4 = excluded.shown_bits_4, listed_bits_5 = excluded.listed_bits_5, shown_bits_5 = excluded.shown_bits_5, listed_bits_6 = excluded.listed_bits_6, shown_bits_6 = excluded.shown_bits_6, listed_bits_7 = excluded.listed_bits_7, shown_bits_7 = excluded.shown_bits_7, listed_bits_8 = excluded.listed_bits_8, shown_bits_8 = excluded.shown_bits_8, listed_bits_9 = excluded.listed_bits_9, shown_bits_9 = excluded.shown_bits_9, listed_bits_10 = excluded.listed_bits_10, shown_bits_10 = excluded.shown_bits_10, listed_bits_11 = excluded.listed_bits_11, shown_bits_11 = excluded.shown_bits_11, listed_bits_12 = excluded.listed_bits_12, shown_bits_12 = excluded.shown_bits_12, listed_bits_13 = excluded.listed_bits_13, shown_bits_13 = excluded.shown_bits_13, listed_bits_14 = excluded.listed_bits_14, shown_bits_14 = excluded.shown_bits_14,
    title_words = excluded.title_words,
    place_words = excluded.place_words, other_listed_skill_keys = excluded.other_listed_skill_keys,
    other_shown_skill_keys = excluded.other_shown_skill_keys;
END
$$;
