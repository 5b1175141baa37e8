-- Issue 55, point 3: phone numbers are stored in E.164 (core/shared/phone.ts), so texts, WhatsApp links and the
-- "number taken" check compare like with like. A stored US number in any way people write it becomes +1 and its ten
-- digits; a number given with + and another country's code keeps its digits; anything else stays as it was typed
-- (shown as typed, and the next save of its form asks for a readable one).
CREATE FUNCTION pg_temp.to_e164(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN compact ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$' THEN compact
    WHEN compact ~ '^\+[2-9][0-9]{7,14}$' THEN compact
    WHEN compact ~ '^1?[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+1' || right(compact, 10)
    ELSE typed
  END
  FROM (SELECT regexp_replace(btrim(typed), '[[:space:]().‐‑–—/-]', '', 'g') AS compact) AS cleaned
$$;--> statement-breakpoint
UPDATE "users" SET "phone" = pg_temp.to_e164("phone") WHERE "phone" IS NOT NULL AND "phone" <> pg_temp.to_e164("phone");--> statement-breakpoint
UPDATE "employer_profiles" SET "phone_number" = pg_temp.to_e164("phone_number")
  WHERE "phone_number" IS NOT NULL AND "phone_number" <> pg_temp.to_e164("phone_number");--> statement-breakpoint
-- Issue 55, point 5: what the job asked for that the worker did not hold when the resume was written, shown beside it.
ALTER TABLE "generated_resumes" ADD COLUMN "gaps" text[] DEFAULT '{}' NOT NULL;
