-- Job search ranks in each server's memory (server/src/modules/jobs/search-index.ts). Every
-- change to jobs, whoever makes it (the API, a cascade from a deleted account, the seed, a test,
-- another instance), leaves a row here in its own transaction, so a search reads the changes its
-- instance has not applied yet in the same statement as its page. txid is the writer's
-- transaction: a reader that remembers its last snapshot's xmin finds every change committed
-- since, whatever order the writers committed in. A statement touching many jobs logs one row
-- without a job (reload everything), as the seed and bulk loads do.
CREATE TABLE "job_changes" (
  "seq" bigserial PRIMARY KEY,
  "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "job_id" uuid,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "job_changes_txid_idx" ON "job_changes" ("txid");--> statement-breakpoint
CREATE INDEX "job_changes_changed_at_idx" ON "job_changes" ("changed_at");--> statement-breakpoint
CREATE FUNCTION log_job_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A TRUNCATE trigger has no transition table to read.
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO job_changes (job_id) VALUES (NULL);
  ELSIF (SELECT count(*) > 1000 FROM changed_rows) THEN
    INSERT INTO job_changes (job_id) VALUES (NULL);
  ELSE
    INSERT INTO job_changes (job_id) SELECT id FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_log_inserts" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();--> statement-breakpoint
CREATE TRIGGER "jobs_log_updates" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();--> statement-breakpoint
CREATE TRIGGER "jobs_log_deletes" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();--> statement-breakpoint
CREATE TRIGGER "jobs_log_truncates" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();--> statement-breakpoint
-- The database no longer ranks or filters searches: best match's keys and the indexes only search used go.
DROP INDEX "jobs_active_match_keys_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "match_keys";--> statement-breakpoint
DROP FUNCTION job_match_keys(text[], text[], text, text);--> statement-breakpoint
DROP INDEX "jobs_active_pay_rank_idx";--> statement-breakpoint
DROP INDEX "jobs_active_city_key_idx";--> statement-breakpoint
DROP INDEX "jobs_active_industry_city_key_idx";--> statement-breakpoint
DROP INDEX "jobs_active_location_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_active_required_credentials_idx";--> statement-breakpoint
DROP INDEX "jobs_active_preferred_credentials_idx";
