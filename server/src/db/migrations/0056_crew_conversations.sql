-- Issue 51: one conversation for an employer and the crew that applied to his job. A crew conversation names its
-- crew application instead of a pair of users; who takes part is read at each step (the employer, and the members
-- of the application still in the crew). A message to it is stored once per receiver (one row each, sharing
-- post_id, the id of the first row), so unread counts, read marks and the unread-message e-mails stay per receiver.
ALTER TABLE "conversations" ALTER COLUMN "user_a_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "user_b_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" text DEFAULT 'pair' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "crew_application_id" uuid REFERENCES "crew_applications"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK (
  ("kind" = 'pair' AND "user_a_id" IS NOT NULL AND "user_b_id" IS NOT NULL AND "crew_application_id" IS NULL)
  OR ("kind" = 'crew' AND "user_a_id" IS NULL AND "user_b_id" IS NULL)
);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_crew_application_unique" UNIQUE ("crew_application_id");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "post_id" uuid;--> statement-breakpoint
CREATE INDEX "messages_post_idx" ON "messages" USING btree ("post_id") WHERE "post_id" IS NOT NULL;--> statement-breakpoint
-- A report can name a crew.
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("target_type" in ('job', 'employer', 'worker', 'message', 'crew'));
