-- An employer invites a crew to apply to one of his jobs (issue 51): once per crew and job (the unique
-- constraint is the atomic "invited once"). The daily cap is a counter row per employer and UTC day, raised by one
-- conditional upsert (crews/job-invitations-repository.ts takeInvitationSlot), so it holds across instances.
CREATE TABLE "crew_job_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "crew_id" uuid NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "employer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "foreman_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "crew_job_invitations_crew_job_unique" UNIQUE ("crew_id", "job_id")
);--> statement-breakpoint
CREATE INDEX "crew_job_invitations_employer_idx" ON "crew_job_invitations" USING btree ("employer_id", "created_at");--> statement-breakpoint
CREATE TABLE "crew_job_invitation_days" (
  "employer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "sent" integer NOT NULL,
  CONSTRAINT "crew_job_invitation_days_pk" PRIMARY KEY ("employer_id", "day")
);
