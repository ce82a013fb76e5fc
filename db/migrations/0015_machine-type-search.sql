CREATE INDEX "equipment_pub_type_latest_idx" ON "equipment" USING btree ("catalogue_slug","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Exact totals of a list filtered by a machine type understood from the keyword ('jcb' = backhoe loader):
-- approved listings per (machine type, category, city, state, rent, sale), kept by statement-level triggers
-- like equipment_counts. A listing without a machine type counts under ''. See docs/decisions/040-query-understanding.md.
CREATE TABLE "equipment_type_counts" (
	"catalogue_slug" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("catalogue_slug", "category", "city", "state", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_type_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_type_counts AS c (catalogue_slug, category, city, state, is_rent, is_sale, n)
	SELECT coalesce(catalogue_slug, ''), category, city, state, is_available_for_rent, is_available_for_sale, count(*)
	FROM new_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (catalogue_slug, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_type_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_type_counts AS c (catalogue_slug, category, city, state, is_rent, is_sale, n)
	SELECT coalesce(catalogue_slug, ''), category, city, state, is_available_for_rent, is_available_for_sale, -count(*)
	FROM old_rows WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (catalogue_slug, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_type_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_type_counts AS c (catalogue_slug, category, city, state, is_rent, is_sale, n)
	SELECT t, category, city, state, r, s, sum(d) FROM (
		SELECT coalesce(catalogue_slug, '') AS t, category, city, state, is_available_for_rent AS r, is_available_for_sale AS s, 1 AS d FROM new_rows WHERE status = 'approved'
		UNION ALL
		SELECT coalesce(catalogue_slug, ''), category, city, state, is_available_for_rent, is_available_for_sale, -1 FROM old_rows WHERE status = 'approved'
	) x
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (catalogue_slug, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_type_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_type_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_type_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_type_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER equipment_type_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_type_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER equipment_type_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_type_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER equipment_type_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_type_counts_after_truncate();
--> statement-breakpoint
INSERT INTO equipment_type_counts (catalogue_slug, category, city, state, is_rent, is_sale, n)
SELECT coalesce(catalogue_slug, ''), category, city, state, is_available_for_rent, is_available_for_sale, count(*)::int
FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5, 6;
