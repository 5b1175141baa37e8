-- Issue 55: workers sign up and sign in with a phone number and a one-time code. Only the code's hash is kept;
-- its sends are capped with phone_verifications' under the same advisory lock (per number, per address, per day).
CREATE TABLE "phone_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_sign_in_codes_phone_idx" ON "phone_sign_in_codes" ("phone", "created_at");
--> statement-breakpoint
CREATE INDEX "phone_sign_in_codes_ip_idx" ON "phone_sign_in_codes" ("ip", "created_at");
--> statement-breakpoint
CREATE INDEX "phone_sign_in_codes_created_idx" ON "phone_sign_in_codes" ("created_at");
