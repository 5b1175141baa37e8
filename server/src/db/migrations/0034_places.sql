-- Every US place of 1,000+ people and every ZIP (server/src/modules/places): the 41-city CASE goes.
-- lat/lng become plain columns the jobs service writes; a migration cannot run the JavaScript place
-- table, so every row is cleared here and geocoded again by the server at start
-- (places geocodeStoredJobs, idempotent: it fills only the rows whose location it knows and whose lat is null).
ALTER TABLE "jobs" ALTER COLUMN "lat" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "lng" DROP EXPRESSION;--> statement-breakpoint
UPDATE "jobs" SET "lat" = NULL, "lng" = NULL;--> statement-breakpoint
-- The city alone keyed "pasadena" for both CA and TX: the search index keys places by coordinates now.
ALTER TABLE "jobs" DROP COLUMN "city_key";
