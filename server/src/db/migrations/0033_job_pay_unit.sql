-- Pay as the trades quote it (issue 34): salary_min and salary_max are per pay_unit; every job
-- posted before is yearly. pay_rank, the minimum-pay filter's and the pay sort's figure, becomes
-- yearly whatever the unit (2,080 hours, 260 eight-hour days: core/jobs/pay.ts), and the search
-- card carries the unit (job-fields.test.ts and search-cards.test.ts hold it to toJobDto).
ALTER TABLE "jobs" ADD COLUMN "pay_unit" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_unit_check" CHECK ("pay_unit" IN ('hour', 'day', 'year'));--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "pay_rank";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_rank" integer GENERATED ALWAYS AS (least(coalesce("salary_max", "salary_min", 0)::bigint
  * CASE "pay_unit" WHEN 'hour' THEN 2080 WHEN 'day' THEN 260 ELSE 1 END, 2147483647)::integer) STORED;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_card";--> statement-breakpoint
DROP FUNCTION job_search_card(uuid, uuid, text, text, text, text, text, text, integer, integer, text[], text[], integer,
  timestamptz, boolean, text[], text[], integer, boolean, boolean, text, boolean);--> statement-breakpoint
CREATE FUNCTION job_search_card(
  id uuid, employer_id uuid, title text, description text, industry text, location text, job_type text,
  experience_level text, salary_min integer, salary_max integer, requirements text[], skills text[], positions integer,
  posted_at timestamptz, is_active boolean, required_credentials text[], preferred_credentials text[],
  per_diem_cents integer, lodging_provided boolean, travel_required boolean, rotation text, overtime_expected boolean,
  pay_unit text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card)::text FROM (SELECT id, employer_id AS "employerId", title, description, industry, location,
    job_type AS "jobType", experience_level AS "experienceLevel", salary_min AS "salaryMin", salary_max AS "salaryMax",
    pay_unit AS "payUnit", requirements, skills, positions,
    to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "postedAt",
    is_active AS "isActive", required_credentials AS "requiredCredentials", preferred_credentials AS "preferredCredentials",
    round(per_diem_cents / 100.0)::integer AS "perDiem", lodging_provided AS "lodgingProvided",
    travel_required AS "travelRequired", rotation, overtime_expected AS "overtimeExpected") card
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_card" text GENERATED ALWAYS AS (job_search_card("id", "employer_id", "title",
  "description", "industry", "location", "job_type", "experience_level", "salary_min", "salary_max", "requirements",
  "skills", "positions", "posted_at", "is_active", "required_credentials", "preferred_credentials", "per_diem_cents",
  "lodging_provided", "travel_required", "rotation", "overtime_expected", "pay_unit")) STORED;
