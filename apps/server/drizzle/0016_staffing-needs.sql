CREATE TABLE "staffing_budgets" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staffing_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"weekly_budget_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_budgets_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "staffing_budgets_company_key" UNIQUE("tenant_id","company_id"),
	CONSTRAINT "staffing_budgets_cents_check" CHECK ("staffing_budgets"."weekly_budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staffing_needs" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staffing_needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"job_title_id" bigint NOT NULL,
	"headcount" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_needs_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "staffing_needs_weekday_check" CHECK ("staffing_needs"."weekday" between 1 and 7),
	CONSTRAINT "staffing_needs_minutes_check" CHECK ("staffing_needs"."start_minute" between 0 and 1439 and "staffing_needs"."end_minute" between 0 and 1439),
	CONSTRAINT "staffing_needs_headcount_check" CHECK ("staffing_needs"."headcount" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "staffing_budgets" ADD CONSTRAINT "staffing_budgets_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_budgets" ADD CONSTRAINT "staffing_budgets_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_needs" ADD CONSTRAINT "staffing_needs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_needs" ADD CONSTRAINT "staffing_needs_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_needs" ADD CONSTRAINT "staffing_needs_job_title_fk" FOREIGN KEY ("tenant_id","job_title_id") REFERENCES "public"."job_titles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staffing_needs_company_idx" ON "staffing_needs" USING btree ("tenant_id","company_id","weekday");--> statement-breakpoint
-- Hand-written (docs/decisions/001-row-level-security.md): the tenant policy of the new tables;
-- drizzle-kit writes neither ENABLE nor FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "staffing_needs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "staffing_needs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "staffing_needs" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "staffing_budgets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "staffing_budgets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "staffing_budgets" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
