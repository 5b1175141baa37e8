DROP INDEX "jobs_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "jobs_city_key_idx" ON "jobs" USING btree (lower(btrim(split_part("location", ',', 1))));--> statement-breakpoint
CREATE INDEX "jobs_active_industry_city_key_idx" ON "jobs" USING btree ("industry",lower(btrim(split_part("location", ',', 1)))) WHERE "is_active";