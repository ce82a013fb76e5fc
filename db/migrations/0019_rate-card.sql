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
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_operator_ck" CHECK (NOT "equipment"."operator_included" OR "equipment"."operator_available");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Exact totals of a max ₹/day filter without walking the price index (docs/decisions/052-rate-card.md): one row
-- per (category, daily rate, rent, sale) holding the number of approved listings with that daily rate, summed up
-- to the ceiling. Kept by statement-level triggers, like equipment_counts.
CREATE TABLE "equipment_price_counts" (
	"category" text NOT NULL,
	"daily_rate" integer NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("category", "daily_rate", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE INDEX "equipment_price_counts_rate_idx" ON "equipment_price_counts" ("daily_rate");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_price_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_price_counts AS c (category, daily_rate, is_rent, is_sale, n)
	SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, count(*)
	FROM new_rows WHERE status = 'approved' AND daily_rate IS NOT NULL
	GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT (category, daily_rate, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_price_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_price_counts AS c (category, daily_rate, is_rent, is_sale, n)
	SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, -count(*)
	FROM old_rows WHERE status = 'approved' AND daily_rate IS NOT NULL
	GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT (category, daily_rate, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_price_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_price_counts AS c (category, daily_rate, is_rent, is_sale, n)
	SELECT category, daily_rate, r, s, sum(d) FROM (
		SELECT category, daily_rate, is_available_for_rent AS r, is_available_for_sale AS s, 1 AS d FROM new_rows WHERE status = 'approved' AND daily_rate IS NOT NULL
		UNION ALL
		SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, -1 FROM old_rows WHERE status = 'approved' AND daily_rate IS NOT NULL
	) x
	GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT (category, daily_rate, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_price_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_price_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_price_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_price_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER equipment_price_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_price_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER equipment_price_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_price_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER equipment_price_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_price_counts_after_truncate();
--> statement-breakpoint
INSERT INTO equipment_price_counts (category, daily_rate, is_rent, is_sale, n)
SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, count(*)::int FROM equipment
WHERE status = 'approved' AND daily_rate IS NOT NULL GROUP BY 1, 2, 3, 4;
