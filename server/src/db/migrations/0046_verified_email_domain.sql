-- Verification by domain rests on a confirmed mailbox at the website's domain (employer-profile
-- service refreshDomainVerification): an address typed at sign-up proved nothing. The profile keeps
-- the confirmed e-mail's domain the badge names, and each job keeps how its employer is verified
-- beside employer_verified (migration 0045), by the same triggers.
ALTER TABLE "employer_profiles" ADD COLUMN "verified_domain" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_verified_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_verified_domain" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_employer_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT ep.company_name, ep.verified_at IS NOT NULL, CASE WHEN ep.verified_at IS NOT NULL THEN ep.verified_by END, ep.verified_domain
    INTO NEW.company_name, NEW.employer_verified, NEW.employer_verified_by, NEW.employer_verified_domain
    FROM employer_profiles ep WHERE ep.user_id = NEW.employer_id;
  NEW.employer_verified := coalesce(NEW.employer_verified, false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employer_facts_to_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE jobs SET company_name = NULL, employer_verified = false, employer_verified_by = NULL, employer_verified_domain = NULL
      WHERE employer_id = OLD.user_id;
    RETURN OLD;
  END IF;
  UPDATE jobs SET company_name = NEW.company_name, employer_verified = NEW.verified_at IS NOT NULL,
      employer_verified_by = CASE WHEN NEW.verified_at IS NOT NULL THEN NEW.verified_by END,
      employer_verified_domain = NEW.verified_domain
    WHERE employer_id = NEW.user_id
      AND (company_name, employer_verified, employer_verified_by, employer_verified_domain) IS DISTINCT FROM
        (NEW.company_name, NEW.verified_at IS NOT NULL, CASE WHEN NEW.verified_at IS NOT NULL THEN NEW.verified_by END, NEW.verified_domain);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "employer_profiles_facts_to_jobs" ON "employer_profiles";--> statement-breakpoint
CREATE TRIGGER "employer_profiles_facts_to_jobs"
  AFTER INSERT OR DELETE OR UPDATE OF "company_name", "verified_at", "verified_by", "verified_domain", "user_id"
  ON "employer_profiles" FOR EACH ROW EXECUTE FUNCTION employer_facts_to_jobs();--> statement-breakpoint
-- Verified by the domain of an address never confirmed: no longer (their jobs lose the badge through the trigger).
UPDATE "employer_profiles" ep SET "verified_at" = NULL, "verified_by" = NULL
  FROM "users" u WHERE u."id" = ep."user_id" AND ep."verified_by" = 'domain' AND u."email_verified_at" IS NULL;--> statement-breakpoint
-- The others keep the domain of their confirmed address, as core's emailDomain reads it.
UPDATE "employer_profiles" ep
  SET "verified_domain" = regexp_replace(regexp_replace(lower(btrim(substring(u."email" from '@([^@]*)$'))), '\.$', ''), '^www\.', '')
  FROM "users" u WHERE u."id" = ep."user_id" AND ep."verified_by" = 'domain';--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verified_domain_check"
  CHECK (("verified_by" IS NOT DISTINCT FROM 'domain') = ("verified_domain" IS NOT NULL));--> statement-breakpoint
-- Operators' verifications, which the updates above left alone.
UPDATE "jobs" j SET "employer_verified_by" = ep."verified_by"
  FROM "employer_profiles" ep WHERE ep."user_id" = j."employer_id" AND ep."verified_at" IS NOT NULL AND j."employer_verified_by" IS NULL;
