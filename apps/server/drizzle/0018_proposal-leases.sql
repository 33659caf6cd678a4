CREATE TABLE "proposal_leases" (
	"tenant_id" text NOT NULL,
	"company_id" bigint NOT NULL,
	"holder" text NOT NULL,
	"taken_by" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposal_leases_pkey" PRIMARY KEY("tenant_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "proposal_leases" ADD CONSTRAINT "proposal_leases_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_leases" ADD CONSTRAINT "proposal_leases_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (docs/decisions/001-row-level-security.md): the tenant policy of the new table;
-- drizzle-kit writes neither ENABLE nor FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "proposal_leases" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "proposal_leases" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "proposal_leases" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
