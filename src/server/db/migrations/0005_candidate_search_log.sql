CREATE TABLE "candidate_search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"skill_keys" text[] NOT NULL,
	"experience_level" "experience_level",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search_log" ADD CONSTRAINT "candidate_search_log_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_log_created_idx" ON "candidate_search_log" USING btree ("created_at");