-- Upload limits per user (uploads service): open links, PUTs in progress and stored bytes.
CREATE TABLE "upload_links" (
	"object_path" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"put_started_at" timestamp with time zone,
	"reserved_bytes" integer
);
--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_links_owner_id_idx" ON "upload_links" USING btree ("owner_id");--> statement-breakpoint
CREATE TABLE "upload_usage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_usage" ADD CONSTRAINT "upload_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "upload_usage" ("user_id", "stored_bytes") SELECT "owner_id", sum("size_bytes") FROM "uploads" GROUP BY "owner_id";--> statement-breakpoint
-- Every stored file counts, however its row is written or removed (the seed, a deleted account, a deleted file).
CREATE FUNCTION count_upload_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "upload_usage" SET "stored_bytes" = "stored_bytes" - OLD."size_bytes" WHERE "user_id" = OLD."owner_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "upload_usage" ("user_id", "stored_bytes") VALUES (NEW."owner_id", NEW."size_bytes")
      ON CONFLICT ("user_id") DO UPDATE SET "stored_bytes" = "upload_usage"."stored_bytes" + EXCLUDED."stored_bytes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "uploads_count_bytes" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "size_bytes" ON "uploads" FOR EACH ROW EXECUTE FUNCTION count_upload_bytes();
