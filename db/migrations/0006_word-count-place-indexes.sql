-- One-word keyword totals with a location filter: the primary key (word, category, city, …) cannot
-- serve "city = ANY(…) OR state = ANY(…)"; these let PostgreSQL combine both arms by index.
CREATE INDEX "equipment_word_counts_city_idx" ON "equipment_word_counts" ("word", "city", "category");
--> statement-breakpoint
CREATE INDEX "equipment_word_counts_state_idx" ON "equipment_word_counts" ("word", "state", "category");
