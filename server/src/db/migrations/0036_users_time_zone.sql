-- The IANA zone the user's browser last reported (issue 35): e-mails and calendar files show times in it. Null until known.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
