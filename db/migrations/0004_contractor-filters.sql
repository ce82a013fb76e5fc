DROP INDEX "contractors_types_idx";--> statement-breakpoint
DROP INDEX "contractors_sectors_idx";--> statement-breakpoint
DROP INDEX "contractors_locations_idx";--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "places" text[] GENERATED ALWAYS AS (array_cat(work_locations, ARRAY[coalesce(city, ''), coalesce(state, '')])) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contractors_filters_idx" ON "contractors" USING gin ("contractor_types","working_sectors","places") WHERE status = 'approved';