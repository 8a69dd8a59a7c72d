CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"is_outreach" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"developer_user_id" integer NOT NULL,
	"job_id" integer,
	"subject" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employer_read_through" integer DEFAULT 0 NOT NULL,
	"developer_read_through" integer DEFAULT 0 NOT NULL,
	"employer_archived_at" timestamp with time zone,
	"developer_archived_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_blocks" (
	"developer_user_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_developer_user_id_employer_id_pk" PRIMARY KEY("developer_user_id","employer_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_developer_user_id_users_id_fk" FOREIGN KEY ("developer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_developer_user_id_users_id_fk" FOREIGN KEY ("developer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_job_unique" ON "conversations" USING btree ("employer_id","developer_user_id",coalesce("job_id", 0));--> statement-breakpoint
CREATE INDEX "conversations_employer_activity_idx" ON "conversations" USING btree ("employer_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_developer_activity_idx" ON "conversations" USING btree ("developer_user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_job_idx" ON "conversations" USING btree ("job_id") WHERE "conversations"."job_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_conversation_idx" ON "notifications" USING btree ("conversation_id") WHERE "notifications"."conversation_id" is not null;--> statement-breakpoint
-- Every message employers sent before conversations existed becomes the start of that pair's conversation.
INSERT INTO "conversations" ("employer_id", "developer_user_id", "subject", "last_message_at", "created_at")
SELECT DISTINCT ON (cm."employer_id", ap."user_id")
	cm."employer_id", ap."user_id", cm."subject",
	max(cm."created_at") OVER (PARTITION BY cm."employer_id", ap."user_id"),
	cm."created_at"
FROM "contact_messages" cm JOIN "applicant_profiles" ap ON ap."id" = cm."candidate_id"
ORDER BY cm."employer_id", ap."user_id", cm."created_at", cm."id";--> statement-breakpoint
INSERT INTO "conversation_messages" ("conversation_id", "sender_user_id", "subject", "body", "is_outreach", "emailed_at", "created_at")
SELECT c."id", cm."employer_id", cm."subject", cm."message", true, cm."emailed_at", cm."created_at"
FROM "contact_messages" cm
JOIN "applicant_profiles" ap ON ap."id" = cm."candidate_id"
JOIN "conversations" c ON c."employer_id" = cm."employer_id" AND c."developer_user_id" = ap."user_id" AND c."job_id" IS NULL
ORDER BY cm."created_at", cm."id";--> statement-breakpoint
-- The developer has read what their opened notifications showed; the employer wrote every message.
UPDATE "conversations" c SET
	"employer_read_through" = (SELECT max(m."id") FROM "conversation_messages" m WHERE m."conversation_id" = c."id"),
	"developer_read_through" = coalesce((
		SELECT max(m."id") FROM "conversation_messages" m
		JOIN "contact_messages" cm ON cm."employer_id" = c."employer_id" AND cm."created_at" = m."created_at" AND cm."message" = m."body"
		JOIN "notifications" n ON n."contact_message_id" = cm."id" AND n."read_at" IS NOT NULL
		WHERE m."conversation_id" = c."id"), 0);--> statement-breakpoint
UPDATE "notifications" n SET "conversation_id" = c."id", "kind" = 'message', "link" = '/messages/' || c."id"
FROM "contact_messages" cm
JOIN "applicant_profiles" ap ON ap."id" = cm."candidate_id"
JOIN "conversations" c ON c."employer_id" = cm."employer_id" AND c."developer_user_id" = ap."user_id" AND c."job_id" IS NULL
WHERE n."contact_message_id" = cm."id";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_contact_message_id_contact_messages_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "contact_message_id";--> statement-breakpoint
DROP TABLE "contact_messages";
