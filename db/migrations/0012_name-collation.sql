DROP INDEX "contractors_pub_name_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_name_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_cat_name_idx";--> statement-breakpoint
CREATE INDEX "contractors_pub_name_idx" ON "contractors" USING btree ("company_name" COLLATE "und-x-icu","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_name_idx" ON "equipment" USING btree ("name" COLLATE "und-x-icu","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_name_idx" ON "equipment" USING btree ("category","name" COLLATE "und-x-icu","id") WHERE status = 'approved';