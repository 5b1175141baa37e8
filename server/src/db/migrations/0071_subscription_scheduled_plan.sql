-- Issue 54, plan changes: a downgrade takes effect at the period end. The plan it switches to (a catalogue item id)
-- waits here until the renewal applies it; the owner can undo it before then (the column goes back to null).
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_id" text;
