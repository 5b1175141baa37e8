-- A status e-mail waits a minute in the outbox; a later change of the same application rewrites it
-- there (one queued status e-mail per application, the index below) and it is cancelled when the
-- status comes back to the one the worker was last told (status_from). notifications/notifier.ts.
ALTER TABLE "email_outbox" ADD COLUMN "status_from" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status_to" text;--> statement-breakpoint
UPDATE "email_outbox" AS "older" SET "status" = 'cancelled'
  WHERE "older"."kind" = 'application_status' AND "older"."status" = 'queued' AND EXISTS (
    SELECT 1 FROM "email_outbox" AS "newer"
    WHERE "newer"."application_id" = "older"."application_id" AND "newer"."kind" = 'application_status'
      AND "newer"."status" = 'queued' AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_queued_status_mail_idx" ON "email_outbox" USING btree ("application_id")
  WHERE "kind" = 'application_status' AND "status" = 'queued';
