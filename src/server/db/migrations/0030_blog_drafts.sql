ALTER TYPE "public"."blog_writer" ADD VALUE 'admin';--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "featured_image_file_id" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_featured_image_file_id_stored_files_id_fk" FOREIGN KEY ("featured_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;