CREATE INDEX "equipment_pub_rent_machine_city_idx" ON "equipment" USING btree ("catalogue_slug","city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' AND is_available_for_rent;
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The landing pages' counts (docs/decisions/045-landing-pages.md): approved equipment on rent per
-- (machine type, city), and approved contractors per (contractor type, place they serve — a service
-- location, their city or their state, as the list's location filter reads `places`). The sitemap lists
-- every pair with n > 0 from here without reading the big tables; the pages take their totals and their
-- nearby-city and related-machine counts from here too. Kept by statement-level triggers like equipment_counts.
CREATE TABLE "equipment_rent_pair_counts" (
	"catalogue_slug" text NOT NULL,
	"city" text NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("catalogue_slug", "city")
);
--> statement-breakpoint
CREATE INDEX "equipment_rent_pair_counts_city_idx" ON "equipment_rent_pair_counts" ("city");
--> statement-breakpoint
CREATE TABLE "contractor_type_place_counts" (
	"contractor_type" text NOT NULL,
	"place" text NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("contractor_type", "place")
);
--> statement-breakpoint
CREATE INDEX "contractor_type_place_counts_place_idx" ON "contractor_type_place_counts" ("place");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_rent_pair_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each branch names only the transition tables its event has (an INSERT has no old_rows).
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM equipment_rent_pair_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO equipment_rent_pair_counts AS c (catalogue_slug, city, n)
		SELECT catalogue_slug, city, sum(d) FROM (
			SELECT catalogue_slug, city, 1 AS d FROM new_rows WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (catalogue_slug, city) DO UPDATE SET n = c.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO equipment_rent_pair_counts AS c (catalogue_slug, city, n)
		SELECT catalogue_slug, city, sum(d) FROM (
			SELECT catalogue_slug, city, -1 AS d FROM old_rows WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (catalogue_slug, city) DO UPDATE SET n = c.n + EXCLUDED.n;
	ELSE
		INSERT INTO equipment_rent_pair_counts AS c (catalogue_slug, city, n)
		SELECT catalogue_slug, city, sum(d) FROM (
			SELECT catalogue_slug, city, 1 AS d FROM new_rows WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL
			UNION ALL
			SELECT catalogue_slug, city, -1 AS d FROM old_rows WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (catalogue_slug, city) DO UPDATE SET n = c.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contractor_type_place_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each branch names only the transition tables its event has (an INSERT has no old_rows).
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM contractor_type_place_counts;
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO contractor_type_place_counts AS c (contractor_type, place, n)
		SELECT contractor_type, place, sum(d) FROM (
			SELECT ty.t AS contractor_type, pl.p AS place, 1 AS d FROM new_rows r,
				LATERAL (SELECT DISTINCT unnest(r.contractor_types)) ty(t),
				LATERAL (SELECT DISTINCT unnest(array_cat(r.work_locations, ARRAY[r.city, r.state]))) pl(p)
			WHERE r.status = 'approved' AND coalesce(pl.p, '') <> ''
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (contractor_type, place) DO UPDATE SET n = c.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO contractor_type_place_counts AS c (contractor_type, place, n)
		SELECT contractor_type, place, sum(d) FROM (
			SELECT ty.t AS contractor_type, pl.p AS place, -1 AS d FROM old_rows r,
				LATERAL (SELECT DISTINCT unnest(r.contractor_types)) ty(t),
				LATERAL (SELECT DISTINCT unnest(array_cat(r.work_locations, ARRAY[r.city, r.state]))) pl(p)
			WHERE r.status = 'approved' AND coalesce(pl.p, '') <> ''
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (contractor_type, place) DO UPDATE SET n = c.n + EXCLUDED.n;
	ELSE
		INSERT INTO contractor_type_place_counts AS c (contractor_type, place, n)
		SELECT contractor_type, place, sum(d) FROM (
			SELECT ty.t AS contractor_type, pl.p AS place, 1 AS d FROM new_rows r,
				LATERAL (SELECT DISTINCT unnest(r.contractor_types)) ty(t),
				LATERAL (SELECT DISTINCT unnest(array_cat(r.work_locations, ARRAY[r.city, r.state]))) pl(p)
			WHERE r.status = 'approved' AND coalesce(pl.p, '') <> ''
			UNION ALL
			SELECT ty.t AS contractor_type, pl.p AS place, -1 AS d FROM old_rows r,
				LATERAL (SELECT DISTINCT unnest(r.contractor_types)) ty(t),
				LATERAL (SELECT DISTINCT unnest(array_cat(r.work_locations, ARRAY[r.city, r.state]))) pl(p)
			WHERE r.status = 'approved' AND coalesce(pl.p, '') <> ''
		) x
		GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
		ON CONFLICT (contractor_type, place) DO UPDATE SET n = c.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_rent_pair_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_rent_pair_counts_apply();
--> statement-breakpoint
CREATE TRIGGER equipment_rent_pair_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_rent_pair_counts_apply();
--> statement-breakpoint
CREATE TRIGGER equipment_rent_pair_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_rent_pair_counts_apply();
--> statement-breakpoint
CREATE TRIGGER equipment_rent_pair_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_rent_pair_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contractor_type_place_counts_ins AFTER INSERT ON contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_type_place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contractor_type_place_counts_del AFTER DELETE ON contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_type_place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contractor_type_place_counts_upd AFTER UPDATE ON contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contractor_type_place_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contractor_type_place_counts_trunc AFTER TRUNCATE ON contractors FOR EACH STATEMENT EXECUTE FUNCTION contractor_type_place_counts_apply();
--> statement-breakpoint
INSERT INTO equipment_rent_pair_counts (catalogue_slug, city, n)
SELECT catalogue_slug, city, count(*)::int FROM equipment
WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO contractor_type_place_counts (contractor_type, place, n)
SELECT ty.t, pl.p, count(*)::int FROM contractors r,
	LATERAL (SELECT DISTINCT unnest(r.contractor_types)) ty(t),
	LATERAL (SELECT DISTINCT unnest(array_cat(r.work_locations, ARRAY[r.city, r.state]))) pl(p)
WHERE r.status = 'approved' AND coalesce(pl.p, '') <> '' GROUP BY 1, 2;
