-- Crews (issue 51): a foreman and the workers who accepted his invitation. The foreman is the member whose role
-- is 'foreman' (one per crew, by the partial unique index); a worker may belong to several crews. The 50-member
-- cap is counted under a row lock on the crew (crews/repository.ts insertMemberUnderCap), so it holds across instances.
CREATE TABLE "crews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "trades" text[] DEFAULT '{}' NOT NULL,
  "home_base" text NOT NULL,
  "lat" double precision,
  "lng" double precision,
  "travel_radius_miles" integer NOT NULL,
  "availability" text NOT NULL,
  "is_looking_for_work" boolean DEFAULT true NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "crews_travel_radius_check" CHECK ("travel_radius_miles" BETWEEN 0 AND 3000)
);--> statement-breakpoint
CREATE INDEX "crews_looking_idx" ON "crews" USING btree ("is_looking_for_work");--> statement-breakpoint
CREATE TABLE "crew_members" (
  "crew_id" uuid NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "role" text DEFAULT 'member' NOT NULL,
  "joined_at" timestamp with time zone NOT NULL,
  CONSTRAINT "crew_members_pk" PRIMARY KEY ("crew_id", "user_id"),
  CONSTRAINT "crew_members_role_check" CHECK ("role" IN ('foreman', 'member'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_one_foreman_idx" ON "crew_members" USING btree ("crew_id") WHERE "role" = 'foreman';--> statement-breakpoint
CREATE INDEX "crew_members_user_idx" ON "crew_members" USING btree ("user_id");--> statement-breakpoint
-- An invitation by text or e-mail: only the token's hash is kept; accepted_at set once, by the statement that adds the member.
CREATE TABLE "crew_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "crew_id" uuid NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
  "invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "token_hash" text NOT NULL,
  "phone" text,
  "email" text,
  "language" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "accepted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "crew_invitations_token_hash_unique" UNIQUE ("token_hash"),
  CONSTRAINT "crew_invitations_target_check" CHECK (("phone" IS NULL) <> ("email" IS NULL))
);--> statement-breakpoint
CREATE INDEX "crew_invitations_crew_idx" ON "crew_invitations" USING btree ("crew_id", "created_at");--> statement-breakpoint
-- One crew application per crew and job (the unique constraint is the atomic "cannot apply twice"); each member
-- chosen gets his own row in applications pointing here, so his dashboard and every single-worker path keep working.
CREATE TABLE "crew_applications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "crew_id" uuid NOT NULL REFERENCES "crews"("id") ON DELETE CASCADE,
  "job_id" uuid REFERENCES "jobs"("id") ON DELETE SET NULL,
  "employer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "foreman_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "crew_applications_crew_job_unique" UNIQUE ("crew_id", "job_id")
);--> statement-breakpoint
CREATE INDEX "crew_applications_employer_idx" ON "crew_applications" USING btree ("employer_id");--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "crew_application_id" uuid REFERENCES "crew_applications"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "applications_crew_application_idx" ON "applications" USING btree ("crew_application_id") WHERE "crew_application_id" IS NOT NULL;
