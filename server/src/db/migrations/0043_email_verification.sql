-- New accounts prove their address (a one-use link, auth/email-verification-service.ts) before
-- notifications are e-mailed to it: when it was proved, and the hash of the link's token.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_verification_token_hash_unique" UNIQUE("email_verification_token_hash");--> statement-breakpoint
-- The accounts made before the rule already receive their e-mails: they count as verified since they signed up.
UPDATE "users" SET "email_verified_at" = "created_at";
