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
