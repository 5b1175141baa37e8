-- Secrets generated once and shared by every instance on one PostgreSQL (lib/signing.ts).
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
