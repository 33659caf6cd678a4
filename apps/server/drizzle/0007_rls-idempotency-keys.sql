-- Hand-written (docs/decisions/001-row-level-security.md, docs/api-conventions.md): the tenant
-- policy of the idempotency keys of migration 0006; drizzle-kit writes neither ENABLE nor FORCE
-- ROW LEVEL SECURITY nor the policy.
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "idempotency_keys" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
