-- Best match looks up the jobs that share two signals with a worker (trade and industry, industry
-- and a skill, a city and a skill...). Intersecting two frequent keys ('i:construction' and a
-- skill each hold an eighth of the jobs) walks long posting lists; a key per pair of the job's
-- signals ('ti:<trade>|<industry>', 'tc:', 'ts:', 'ic:', 'is:', 'cs:', signals in that order)
-- is one short list. The single keys stay for one-signal lookups. Existing rows are recomputed
-- with the index dropped, so it is built once; PostgreSQL recomputes a stored generated column
-- only when a column it reads is updated (SET match_keys = DEFAULT leaves it as it was), and
-- industry is read by match_keys alone.
CREATE OR REPLACE FUNCTION job_match_keys(trades text[], skills text[], industry text, city text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array(SELECT 't:' || t FROM unnest(trades) t)
  || array(SELECT 's:' || s FROM unnest(job_skill_keys(skills)) s)
  || ARRAY['i:' || industry, 'c:' || city, 'ic:' || industry || '|' || city]
  || array(SELECT 'ti:' || t || '|' || industry FROM unnest(trades) t)
  || array(SELECT 'tc:' || t || '|' || city FROM unnest(trades) t)
  || array(SELECT 'ts:' || t || '|' || s FROM unnest(trades) t, unnest(job_skill_keys(skills)) s)
  || array(SELECT 'is:' || industry || '|' || s FROM unnest(job_skill_keys(skills)) s)
  || array(SELECT 'cs:' || city || '|' || s FROM unnest(job_skill_keys(skills)) s) $$;--> statement-breakpoint
DROP INDEX "jobs_active_match_keys_idx";--> statement-breakpoint
UPDATE "jobs" SET "industry" = "industry";--> statement-breakpoint
CREATE INDEX "jobs_active_match_keys_idx" ON "jobs" USING gin ("match_keys") WHERE "is_active";
