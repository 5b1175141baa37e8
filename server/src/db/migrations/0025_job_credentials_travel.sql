-- Issue 21: a job's required and preferred credentials (catalogue ids) and its travel terms; a
-- worker's start date and travel distance. Per diem is stored in cents like all money.
ALTER TABLE "jobs" ADD COLUMN "required_credentials" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "preferred_credentials" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "per_diem_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lodging_provided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rotation" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overtime_expected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_per_diem_cents_check" CHECK ("per_diem_cents" >= 0);--> statement-breakpoint
CREATE INDEX "jobs_active_required_credentials_idx" ON "jobs" USING gin ("required_credentials") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "jobs_active_preferred_credentials_idx" ON "jobs" USING gin ("preferred_credentials") WHERE "is_active";--> statement-breakpoint
ALTER TABLE "worker_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "worker_profiles" ADD COLUMN "travel_distance_miles" integer;--> statement-breakpoint
ALTER TABLE "worker_profiles" ADD CONSTRAINT "worker_profiles_travel_distance_miles_check" CHECK ("travel_distance_miles" > 0);
