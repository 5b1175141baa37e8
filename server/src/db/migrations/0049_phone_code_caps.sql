-- Phone codes (issue 49, point 5): each send is counted per caller address and per day for the whole
-- service too, under one advisory lock (channels/verification-repository.ts), so the caps hold across instances.
ALTER TABLE "phone_verifications" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_created_idx" ON "phone_verifications" USING btree ("created_at");
