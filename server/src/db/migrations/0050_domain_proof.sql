-- Verification by domain without a mailbox there (issue 49, point 1): the employer puts its token in a
-- DNS TXT record or in /.well-known/crewbridge-verification.txt on its website's domain
-- (employer-profile/domain-proof.ts); verified_by is then 'dns' or 'well-known' and verified_domain that domain.
ALTER TABLE "employer_profiles" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "employer_profiles" DROP CONSTRAINT "employer_profiles_verified_by_check";--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verified_by_check"
  CHECK ("verified_by" IN ('domain', 'operator', 'dns', 'well-known') AND ("verified_at" IS NOT NULL OR "verified_by" = 'operator') OR ("verified_at" IS NULL AND "verified_by" IS NULL));--> statement-breakpoint
ALTER TABLE "employer_profiles" DROP CONSTRAINT "employer_profiles_verified_domain_check";--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verified_domain_check"
  CHECK (coalesce("verified_by" IN ('domain', 'dns', 'well-known'), false) = ("verified_domain" IS NOT NULL));
--> statement-breakpoint
-- A verified employer's jobs skip the first-job review (core/trust/review.ts). When that verification ends
-- (the e-mail or the website changed) and no operator ever approved one of its jobs, its published jobs were
-- never looked at: they go back to review, as a first job. An operator's own decision is left alone.
CREATE FUNCTION hold_jobs_of_unverified_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jobs j WHERE j.employer_id = NEW.user_id AND j.review_status = 'published' AND j.reviewed_at IS NOT NULL) THEN
    UPDATE jobs SET review_status = 'held', is_active = false, review_note = NULL, reviewed_at = NULL, review_signals = '{first_job}'
      WHERE employer_id = NEW.user_id AND review_status = 'published';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "employer_profiles_hold_when_unverified"
  AFTER UPDATE OF "verified_at" ON "employer_profiles" FOR EACH ROW
  WHEN (OLD."verified_at" IS NOT NULL AND NEW."verified_at" IS NULL AND OLD."verified_by" IN ('domain', 'dns', 'well-known')
    AND NEW."verified_by" IS DISTINCT FROM 'operator')
  EXECUTE FUNCTION hold_jobs_of_unverified_profile();
