ALTER TABLE "enquiries" ADD COLUMN "hire_start" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "hire_duration" smallint;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "hire_duration_unit" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "site_place" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "site_pin" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "operator_needed" boolean;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_hire_duration_ck" CHECK ("enquiries"."hire_duration" IS NULL OR ("enquiries"."hire_duration" > 0 AND "enquiries"."hire_duration_unit" IN ('days', 'weeks', 'months')));