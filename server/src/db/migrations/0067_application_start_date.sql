-- Issue 55: "Hire" asks the employer for the worker's first day; the worker's application shows it ("Starts Mon, Dec 7")
-- and the hire's notification states it. A calendar day (the employer's), null for hires made before this or without one.
ALTER TABLE "applications" ADD COLUMN "start_date" date;
