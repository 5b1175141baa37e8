ALTER TABLE "applications" ADD COLUMN "employer_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employer_rating" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_rating_check" CHECK ("employer_rating" between 1 and 5);--> statement-breakpoint
CREATE INDEX "applications_employer_applied_idx" ON "applications" USING btree ("employer_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_applied_idx" ON "applications" USING btree ("job_id","applied_at","id");--> statement-breakpoint
DROP INDEX "applications_employer_id_idx";
