-- Expected pay as the worker quoted it (issue 35 item 3): expected_salary stays yearly (the spec's
-- contract); expected_pay_unit is the unit the worker gave it in, so the employer reads "$42/hr".
-- Null means yearly (every application before this).
ALTER TABLE "applications" ADD COLUMN "expected_pay_unit" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_expected_pay_unit_check" CHECK ("expected_pay_unit" IN ('hour', 'day', 'year'));
