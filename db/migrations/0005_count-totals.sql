-- Totals without a location filter, rolled up from equipment_counts: at most 16 rows
-- (category × rent × sale), so the unfiltered and per-category totals read a handful of rows
-- instead of summing ~12,000 (bench/README.md). Kept by a row trigger on equipment_counts.
CREATE TABLE "equipment_count_totals" (
	"category" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("category", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_count_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k_category text;
	k_rent boolean;
	k_sale boolean;
	delta integer;
BEGIN
	IF TG_OP = 'DELETE' THEN
		k_category := OLD.category; k_rent := OLD.is_rent; k_sale := OLD.is_sale; delta := -OLD.n;
	ELSIF TG_OP = 'INSERT' THEN
		k_category := NEW.category; k_rent := NEW.is_rent; k_sale := NEW.is_sale; delta := NEW.n;
	ELSE
		IF (NEW.category, NEW.is_rent, NEW.is_sale) IS DISTINCT FROM (OLD.category, OLD.is_rent, OLD.is_sale) THEN
			RAISE EXCEPTION 'equipment_counts keys are never updated in place';
		END IF;
		k_category := NEW.category; k_rent := NEW.is_rent; k_sale := NEW.is_sale; delta := NEW.n - OLD.n;
	END IF;
	IF delta <> 0 THEN
		INSERT INTO equipment_count_totals AS t (category, is_rent, is_sale, n) VALUES (k_category, k_rent, k_sale, delta)
		ON CONFLICT (category, is_rent, is_sale) DO UPDATE SET n = t.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_count_totals_apply AFTER INSERT OR UPDATE OR DELETE ON equipment_counts FOR EACH ROW EXECUTE FUNCTION equipment_count_totals_apply();
--> statement-breakpoint
INSERT INTO equipment_count_totals (category, is_rent, is_sale, n)
SELECT category, is_rent, is_sale, sum(n)::int FROM equipment_counts GROUP BY 1, 2, 3;
