ALTER TABLE "login_attempts" ADD COLUMN "outcome" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Attempts of before this migration were decided at once; keep their outcome (hand-written).
UPDATE "login_attempts" SET "outcome" = CASE WHEN "succeeded" THEN 'succeeded' ELSE 'failed' END;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_attempts_attempted_at_idx" ON "login_attempts" USING btree ("attempted_at");--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_outcome_check" CHECK ("login_attempts"."outcome" in ('pending', 'succeeded', 'failed', 'locked'));