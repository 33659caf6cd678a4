CREATE TABLE "leave_requests" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_minutes" integer,
	"end_minutes" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_requests_type_check" CHECK ("leave_requests"."leave_type" in ('VAKANTIE', 'BIJZONDER', 'ONBETAALD')),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_period_check" CHECK ("leave_requests"."ends_at" > "leave_requests"."starts_at"),
	CONSTRAINT "leave_requests_minutes_check" CHECK ("leave_requests"."minutes" >= 0),
	CONSTRAINT "leave_requests_part_day_check" CHECK (("leave_requests"."start_minutes" is null) = ("leave_requests"."end_minutes" is null)
        and ("leave_requests"."start_minutes" is null or ("leave_requests"."start_date" = "leave_requests"."end_date" and "leave_requests"."end_minutes" > "leave_requests"."start_minutes"))),
	CONSTRAINT "leave_requests_rejection_check" CHECK ("leave_requests"."status" <> 'REJECTED' or "leave_requests"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "sick_reports" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sick_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"sick_from" timestamp with time zone NOT NULL,
	"recovered_at" timestamp with time zone,
	"reported_by" bigint,
	"recovery_reported_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sick_reports_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sick_reports_period_check" CHECK ("sick_reports"."recovered_at" is null or "sick_reports"."recovered_at" > "sick_reports"."sick_from")
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_company_idx" ON "leave_requests" USING btree ("tenant_id","company_id","starts_at");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("tenant_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "sick_reports_company_idx" ON "sick_reports" USING btree ("tenant_id","company_id","sick_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sick_reports_one_open_key" ON "sick_reports" USING btree ("tenant_id","employee_id") WHERE "sick_reports"."recovered_at" is null;--> statement-breakpoint
-- Hand-written (docs/decisions/001-row-level-security.md): the tenant policies of the new
-- tables; drizzle-kit writes neither ENABLE nor FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "leave_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "leave_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "leave_requests" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "sick_reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sick_reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sick_reports" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
