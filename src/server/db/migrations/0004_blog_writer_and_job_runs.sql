CREATE TYPE "public"."blog_writer" AS ENUM('editorial', 'built-in', 'llm');--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_date" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_job_run_date_pk" PRIMARY KEY("job","run_date")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "writer" "blog_writer" DEFAULT 'editorial' NOT NULL;