-- Hand-written (docs/decisions/001-row-level-security.md, 016-payroll-grade-time-registration.md).
--
-- 1. The tenant policy of the tables of migration 0004: drizzle-kit writes neither ENABLE nor
--    FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "clock_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "clock_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "clock_requests" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "month_closings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "month_closings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "month_closings" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "payroll_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payroll_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "payroll_settings" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- 2. The audit log is append-only for the application: the server's role may add entries and
--    read them, never change or remove one, whatever a bug in the code would try. Deleting a
--    tenant still removes its entries: the cascade of a foreign key runs as the table's owner
--    (the role that migrates), not as the role that deleted the tenant.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM klokwerk_app;
