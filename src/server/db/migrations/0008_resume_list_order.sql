-- The resume list is ordered by upload time, then id: with id in the index, a backward scan gives
-- exactly that order and PostgreSQL skips the sort step (costly in the embedded engine).
DROP INDEX "resumes_user_uploaded_idx";--> statement-breakpoint
CREATE INDEX "resumes_user_uploaded_idx" ON "resumes" USING btree ("user_id","uploaded_at","id");