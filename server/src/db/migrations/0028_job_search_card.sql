-- A search page sends each job's card as PostgreSQL keeps it (jobs repository readSearchPage). Written
-- once per change here rather than on every read, it saves a search page's statement about a third
-- of its database time. The company name, kept in employer_profiles, is added by the search.
-- search-cards.test.ts holds the card to the API's JobDto (jobs service toJobDto), value for value.
-- Immutable in fact for these types and this format, as a generated column needs.
CREATE FUNCTION job_search_card(
  id uuid, employer_id uuid, title text, description text, industry text, location text, job_type text,
  experience_level text, salary_min integer, salary_max integer, requirements text[], skills text[], positions integer,
  posted_at timestamptz, is_active boolean, required_credentials text[], preferred_credentials text[],
  per_diem_cents integer, lodging_provided boolean, travel_required boolean, rotation text, overtime_expected boolean
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(card)::text FROM (SELECT id, employer_id AS "employerId", title, description, industry, location,
    job_type AS "jobType", experience_level AS "experienceLevel", salary_min AS "salaryMin", salary_max AS "salaryMax",
    requirements, skills, positions, to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "postedAt",
    is_active AS "isActive", required_credentials AS "requiredCredentials", preferred_credentials AS "preferredCredentials",
    round(per_diem_cents / 100.0)::integer AS "perDiem", lodging_provided AS "lodgingProvided",
    travel_required AS "travelRequired", rotation, overtime_expected AS "overtimeExpected") card
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_card" text GENERATED ALWAYS AS (job_search_card("id", "employer_id", "title",
  "description", "industry", "location", "job_type", "experience_level", "salary_min", "salary_max", "requirements",
  "skills", "positions", "posted_at", "is_active", "required_credentials", "preferred_credentials", "per_diem_cents",
  "lodging_provided", "travel_required", "rotation", "overtime_expected")) STORED;
