-- Issue 53: open jobs go out in XML feeds (Indeed, and the generic one ZipRecruiter, Talent.com and Jooble read).
-- list_in_feeds: the employer may keep a job out of every feed (it stays on CrewBridge). updated_at: stamped on
-- every change to the row, whoever makes it (the API, a company rename through the employer_profiles triggers, the
-- expiry sweep), so a feed's ETag and Last-Modified change with any job in it; the index makes its max one lookup.
ALTER TABLE "jobs" ADD COLUMN "list_in_feeds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE FUNCTION touch_job_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_touch_updated_at" BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION touch_job_updated_at();--> statement-breakpoint
-- Where an application came from: the feed whose link the worker followed (core/feeds/sources.ts); null = CrewBridge itself.
ALTER TABLE "applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_source_check" CHECK ("source" IN ('indeed', 'ziprecruiter', 'talent', 'jooble', 'feed'));
