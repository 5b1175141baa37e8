-- Issue 53: Google is told (Indexing API) when a job page starts or stops being listed, or a listed job changes.
-- Triggers on jobs, whoever writes (a post, an edit, a close, the expiry sweep, an operator's approval, a freeze,
-- a delete), queue one row per job in the channel outbox (channel 'google_indexing', the job's path in address,
-- URL_UPDATED or URL_DELETED in body), one statement's jobs in one insert (as the job_changes log, migration 0052);
-- a change made while a row of that job is still queued rewrites that row's type, so several changes before a
-- send are one notification with the latest type. The sender (channels/google-indexing.ts) claims, retries and
-- supersedes as for texts. Rows are due at once on any clock (-infinity) and keep their place when rewritten.
CREATE FUNCTION queue_google_indexing(paths_and_types jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO channel_outbox (address, channel, kind, notification_key, body, next_attempt_at, created_at)
  SELECT '/jobs/' || (entry->>0), 'google_indexing', 'google_indexing', 'google_indexing:' || (entry->>0), entry->>1, '-infinity', clock_timestamp()
  FROM jsonb_array_elements(paths_and_types) AS entry
  ON CONFLICT (notification_key, channel) WHERE status = 'queued' DO UPDATE SET body = EXCLUDED.body;
$$;--> statement-breakpoint
CREATE FUNCTION queue_google_indexing_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_google_indexing(coalesce((SELECT jsonb_agg(jsonb_build_array(n.id, 'URL_UPDATED')) FROM new_rows n WHERE n.is_active), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION queue_google_indexing_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_google_indexing(coalesce((SELECT jsonb_agg(jsonb_build_array(o.id, 'URL_DELETED')) FROM old_rows o WHERE o.is_active), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION queue_google_indexing_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Columns that do not change what the job's page shows.
  ignored text[] := ARRAY['updated_at', 'boosted_until', 'list_in_feeds', 'post_grant_id', 'lat', 'lng', 'review_signals',
    'review_note', 'reviewed_at', 'search_card', 'search_terms', 'search_vector', 'pay_rank', 'trade_keys', 'skill_keys'];
BEGIN
  PERFORM queue_google_indexing(coalesce((
    SELECT jsonb_agg(jsonb_build_array(n.id, CASE WHEN n.is_active THEN 'URL_UPDATED' ELSE 'URL_DELETED' END))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.is_active <> n.is_active OR (n.is_active AND (to_jsonb(n) - ignored) IS DISTINCT FROM (to_jsonb(o) - ignored))), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_queue_google_indexing_inserts" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_google_indexing_inserted();--> statement-breakpoint
CREATE TRIGGER "jobs_queue_google_indexing_updates" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_google_indexing_updated();--> statement-breakpoint
CREATE TRIGGER "jobs_queue_google_indexing_deletes" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_google_indexing_deleted();--> statement-breakpoint
-- Publish requests sent on each quota day (Pacific time, when Google's quota resets; its default is 200 a day per project): taken one by one with
-- an upsert that stops at the cap, so instances together never pass it.
CREATE TABLE "google_indexing_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
