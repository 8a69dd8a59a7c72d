CREATE TABLE "employer_last_searches" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "is_visible_to_employers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "open_to_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "skill_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "contact_message_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "recognized_skills" text[];--> statement-breakpoint
ALTER TABLE "employer_last_searches" ADD CONSTRAINT "employer_last_searches_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_employer_name_unique" ON "saved_searches" USING btree ("employer_id",lower("name"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_profiles_skill_keys_idx" ON "applicant_profiles" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "applicant_profiles_visible_updated_idx" ON "applicant_profiles" USING btree ("updated_at") WHERE "applicant_profiles"."is_visible_to_employers";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;