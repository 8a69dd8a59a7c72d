ALTER TABLE "job_application_events" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "furthest_stage_rank" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
-- Hiring analytics (decision 045): each history entry ends the stay of the entry before it, and the
-- application keeps the furthest stage it reached and when it first moved to Hired, so the funnel and
-- the time in each stage are read without ordering every history again.
CREATE OR REPLACE FUNCTION application_stage_rank(stage text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE stage WHEN 'applied' THEN 1 WHEN 'screening' THEN 2 WHEN 'interview' THEN 3 WHEN 'offer' THEN 4 WHEN 'hired' THEN 5 ELSE 0 END)::smallint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_application_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The entry written just before this one (a statement may write several entries of one history, in order).
  UPDATE job_application_events SET left_at = NEW.created_at
  WHERE application_id = NEW.application_id AND left_at IS NULL AND (created_at, id) < (NEW.created_at, NEW.id);
  UPDATE job_applications SET
    furthest_stage_rank = greatest(furthest_stage_rank, application_stage_rank(NEW.event)),
    hired_at = CASE WHEN NEW.event = 'hired' AND (hired_at IS NULL OR NEW.created_at < hired_at) THEN NEW.created_at ELSE hired_at END
  WHERE id = NEW.application_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_application_step AFTER INSERT ON job_application_events FOR EACH ROW EXECUTE FUNCTION note_application_step();--> statement-breakpoint
-- The histories written before, in one pass each.
UPDATE job_application_events e SET left_at = steps.next_at
FROM (SELECT id, lead(created_at) OVER (PARTITION BY application_id ORDER BY created_at, id) AS next_at FROM job_application_events) steps
WHERE steps.id = e.id AND steps.next_at IS NOT NULL;--> statement-breakpoint
UPDATE job_applications a SET furthest_stage_rank = greatest(1, reached.stage_rank), hired_at = reached.hired_at
FROM (
  SELECT application_id, max(application_stage_rank(event)) AS stage_rank, min(created_at) FILTER (WHERE event = 'hired') AS hired_at
  FROM job_application_events GROUP BY application_id
) reached
WHERE reached.application_id = a.id;
