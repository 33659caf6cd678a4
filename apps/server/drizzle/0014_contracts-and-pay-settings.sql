CREATE TABLE "contract_periods" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "contract_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"kind" text NOT NULL,
	"minutes_per_week" integer,
	"min_minutes_per_week" integer,
	"max_minutes_per_week" integer,
	"working_weekdays" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_periods_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contract_periods_start_key" UNIQUE("tenant_id","employee_id","starts_on"),
	CONSTRAINT "contract_periods_dates_check" CHECK ("contract_periods"."ends_on" is null or "contract_periods"."ends_on" >= "contract_periods"."starts_on"),
	CONSTRAINT "contract_periods_hours_check" CHECK (case "contract_periods"."kind"
        when 'fixed' then "contract_periods"."minutes_per_week" between 0 and 10080
          and "contract_periods"."min_minutes_per_week" is null and "contract_periods"."max_minutes_per_week" is null
        when 'zeroHours' then "contract_periods"."minutes_per_week" is null and "contract_periods"."min_minutes_per_week" is null
          and "contract_periods"."max_minutes_per_week" is null
        when 'minMax' then "contract_periods"."minutes_per_week" is null and "contract_periods"."min_minutes_per_week" >= 0
          and "contract_periods"."max_minutes_per_week" between "contract_periods"."min_minutes_per_week" and 10080
        else false end),
	CONSTRAINT "contract_periods_weekdays_check" CHECK (cardinality("contract_periods"."working_weekdays") between 1 and 7
        and 1 <= all("contract_periods"."working_weekdays") and 7 >= all("contract_periods"."working_weekdays"))
);
--> statement-breakpoint
CREATE TABLE "leave_corrections" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"on_date" date NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_corrections_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_corrections_kind_check" CHECK ("leave_corrections"."kind" in ('statutory', 'extra')),
	CONSTRAINT "leave_corrections_minutes_check" CHECK ("leave_corrections"."minutes" <> 0)
);
--> statement-breakpoint
CREATE TABLE "leave_opening_pots" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_opening_pots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"accrual_year" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "leave_opening_pots_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_opening_pots_key" UNIQUE("tenant_id","employee_id","kind","accrual_year"),
	CONSTRAINT "leave_opening_pots_kind_check" CHECK ("leave_opening_pots"."kind" in ('statutory', 'extra'))
);
--> statement-breakpoint
CREATE TABLE "leave_openings" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_by_name" text,
	CONSTRAINT "leave_openings_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_openings_employee_key" UNIQUE("tenant_id","employee_id"),
	CONSTRAINT "leave_openings_year_check" CHECK ("leave_openings"."year" between 2014 and 2100)
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pay_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"liberation_day" text NOT NULL,
	"good_friday" boolean NOT NULL,
	"paid_holidays" text[] NOT NULL,
	"extra_leave_unit" text NOT NULL,
	"extra_leave_days_per_year" numeric(5, 2),
	"extra_leave_minutes_per_year" integer,
	"full_time_minutes_per_week" integer,
	"sick_hours_basis" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "pay_settings_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pay_settings_company_key" UNIQUE("tenant_id","company_id"),
	CONSTRAINT "pay_settings_choices_check" CHECK ("pay_settings"."liberation_day" in ('everyYear', 'lustrumYears', 'never')
        and "pay_settings"."sick_hours_basis" in ('plannedShifts', 'contractWhenUnplanned')),
	CONSTRAINT "pay_settings_extra_leave_check" CHECK (case "pay_settings"."extra_leave_unit"
        when 'none' then "pay_settings"."extra_leave_days_per_year" is null
          and "pay_settings"."extra_leave_minutes_per_year" is null and "pay_settings"."full_time_minutes_per_week" is null
        when 'days' then "pay_settings"."extra_leave_days_per_year" between 0 and 100
          and "pay_settings"."extra_leave_minutes_per_year" is null and "pay_settings"."full_time_minutes_per_week" is null
        when 'hours' then "pay_settings"."extra_leave_days_per_year" is null
          and "pay_settings"."extra_leave_minutes_per_year" between 0 and 48000
          and "pay_settings"."full_time_minutes_per_week" between 1 and 10080
        else false end)
);
--> statement-breakpoint
CREATE TABLE "surcharge_bands" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "surcharge_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"from_minute" smallint,
	"to_minute" smallint,
	"weekdays" smallint[] NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"hours_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surcharge_bands_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "surcharge_bands_percent_check" CHECK ("surcharge_bands"."percent" between 0 and 300),
	CONSTRAINT "surcharge_bands_kind_check" CHECK (case "surcharge_bands"."kind"
        when 'timeOfDay' then "surcharge_bands"."from_minute" between 0 and 1440 and "surcharge_bands"."to_minute" between 0 and 1440
        when 'weekday' then "surcharge_bands"."from_minute" is null and "surcharge_bands"."to_minute" is null
          and cardinality("surcharge_bands"."weekdays") > 0
        when 'publicHoliday' then "surcharge_bands"."from_minute" is null and "surcharge_bands"."to_minute" is null
          and cardinality("surcharge_bands"."weekdays") = 0
        else false end)
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "hours_per_week" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "contract_periods" ADD CONSTRAINT "contract_periods_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_periods" ADD CONSTRAINT "contract_periods_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_corrections" ADD CONSTRAINT "leave_corrections_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_corrections" ADD CONSTRAINT "leave_corrections_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_opening_pots" ADD CONSTRAINT "leave_opening_pots_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_opening_pots" ADD CONSTRAINT "leave_opening_pots_opening_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."leave_openings"("tenant_id","employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_bands" ADD CONSTRAINT "surcharge_bands_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_bands" ADD CONSTRAINT "surcharge_bands_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_corrections_employee_idx" ON "leave_corrections" USING btree ("tenant_id","employee_id","on_date");--> statement-breakpoint
CREATE INDEX "surcharge_bands_company_idx" ON "surcharge_bands" USING btree ("tenant_id","company_id","position");
--> statement-breakpoint
-- Hand-written (docs/decisions/028-contracts-and-leave-settings.md): every employee's contract
-- so far becomes one period, from the start date to the end date with the hours per week, on
-- Monday to Friday. The free-text contract type names the kind: an on-call or zero-hours text
-- ("Oproepcontract", "nulurencontract", "0-uren") a zero-hours contract, a min-max text a
-- min-max contract whose minimum and maximum are the hours per week until HR enters both; any
-- other text (Onbepaalde tijd, Bepaalde tijd, Vast) fixed hours. Without a start date, or
-- without hours for a kind that needs them, there is no period: HR adds one in the employee
-- dialog. The same rule runs for new employees in apps/server/src/modules/contracts/initial-period.ts.
INSERT INTO "contract_periods" ("tenant_id", "employee_id", "starts_on", "ends_on", "kind",
  "minutes_per_week", "min_minutes_per_week", "max_minutes_per_week", "working_weekdays")
