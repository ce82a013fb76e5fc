ALTER TABLE "equipment" ADD COLUMN "operator_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "fuel_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "min_hire" smallint;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "min_hire_unit" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "mobilisation_charge" integer;--> statement-breakpoint
CREATE INDEX "equipment_pub_price_asc_idx" ON "equipment" USING btree ("daily_rate","id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_price_desc_idx" ON "equipment" USING btree ("daily_rate" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_price_asc_idx" ON "equipment" USING btree ("category","daily_rate","id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_price_desc_idx" ON "equipment" USING btree ("category","daily_rate" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_min_hire_ck" CHECK (("equipment"."min_hire" IS NULL AND "equipment"."min_hire_unit" IS NULL) OR ("equipment"."min_hire" BETWEEN 1 AND 999 AND "equipment"."min_hire_unit" IN ('hours', 'days')));--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_mobilisation_ck" CHECK (coalesce("equipment"."mobilisation_charge", 0) >= 0);--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_operator_ck" CHECK (NOT "equipment"."operator_included" OR "equipment"."operator_available");