-- Issue 52: reviews after real hires. When an application was hired: a trigger stamps it, as no column of
-- applications says when (updated_at moves with every note), so "14 days since the hire" has a start. Leaving the
-- hired status drops the stamp; hiring again stamps again. Hires from before this migration take their updated_at.
CREATE TABLE "application_hires" (
  "application_id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "hired_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "application_hires" ("application_id", "hired_at")
  SELECT "id", "updated_at" FROM "applications" WHERE "status" = 'accepted';--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_application_hire() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'accepted' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'accepted') THEN
    INSERT INTO application_hires (application_id, hired_at) VALUES (NEW.id, now())
      ON CONFLICT (application_id) DO UPDATE SET hired_at = excluded.hired_at;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM 'accepted' AND OLD.status = 'accepted' THEN
    DELETE FROM application_hires WHERE application_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_stamp_hire" AFTER INSERT OR UPDATE OF "status" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION stamp_application_hire();--> statement-breakpoint
-- One review per hire per side: 'worker' is the hired worker reviewing the employer, 'employer' the job's employer
-- reviewing the worker. Each side's points are columns (averages in SQL), the other side's left null (the check).
-- visible_from: double-blind, when the other side and the public may read it (the second review, or 14 days after
-- the first); the service sets both rows' when the second is written. created_at is the app's clock (rules read it).
CREATE TABLE "reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "side" text NOT NULL,
  "author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "subject_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "job_title" text NOT NULL,
  "paid_as_promised" smallint,
  "site_safety" smallint,
  "post_matched_work" smallint,
  "would_work_again" smallint,
  "skill" smallint,
  "reliability" smallint,
  "safety" smallint,
  "would_hire_again" boolean,
  "text" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'published' NOT NULL,
  "hold_reasons" text[] DEFAULT '{}' NOT NULL,
  "moderation_note" text,
  "moderated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "moderated_at" timestamp with time zone,
  "response_text" text,
  "response_status" text,
  "response_hold_reasons" text[] DEFAULT '{}' NOT NULL,
  "response_at" timestamp with time zone,
  "visible_from" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "reviews_side_check" CHECK ("side" IN ('worker', 'employer')),
  CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'held', 'hidden')),
  CONSTRAINT "reviews_response_status_check" CHECK ("response_status" IN ('published', 'held')),
  CONSTRAINT "reviews_response_check" CHECK (("response_text" IS NULL) = ("response_status" IS NULL) AND ("response_text" IS NULL) = ("response_at" IS NULL)),
  CONSTRAINT "reviews_text_length_check" CHECK (char_length("text") <= 2000 AND char_length(coalesce("response_text", '')) <= 2000),
  CONSTRAINT "reviews_ratings_check" CHECK (
    CASE "side"
      WHEN 'worker' THEN "paid_as_promised" BETWEEN 1 AND 5 AND "site_safety" BETWEEN 1 AND 5 AND "post_matched_work" BETWEEN 1 AND 5
        AND "would_work_again" BETWEEN 1 AND 5 AND "skill" IS NULL AND "reliability" IS NULL AND "safety" IS NULL AND "would_hire_again" IS NULL
      ELSE "skill" BETWEEN 1 AND 5 AND "reliability" BETWEEN 1 AND 5 AND "safety" BETWEEN 1 AND 5 AND "would_hire_again" IS NOT NULL
        AND "paid_as_promised" IS NULL AND "site_safety" IS NULL AND "post_matched_work" IS NULL AND "would_work_again" IS NULL
    END
  )
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_side_idx" ON "reviews" USING btree ("application_id", "side");--> statement-breakpoint
-- A profile's list: a subject's reviews of one side, newest first (by created_at, id).
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id", "side", "created_at", "id");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("created_at") WHERE "status" = 'held' OR "response_status" = 'held';--> statement-breakpoint
-- A review can be reported (issue 52).
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("target_type" in ('job', 'employer', 'worker', 'message', 'crew', 'review'));