SELECT e."tenant_id", e."id", e."start_date",
  CASE WHEN e."end_date" >= e."start_date" THEN e."end_date" END,
  k."kind",
  CASE WHEN k."kind" = 'fixed' THEN m."minutes" END,
  CASE WHEN k."kind" = 'minMax' THEN m."minutes" END,
  CASE WHEN k."kind" = 'minMax' THEN m."minutes" END,
  '{1,2,3,4,5}'
FROM "employees" e
CROSS JOIN LATERAL (SELECT round(e."hours_per_week" * 60)::int AS "minutes") m
CROSS JOIN LATERAL (SELECT CASE
    WHEN e."contract_type" ~* '(oproep|nul[- ]?uren|\m0[- ]?uren)' THEN 'zeroHours'
    WHEN e."contract_type" ~* 'min[- ]?max' THEN 'minMax'
    ELSE 'fixed' END AS "kind") k
WHERE e."start_date" IS NOT NULL
  AND (k."kind" = 'zeroHours' OR m."minutes" BETWEEN 0 AND 10080);
--> statement-breakpoint
-- Hand-written (docs/decisions/001-row-level-security.md): the tenant policy of the new tables;
-- drizzle-kit writes neither ENABLE nor FORCE ROW LEVEL SECURITY nor the policy.
ALTER TABLE "contract_periods" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "contract_periods" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_periods" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "leave_openings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "leave_openings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "leave_openings" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "leave_opening_pots" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "leave_opening_pots" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "leave_opening_pots" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "leave_corrections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "leave_corrections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "leave_corrections" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "pay_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pay_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "pay_settings" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "surcharge_bands" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "surcharge_bands" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "surcharge_bands" FOR ALL
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
