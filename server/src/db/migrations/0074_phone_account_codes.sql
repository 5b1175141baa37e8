-- Issue 55, the phone door's follow-ups: a phone code now says what it is for, so a sign-in code cannot delete an
-- account or reset a password and the other way round; a code for an account's own action names that account.
-- Every purpose shares the caps of code sends (per number, per address, per day) under the one advisory lock.
ALTER TABLE "phone_sign_in_codes" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;
--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" ADD CONSTRAINT "phone_sign_in_codes_purpose_check" CHECK ("purpose" IN ('sign_in', 'delete_account', 'password_reset'));
--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" ADD COLUMN "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "phone_sign_in_codes_purpose_idx" ON "phone_sign_in_codes" ("phone", "purpose", "created_at");
--> statement-breakpoint
-- An account that joined by phone got a random password nobody knows: it has none until its owner sets one.
-- Accounts made before this column are told apart by their placeholder address (the ones that gave an e-mail
-- can set a password through the e-mail reset).
ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "has_password" = false WHERE "email" LIKE '%@no-email.crewbridge.invalid';
