ALTER TABLE "payroll_settings" ADD COLUMN "vacation_code" text DEFAULT 'VAKANTIE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "special_leave_code" text DEFAULT 'BIJZVERLOF' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "unpaid_leave_code" text DEFAULT 'ONBETAALD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "sick_code" text DEFAULT 'ZIEKTE' NOT NULL;