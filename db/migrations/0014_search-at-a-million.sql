CREATE INDEX "equipment_pub_cat_state_latest_idx" ON "equipment" USING btree ("category","state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The contractor list's type and location filters without touching the contractors table: one row per
-- (contractor type, place) of every approved contractor, plus wildcard rows ('*' place: the type alone;
-- '*' type: the place alone). A btree on (type, place, created_at, contractor_id) answers the exact total
-- (count of distinct contractors, index only) and any page in date order from a few thousand index
-- entries, where the GIN index had to visit a heap page per match. Kept by statement-level triggers.
-- See docs/decisions/036-search-at-a-million.md.
CREATE TABLE "contractor_facets" (
	"type" text NOT NULL,
	"place" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"contractor_id" integer NOT NULL,
	PRIMARY KEY ("type", "place", "created_at", "contractor_id")
);
--> statement-breakpoint
CREATE INDEX "contractor_facets_contractor_idx" ON "contractor_facets" ("contractor_id");
--> statement-breakpoint
-- The facet rows of some contractor rows (approved ones only): every (type, place), (type, '*') and ('*', place).
CREATE OR REPLACE FUNCTION contractor_facet_rows(rows_status listing_status, types text[], places text[]) RETURNS TABLE (type text, place text) LANGUAGE sql IMMUTABLE AS $$
	SELECT DISTINCT t, p FROM unnest(array_append(types, '*')) t, unnest(array_append(places, '*')) p
	WHERE rows_status = 'approved' AND (t <> '*' OR p <> '*') AND p <> '' AND t <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contractor_facets_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO contractor_facets (type, place, created_at, contractor_id)
	SELECT f.type, f.place, n.created_at, n.id FROM new_rows n, contractor_facet_rows(n.status, n.contractor_types, n.places) f
	ORDER BY 1, 2, 3, 4
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contractor_facets_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM contractor_facets f USING old_rows o WHERE f.contractor_id = o.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose status, types, places or date changed are redone (view counts and ratings change often).
CREATE OR REPLACE FUNCTION contractor_facets_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM contractor_facets f USING old_rows o JOIN new_rows n ON n.id = o.id
	WHERE f.contractor_id = o.id
		AND (o.status, o.contractor_types, o.places, o.created_at) IS DISTINCT FROM (n.status, n.contractor_types, n.places, n.created_at);
	INSERT INTO contractor_facets (type, place, created_at, contractor_id)
	SELECT f.type, f.place, n.created_at, n.id
	FROM new_rows n JOIN old_rows o ON o.id = n.id, contractor_facet_rows(n.status, n.contractor_types, n.places) f
	WHERE (o.status, o.contractor_types, o.places, o.created_at) IS DISTINCT FROM (n.status, n.contractor_types, n.places, n.created_at)
	ORDER BY 1, 2, 3, 4
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contractor_facets_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM contractor_facets;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractor_facets_ins AFTER INSERT ON contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_facets_after_insert();
--> statement-breakpoint
CREATE TRIGGER contractor_facets_del AFTER DELETE ON contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_facets_after_delete();
--> statement-breakpoint
CREATE TRIGGER contractor_facets_upd AFTER UPDATE ON contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_facets_after_update();
--> statement-breakpoint
CREATE TRIGGER contractor_facets_trunc AFTER TRUNCATE ON contractors FOR EACH STATEMENT EXECUTE FUNCTION contractor_facets_after_truncate();
--> statement-breakpoint
INSERT INTO contractor_facets (type, place, created_at, contractor_id)
SELECT f.type, f.place, c.created_at, c.id FROM contractors c, contractor_facet_rows(c.status, c.contractor_types, c.places) f
ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
-- Deep pages of the unlocated equipment lists in date order without skipping tens of thousands of index
-- entries: approved listings per (UTC day, category, rent, sale). A page at offset k finds the day that holds
-- its first row from these counts, then skips only within that day. Kept by statement-level triggers.
CREATE TABLE "equipment_day_counts" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("day", "category", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_day_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_day_counts AS c (day, category, is_rent, is_sale, n)
	SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, count(*)
	FROM new_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT (day, category, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_day_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_day_counts AS c (day, category, is_rent, is_sale, n)
	SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, -count(*)
	FROM old_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT (day, category, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_day_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_day_counts AS c (day, category, is_rent, is_sale, n)
	SELECT d, category, r, s, sum(x) FROM (
		SELECT (created_at AT TIME ZONE 'UTC')::date AS d, category, is_available_for_rent AS r, is_available_for_sale AS s, 1 AS x FROM new_rows WHERE status = 'approved'
		UNION ALL
		SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, -1 FROM old_rows WHERE status = 'approved'
	) y
	GROUP BY 1, 2, 3, 4 HAVING sum(x) <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT (day, category, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_day_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_day_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_day_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_day_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER equipment_day_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_day_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER equipment_day_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_day_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER equipment_day_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_day_counts_after_truncate();
--> statement-breakpoint
INSERT INTO equipment_day_counts (day, category, is_rent, is_sale, n)
SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, count(*)
FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- One-word keyword totals without a location filter: equipment_word_counts summed over places, per (word,
-- category, rent, sale). 'excavator' in a category read ~3,000 per-place rows (3.3 ms); this reads a handful.
-- Kept by a row trigger on equipment_word_counts, like equipment_count_totals on equipment_counts.
CREATE TABLE "equipment_word_totals" (
	"word" text NOT NULL,
	"category" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("word", "category", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k_word text;
	k_category text;
	k_rent boolean;
	k_sale boolean;
	delta integer;
BEGIN
	IF TG_OP = 'DELETE' THEN
		k_word := OLD.word; k_category := OLD.category; k_rent := OLD.is_rent; k_sale := OLD.is_sale; delta := -OLD.n;
	ELSIF TG_OP = 'INSERT' THEN
		k_word := NEW.word; k_category := NEW.category; k_rent := NEW.is_rent; k_sale := NEW.is_sale; delta := NEW.n;
	ELSE
		IF (NEW.word, NEW.category, NEW.is_rent, NEW.is_sale) IS DISTINCT FROM (OLD.word, OLD.category, OLD.is_rent, OLD.is_sale) THEN
			RAISE EXCEPTION 'equipment_word_counts keys are never updated in place';
		END IF;
		k_word := NEW.word; k_category := NEW.category; k_rent := NEW.is_rent; k_sale := NEW.is_sale; delta := NEW.n - OLD.n;
	END IF;
	IF delta <> 0 THEN
		INSERT INTO equipment_word_totals AS t (word, category, is_rent, is_sale, n) VALUES (k_word, k_category, k_rent, k_sale, delta)
		ON CONFLICT (word, category, is_rent, is_sale) DO UPDATE SET n = t.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_word_totals_apply AFTER INSERT OR UPDATE OR DELETE ON equipment_word_counts FOR EACH ROW EXECUTE FUNCTION equipment_word_totals_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_word_totals;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_word_totals_trunc AFTER TRUNCATE ON equipment_word_counts FOR EACH STATEMENT EXECUTE FUNCTION equipment_word_totals_after_truncate();
--> statement-breakpoint
INSERT INTO equipment_word_totals (word, category, is_rent, is_sale, n)
SELECT word, category, is_rent, is_sale, sum(n)::int FROM equipment_word_counts GROUP BY 1, 2, 3, 4;
