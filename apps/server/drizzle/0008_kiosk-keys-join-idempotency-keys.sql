-- The kiosk's keyed taps join every other idempotency key (docs/api-conventions.md, decision
-- 017). Hand-added before drizzle-kit's DROP: the keys still kept move over with their answers
-- (wrapped as the stored answers of every call are) and their 30 days, so a queue that resends
-- across the deploy is still answered once. RLS is lifted for the tables' owner for this one
-- statement, so that a migrating role that is no superuser sees every tenant's rows too.
ALTER TABLE "clock_requests" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "idempotency_keys"
  ("tenant_id", "idempotency_key", "operation", "user_id", "fingerprint", "answer", "created_at", "expires_at")
  SELECT "tenant_id", "idempotency_key", 'POST /api/time/clock', "user_id", "fingerprint",
    jsonb_build_object('version', 1, 'status', 200, 'body', "answer"),
    "created_at", "created_at" + interval '30 days'
  FROM "clock_requests"
  ON CONFLICT ("tenant_id", "idempotency_key") DO NOTHING;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "clock_requests" CASCADE;
