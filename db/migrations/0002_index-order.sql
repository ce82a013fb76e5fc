DROP INDEX "contractors_pub_latest_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_latest_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_cat_latest_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_city_latest_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_state_latest_idx";--> statement-breakpoint
DROP INDEX "equipment_pub_cat_city_latest_idx";--> statement-breakpoint
DROP INDEX "contact_messages_time_idx";--> statement-breakpoint
DROP INDEX "enquiries_user_idx";--> statement-breakpoint
DROP INDEX "enquiries_vendor_idx";--> statement-breakpoint
DROP INDEX "enquiries_contractor_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_time_idx";--> statement-breakpoint
CREATE INDEX "contractors_pub_latest_idx" ON "contractors" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_latest_idx" ON "equipment" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_latest_idx" ON "equipment" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_city_latest_idx" ON "equipment" USING btree ("city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_state_latest_idx" ON "equipment" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_city_latest_idx" ON "equipment" USING btree ("category","city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contact_messages_time_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_user_idx" ON "enquiries" USING btree ("user_id","is_contractor","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_vendor_idx" ON "enquiries" USING btree ("vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_contractor_idx" ON "enquiries" USING btree ("contractor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_items_user_time_idx" ON "saved_items" USING btree ("user_id","saved_at" DESC NULLS FIRST);