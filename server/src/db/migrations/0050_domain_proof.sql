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
