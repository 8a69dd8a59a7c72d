CREATE TABLE "candidate_search" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"experience_level" "experience_level",
	"salary_min" integer,
	"salary_max" integer,
	"open_to_remote" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"skill_keys" text[] NOT NULL,
	"skill_categories" text[] NOT NULL,
	"title_words" text[] NOT NULL,
	"place_words" text[] NOT NULL,
	"resume_skill_keys" text[],
	"profile_score" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "skill_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_profile_id_applicant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."applicant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_listed_updated_idx" ON "candidate_search" USING btree ("updated_at") WHERE "candidate_search"."is_listed";--> statement-breakpoint
CREATE INDEX "candidate_search_skill_keys_idx" ON "candidate_search" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidate_search_title_words_idx" ON "candidate_search" USING gin ("title_words");--> statement-breakpoint
CREATE INDEX "candidate_search_place_words_idx" ON "candidate_search" USING gin ("place_words");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_search_user_unique" ON "candidate_search" USING btree ("user_id");