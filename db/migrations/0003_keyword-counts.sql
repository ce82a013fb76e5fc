-- Exact totals for one-word keyword searches without scanning: for every lexeme of an approved
-- listing's search vector, the number of listings per (category, city, state, rent, sale).
-- Kept by statement-level triggers like equipment_counts. See docs/decisions/004-list-performance.md.
CREATE TABLE "equipment_word_counts" (
	"word" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"is_rent" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("word", "category", "city", "state", "is_rent", "is_sale")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_word_counts AS c (word, category, city, state, is_rent, is_sale, n)
	SELECT w, category, city, state, is_available_for_rent, is_available_for_sale, count(*)
	FROM new_rows, unnest(tsvector_to_array(search)) w WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (word, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_word_counts AS c (word, category, city, state, is_rent, is_sale, n)
	SELECT w, category, city, state, is_available_for_rent, is_available_for_sale, -count(*)
	FROM old_rows, unnest(tsvector_to_array(search)) w WHERE status = 'approved'
	GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (word, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO equipment_word_counts AS c (word, category, city, state, is_rent, is_sale, n)
	SELECT w, category, city, state, r, s, sum(d) FROM (
		SELECT w, category, city, state, is_available_for_rent AS r, is_available_for_sale AS s, 1 AS d
		FROM new_rows, unnest(tsvector_to_array(search)) w WHERE status = 'approved'
		UNION ALL
		SELECT w, category, city, state, is_available_for_rent, is_available_for_sale, -1
		FROM old_rows, unnest(tsvector_to_array(search)) w WHERE status = 'approved'
	) x
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (word, category, city, state, is_rent, is_sale) DO UPDATE SET n = c.n + EXCLUDED.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION equipment_word_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM equipment_word_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_word_counts_ins AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_word_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER equipment_word_counts_del AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_word_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER equipment_word_counts_upd AFTER UPDATE ON equipment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_word_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER equipment_word_counts_trunc AFTER TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION equipment_word_counts_after_truncate();
--> statement-breakpoint
INSERT INTO equipment_word_counts (word, category, city, state, is_rent, is_sale, n)
SELECT w, category, city, state, is_available_for_rent, is_available_for_sale, count(*)
FROM equipment, unnest(tsvector_to_array(search)) w WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5, 6;
