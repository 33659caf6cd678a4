CREATE TABLE "open_shift_claims" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "open_shift_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"open_shift_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"schedule_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_shift_claims_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "open_shift_claims_status_check" CHECK ("open_shift_claims"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "open_shift_settings" (
	"tenant_id" text NOT NULL,
	"company_id" bigint NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	CONSTRAINT "open_shift_settings_pkey" PRIMARY KEY("tenant_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "open_shifts" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "open_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"job_title_id" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_shifts_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "open_shifts_time_check" CHECK ("open_shifts"."end_time" > "open_shifts"."start_time"),
	CONSTRAINT "open_shifts_places_check" CHECK ("open_shifts"."places" between 1 and 50),
	CONSTRAINT "open_shifts_filled_check" CHECK ("open_shifts"."filled" between 0 and "open_shifts"."places")
);
--> statement-breakpoint
CREATE TABLE "shift_offers" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shift_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"schedule_id" bigint NOT NULL,
	"from_employee_id" bigint NOT NULL,
	"to_employee_id" bigint,
	"taker_employee_id" bigint,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_offers_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shift_offers_status_check" CHECK ("shift_offers"."status" in ('OFFERED', 'ACCEPTED', 'APPROVED', 'REJECTED', 'WITHDRAWN')),
	CONSTRAINT "shift_offers_taker_check" CHECK ("shift_offers"."status" in ('OFFERED', 'WITHDRAWN') or "shift_offers"."taker_employee_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_open_shift_fk" FOREIGN KEY ("tenant_id","open_shift_id") REFERENCES "public"."open_shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_claims" ADD CONSTRAINT "open_shift_claims_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_settings" ADD CONSTRAINT "open_shift_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_settings" ADD CONSTRAINT "open_shift_settings_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_job_title_fk" FOREIGN KEY ("tenant_id","job_title_id") REFERENCES "public"."job_titles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_schedule_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."schedules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_from_employee_fk" FOREIGN KEY ("tenant_id","from_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_shift_claims_one_per_employee_key" ON "open_shift_claims" USING btree ("tenant_id","open_shift_id","employee_id");--> statement-breakpoint
CREATE INDEX "open_shifts_company_idx" ON "open_shifts" USING btree ("tenant_id","company_id","start_time");--> statement-breakpoint
CREATE INDEX "shift_offers_company_idx" ON "shift_offers" USING btree ("tenant_id","company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_offers_one_open_key" ON "shift_offers" USING btree ("tenant_id","schedule_id") WHERE "shift_offers"."status" in ('OFFERED', 'ACCEPTED');--> statement-breakpoint
-- Hand-written (docs/decisions/001-row-level-security.md): the tenant policies of the new
-- tables; drizzle-kit writes neither ENABLE nor FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "open_shifts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "open_shifts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "open_shifts" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "open_shift_claims" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "open_shift_claims" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "open_shift_claims" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "open_shift_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "open_shift_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "open_shift_settings" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "shift_offers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "shift_offers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "shift_offers" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
