-- An e-mail change waits here until the new address confirms it (auth/email-change-service.ts):
-- the address, the hash of the one-use token e-mailed to it, and when the link stops working.
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_token_hash_unique" UNIQUE("pending_email_token_hash");
