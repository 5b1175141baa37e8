-- Issue 53: Google is told (Indexing API) when a job page starts or stops being listed, or a listed job changes.
-- A trigger on jobs, whoever writes (a post, an edit, a close, the expiry sweep, an operator's hold or rejection,
-- a delete), queues one row in the channel outbox (channel 'google_indexing', the job's path in address, the type
-- in body); a change made while a row of that job is still queued rewrites that row's type, so several changes
-- before a send are one notification with the latest type. The sender (channels/google-indexing.ts) claims,
-- retries and supersedes as for texts.
CREATE FUNCTION queue_google_indexing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job_id uuid;
  kind text;
  -- Columns that do not change what the job's page shows.
  ignored text[] := ARRAY['updated_at', 'boosted_until', 'list_in_feeds', 'post_grant_id', 'lat', 'lng', 'review_signals',
    'review_note', 'reviewed_at', 'search_card', 'search_terms', 'search_vector', 'pay_rank', 'trade_keys', 'skill_keys'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT NEW.is_active THEN RETURN NULL; END IF;
    job_id := NEW.id; kind := 'URL_UPDATED';
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT OLD.is_active THEN RETURN NULL; END IF;
    job_id := OLD.id; kind := 'URL_DELETED';
  ELSIF OLD.is_active <> NEW.is_active THEN
    job_id := NEW.id; kind := CASE WHEN NEW.is_active THEN 'URL_UPDATED' ELSE 'URL_DELETED' END;
  ELSIF NEW.is_active AND (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    job_id := NEW.id; kind := 'URL_UPDATED';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO channel_outbox (address, channel, kind, notification_key, body, next_attempt_at, created_at)
  VALUES ('/jobs/' || job_id, 'google_indexing', 'google_indexing', 'google_indexing:' || job_id, kind, '-infinity', clock_timestamp())
  ON CONFLICT (notification_key, channel) WHERE status = 'queued' DO UPDATE SET body = EXCLUDED.body;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_queue_google_indexing" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION queue_google_indexing();--> statement-breakpoint
-- Publish requests sent on each UTC day (Google's default quota is 200 a day per project): taken one by one with
-- an upsert that stops at the cap, so instances together never pass it.
CREATE TABLE "google_indexing_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
