-- Every resume says how it came to be, and a version whose file name says nothing of it gets a
-- name by what it is and when (decision 053).
ALTER TABLE "resumes" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "title" text;--> statement-breakpoint
-- The sources of the resumes already stored, from what each row and its audit entry tell: an applied
-- improvement names its parent; the builder and a JSON Resume import both store builder data (cleared
-- by a text edit) and a .docx, and only their audit entries ('resume.created', 'resume.imported') tell
-- them apart once the data is gone; everything else is an upload (the demo data's resumes included).
UPDATE "resumes" SET "source" = CASE
    WHEN "resumes"."parent_resume_id" IS NOT NULL THEN 'improved'
    WHEN "made"."action" = 'resume.imported' THEN 'imported'
    WHEN "made"."action" = 'resume.created' OR "resumes"."builder_data" IS NOT NULL THEN 'built'
    ELSE 'uploaded'
  END
FROM "resumes" AS "row"
LEFT JOIN (
  SELECT DISTINCT ON ("resource_id") "resource_id", "action"
  FROM "audit_logs"
  WHERE "resource_type" = 'resume' AND "action" IN ('resume.created', 'resume.imported')
  ORDER BY "resource_id", "id"
) AS "made" ON "made"."resource_id" = "row"."id"::text
WHERE "row"."id" = "resumes"."id";--> statement-breakpoint
ALTER TABLE "resumes" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
-- Titles as new versions get them (resume-title.ts), dated by when they were made (UTC), for the
-- versions whose file name is still the one the product gave: '… (improved).md', '… Resume.docx';
-- a second one of a day is '(2)'. The role an old improvement aimed at is not known: 'Improved — 28 Nov'.
WITH "named" AS (
  SELECT "id", "user_id", "uploaded_at", CASE "source"
      WHEN 'improved' THEN 'Improved'
      WHEN 'built' THEN 'Built with the builder'
      ELSE 'Imported from JSON Resume'
    END || ' — ' || to_char("uploaded_at" AT TIME ZONE 'UTC', 'FMDD Mon') AS "title"
  FROM "resumes"
  WHERE ("source" = 'improved' AND "file_name" ~* '\(improved( \d+)?\)\.md$')
    OR ("source" IN ('built', 'imported') AND "file_name" ~* ' Resume\.docx$')
), "numbered" AS (
  SELECT "id", "title", row_number() OVER (PARTITION BY "user_id", "title" ORDER BY "uploaded_at", "id") AS "n" FROM "named"
)
UPDATE "resumes" SET "title" = "numbered"."title" || CASE WHEN "numbered"."n" > 1 THEN ' (' || "numbered"."n" || ')' ELSE '' END
FROM "numbered"
WHERE "numbered"."id" = "resumes"."id";
