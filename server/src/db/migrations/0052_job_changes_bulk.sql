-- Issue 50: a statement over many jobs logs each of them, as a small one does, so every instance's
-- search index applies it job by job, in slices, instead of reloading everything (migration 0027
-- logged one row without a job past 1,000 jobs). Only a TRUNCATE, which an operator alone runs,
-- still logs that row: every instance then loads afresh. Instances read the log in pages ordered by
-- (txid, seq), resuming inside a large transaction's changes: the index below serves those ranges.
CREATE OR REPLACE FUNCTION log_job_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A TRUNCATE trigger has no transition table to read.
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO job_changes (job_id) VALUES (NULL);
  ELSE
    INSERT INTO job_changes (job_id) SELECT id FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "job_changes_txid_seq_idx" ON "job_changes" ("txid", "seq");--> statement-breakpoint
DROP INDEX "job_changes_txid_idx";
