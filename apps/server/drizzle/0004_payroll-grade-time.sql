CREATE TABLE "payroll_settings" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"debtor_number" text NOT NULL,
	"company_number" text NOT NULL,
	"hours_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "payroll_settings_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_settings_company_key" UNIQUE("tenant_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "clock_requests" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_requests_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "clock_requests_key" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "month_closings" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "month_closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" bigint,
	"closed_by_name" text,
	"reopened_at" timestamp with time zone,
	"reopened_by" bigint,
	"reopened_by_name" text,
	"reopen_reason" text,
	"figures" jsonb NOT NULL,
	CONSTRAINT "month_closings_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "month_closings_month_check" CHECK ("month_closings"."month" between 1 and 12),
	CONSTRAINT "month_closings_reopen_check" CHECK (("month_closings"."reopened_at" is null) = ("month_closings"."reopen_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "payroll_number" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_user_name" text;--> statement-breakpoint
ALTER TABLE "time_records" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_records" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_requests" ADD CONSTRAINT "clock_requests_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_closings" ADD CONSTRAINT "month_closings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_closings" ADD CONSTRAINT "month_closings_company_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_requests_created_idx" ON "clock_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "month_closings_month_idx" ON "month_closings" USING btree ("tenant_id","company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "month_closings_closed_key" ON "month_closings" USING btree ("tenant_id","company_id","year","month") WHERE "month_closings"."reopened_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_payroll_number_key" ON "employees" USING btree ("tenant_id","company_id","payroll_number") WHERE "employees"."archived_at" is null and "employees"."payroll_number" is not null;