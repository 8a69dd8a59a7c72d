CREATE TABLE "job_alert_hits" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_hits_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alert_hits" (
	"saved_search_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alert_hits_saved_search_id_profile_id_pk" PRIMARY KEY("saved_search_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_frequency" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_subscriptions" ADD CONSTRAINT "job_alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alert_hits" ADD CONSTRAINT "saved_search_alert_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alert_hits" ADD CONSTRAINT "saved_search_alert_hits_profile_id_applicant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."applicant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_subscriptions_due_idx" ON "job_alert_subscriptions" USING btree ("checked_at") WHERE "job_alert_subscriptions"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("alerts_checked_at") WHERE "saved_searches"."alert_frequency" <> 'off';