CREATE TABLE "resume_link_slugs" (
	"slug_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_link_visitors" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"use" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "resume_link_visitors_link_id_day_use_visitor_pk" PRIMARY KEY("link_id","day","use","visitor")
);
--> statement-breakpoint
ALTER TABLE "resume_link_slugs" ADD CONSTRAINT "resume_link_slugs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_link_slugs" ADD CONSTRAINT "resume_link_slugs_link_id_resume_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."resume_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_link_visitors" ADD CONSTRAINT "resume_link_visitors_link_id_resume_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."resume_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The slugs of links published before: reserved for their accounts, each pointing at its link.
INSERT INTO "resume_link_slugs" ("slug_hash", "user_id", "link_id")
  SELECT encode(sha256(convert_to("slug", 'UTF8')), 'hex'), "user_id", "id" FROM "resume_links";
--> statement-breakpoint
-- Public answers each server keeps in memory (the job board, the blog list) are dropped when what they
-- show changes: a NOTIFY on 'devmatch_public_change' names the area, whatever wrote the change and on
-- whichever server.
CREATE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('devmatch_public_change', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_public_change AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change('jobs');
--> statement-breakpoint
CREATE TRIGGER companies_public_change AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change('jobs');
--> statement-breakpoint
-- Whether an employer's jobs are shown depends on their account being confirmed and not suspended.
CREATE TRIGGER users_public_change AFTER UPDATE OF email_verified_at, suspended_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change('jobs');
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_change AFTER INSERT OR DELETE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change('blog');
--> statement-breakpoint
-- A view only adds to view_count: the list shows counts up to a minute old rather than drop every copy on each read.
CREATE TRIGGER blog_posts_public_update AFTER UPDATE ON blog_posts FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'updated_at'))
  EXECUTE FUNCTION notify_public_change('blog');
