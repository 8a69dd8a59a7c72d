CREATE TYPE "public"."company_role" AS ENUM('owner', 'recruiter', 'viewer');--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "company_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "company_role" NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "employer_favorites" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "employer_favorites" ADD COLUMN "added_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "employer_notes" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "employer_notes" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_unique" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_created_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_unique" ON "company_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_favorites" ADD CONSTRAINT "employer_favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_favorites" ADD CONSTRAINT "employer_favorites_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_notes" ADD CONSTRAINT "employer_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_notes" ADD CONSTRAINT "employer_notes_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing data moves into companies: each account holding employer data (every employer and admin)
-- becomes the owner of the company it named, else of an unnamed one; what it held becomes the company's.
INSERT INTO "companies" ("employer_id", "name")
SELECT "owners"."user_id", NULL FROM (
  SELECT "id" AS "user_id" FROM "users" WHERE "user_type" IN ('employer', 'admin')
  UNION SELECT "employer_id" FROM "jobs"
  UNION SELECT "employer_id" FROM "employer_favorites"
  UNION SELECT "employer_id" FROM "employer_notes"
  UNION SELECT "employer_id" FROM "saved_searches"
  UNION SELECT "employer_id" FROM "conversations" WHERE "employer_id" IS NOT NULL
  UNION SELECT "employer_id" FROM "message_blocks"
) "owners"
WHERE NOT EXISTS (SELECT 1 FROM "companies" "c" WHERE "c"."employer_id" = "owners"."user_id");--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role") SELECT "id", "employer_id", 'owner' FROM "companies";--> statement-breakpoint
UPDATE "jobs" SET "company_id" = "c"."id", "posted_by_user_id" = "jobs"."employer_id" FROM "companies" "c" WHERE "c"."employer_id" = "jobs"."employer_id";--> statement-breakpoint
UPDATE "employer_favorites" SET "company_id" = "c"."id", "added_by_user_id" = "employer_favorites"."employer_id" FROM "companies" "c" WHERE "c"."employer_id" = "employer_favorites"."employer_id";--> statement-breakpoint
UPDATE "employer_notes" SET "company_id" = "c"."id", "updated_by_user_id" = "employer_notes"."employer_id" FROM "companies" "c" WHERE "c"."employer_id" = "employer_notes"."employer_id";--> statement-breakpoint
UPDATE "saved_searches" SET "company_id" = "c"."id", "created_by_user_id" = "saved_searches"."employer_id" FROM "companies" "c" WHERE "c"."employer_id" = "saved_searches"."employer_id";--> statement-breakpoint
UPDATE "conversations" SET "company_id" = "c"."id" FROM "companies" "c" WHERE "c"."employer_id" = "conversations"."employer_id";--> statement-breakpoint
-- A logo is the company's, not its uploader's: it stays when they leave.
UPDATE "stored_files" SET "owner_user_id" = NULL WHERE "id" IN (SELECT "logo_file_id" FROM "companies" WHERE "logo_file_id" IS NOT NULL);--> statement-breakpoint
UPDATE "message_blocks" SET "company_id" = "c"."id" FROM "companies" "c" WHERE "c"."employer_id" = "message_blocks"."employer_id";--> statement-breakpoint
-- Until now a move was the job's employer's; applying and withdrawing are the developer's.
UPDATE "job_application_events" SET "actor_user_id" = CASE WHEN "job_application_events"."event" IN ('applied', 'withdrawn') THEN "p"."user_id" ELSE "j"."employer_id" END
FROM "job_applications" "a" JOIN "jobs" "j" ON "j"."id" = "a"."job_id" JOIN "applicant_profiles" "p" ON "p"."id" = "a"."applicant_id"
WHERE "a"."id" = "job_application_events"."application_id";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "employer_favorites" DROP CONSTRAINT "employer_favorites_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "employer_notes" DROP CONSTRAINT "employer_notes_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "message_blocks" DROP CONSTRAINT "message_blocks_employer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_employer_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "companies_employer_unique";--> statement-breakpoint
DROP INDEX "conversations_employer_activity_idx";--> statement-breakpoint
DROP INDEX "jobs_employer_created_idx";--> statement-breakpoint
DROP INDEX "saved_searches_employer_name_unique";--> statement-breakpoint
DROP INDEX "conversations_pair_job_unique";--> statement-breakpoint
ALTER TABLE "employer_favorites" DROP CONSTRAINT "employer_favorites_employer_id_applicant_id_pk";--> statement-breakpoint
ALTER TABLE "employer_notes" DROP CONSTRAINT "employer_notes_employer_id_applicant_id_pk";--> statement-breakpoint
ALTER TABLE "message_blocks" DROP CONSTRAINT "message_blocks_developer_user_id_employer_id_pk";--> statement-breakpoint
ALTER TABLE "employer_favorites" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_notes" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_blocks" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_favorites" ADD CONSTRAINT "employer_favorites_company_id_applicant_id_pk" PRIMARY KEY("company_id","applicant_id");--> statement-breakpoint
ALTER TABLE "employer_notes" ADD CONSTRAINT "employer_notes_company_id_applicant_id_pk" PRIMARY KEY("company_id","applicant_id");--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_developer_user_id_company_id_pk" PRIMARY KEY("developer_user_id","company_id");--> statement-breakpoint
CREATE INDEX "conversations_company_activity_idx" ON "conversations" USING btree ("company_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_company_name_unique" ON "saved_searches" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_job_unique" ON "conversations" USING btree ("company_id","developer_user_id",coalesce("job_id", 0));--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "employer_favorites" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "employer_notes" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "message_blocks" DROP COLUMN "employer_id";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "employer_id";--> statement-breakpoint
-- A company's jobs are public while one of its hiring members has a confirmed address: membership changes change the board.
CREATE TRIGGER company_members_public_change AFTER INSERT OR UPDATE OR DELETE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change('jobs');
