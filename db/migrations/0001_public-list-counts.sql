-- Exact totals for the public equipment list without scanning: one row per
-- (category, city, state, rent, sale) holding the number of approved listings,
-- kept by statement-level triggers. See docs/decisions/004-list-performance.md.
CREATE TABLE "equipment_counts" (
	"category" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("category", "city", "state", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_counts AS c (category, city, state, is_rent, is_sale, n)
	SELECT category, city, state, is_available_for_rent, is_available_for_sale, count(*)
	FROM new_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_counts AS c (category, city, state, is_rent, is_sale, n)
	SELECT category, city, state, is_available_for_rent, is_available_for_sale, -count(*)
	FROM old_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_counts AS c (category, city, state, is_rent, is_sale, n)
	SELECT category, city, state, r, s, sum(d) FROM (
		SELECT category, city, state, is_available_for_rent AS r, is_available_for_sale AS s, 1 AS d FROM new_rows WHERE status = 'approved'
		UNION ALL
		SELECT category, city, state, is_available_for_rent, is_available_for_sale, -1 FROM old_rows WHERE status = 'approved'
	) x
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER equipment_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER equipment_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER equipment_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_counts_after_truncate();
--> statement-breakpoint
CREATE INDEX "equipment_counts_city_idx" ON "equipment_counts" ("city");
--> statement-breakpoint
CREATE INDEX "equipment_counts_state_idx" ON "equipment_counts" ("state");
