CREATE TABLE "resume_link_days" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resume_link_days_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "resume_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"slug" text NOT NULL,
	"is_slug_chosen" boolean DEFAULT false NOT NULL,
	"is_indexable" boolean DEFAULT false NOT NULL,
	"shows_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "builder_data" jsonb;--> statement-breakpoint
ALTER TABLE "resume_link_days" ADD CONSTRAINT "resume_link_days_link_id_resume_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."resume_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_links_user_unique" ON "resume_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_links_slug_unique" ON "resume_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resume_links_resume_idx" ON "resume_links" USING btree ("resume_id");