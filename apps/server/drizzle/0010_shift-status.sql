-- A shift is a CONCEPT (seen by the planners only) or DEFINITIVE (docs/decisions/021). Stored
-- shifts were definitive, except those the demo seeded as concepts (is_temporary), which the
-- reports and the calendar feed already left out: they stay concepts.
ALTER TABLE "schedules" ADD COLUMN "status" text DEFAULT 'DEFINITIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_status_check" CHECK ("schedules"."status" in ('CONCEPT', 'DEFINITIVE'));--> statement-breakpoint
-- RLS is lifted for the table's owner for this one statement, so that a migrating role that is
-- no superuser sees every tenant's rows too.
ALTER TABLE "schedules" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "schedules" SET "status" = 'CONCEPT' WHERE "is_temporary";--> statement-breakpoint
ALTER TABLE "schedules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedules" DROP COLUMN "is_temporary";--> statement-breakpoint
-- Whether a published or changed roster is mailed to the user (on by default).
ALTER TABLE "users" ADD COLUMN "shift_mails" boolean DEFAULT true NOT NULL;
