-- A search page's statement (jobs repository readSearchPage) read each job's company from
-- employer_profiles and built its terms' JSON on every read: about a third of the statement's database
-- time. The job now keeps its company's name and verification (set from employer_profiles by the
-- triggers below, in the same transaction as any change there) and its terms as text, written once per
-- change, as its card is (migration 0028).
ALTER TABLE "jobs" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "jobs" j SET "company_name" = ep."company_name", "employer_verified" = ep."verified_at" IS NOT NULL
  FROM "employer_profiles" ep WHERE ep."user_id" = j."employer_id";--> statement-breakpoint
CREATE FUNCTION job_employer_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT ep.company_name, ep.verified_at IS NOT NULL INTO NEW.company_name, NEW.employer_verified
    FROM employer_profiles ep WHERE ep.user_id = NEW.employer_id;
  NEW.employer_verified := coalesce(NEW.employer_verified, false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_employer_facts" BEFORE INSERT OR UPDATE OF "employer_id" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION job_employer_facts();--> statement-breakpoint
CREATE FUNCTION employer_facts_to_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE jobs SET company_name = NULL, employer_verified = false WHERE employer_id = OLD.user_id;
    RETURN OLD;
  END IF;
  UPDATE jobs SET company_name = NEW.company_name, employer_verified = NEW.verified_at IS NOT NULL
    WHERE employer_id = NEW.user_id
      AND (company_name, employer_verified) IS DISTINCT FROM (NEW.company_name, NEW.verified_at IS NOT NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "employer_profiles_facts_to_jobs" AFTER INSERT OR DELETE OR UPDATE OF "company_name", "verified_at", "user_id"
  ON "employer_profiles" FOR EACH ROW EXECUTE FUNCTION employer_facts_to_jobs();--> statement-breakpoint
-- Immutable in fact for these types, as a generated column needs (json_build_array is marked stable).
CREATE FUNCTION job_search_terms(
  title text, skills text[], industry text, location text, required_credentials text[], preferred_credentials text[],
  company_name text, pay_rank integer, employer_verified boolean
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_array(title, skills, industry, location, required_credentials, preferred_credentials, company_name,
    pay_rank, employer_verified)::text
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_terms" text GENERATED ALWAYS AS (job_search_terms("title", "skills", "industry",
  "location", "required_credentials", "preferred_credentials", "company_name",
  least(coalesce("salary_max", "salary_min", 0)::bigint * CASE "pay_unit" WHEN 'hour' THEN 2080 WHEN 'day' THEN 260 ELSE 1 END, 2147483647)::integer,
  "employer_verified")) STORED;
