CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"user_id" bigint,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "idempotency_keys_key" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
DROP INDEX "schedules_employee_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("tenant_id","expires_at");--> statement-breakpoint
-- Hand-added before the unique index: a shift planned twice before it existed (the same
-- employee, start and end, as a repeated confirm made them) is kept once, the oldest. No table
-- refers to a shift's id. RLS is lifted for the table's owner for this one statement, so that a
-- migrating role that is no superuser sees every tenant's rows too.
ALTER TABLE "schedules" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DELETE FROM "schedules" AS later USING "schedules" AS earlier
  WHERE earlier.tenant_id = later.tenant_id AND earlier.employee_id = later.employee_id
    AND earlier.start_time = later.start_time AND earlier.end_time = later.end_time
    AND earlier.id < later.id;--> statement-breakpoint
ALTER TABLE "schedules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_shift_key" ON "schedules" USING btree ("tenant_id","employee_id","start_time","end_time");