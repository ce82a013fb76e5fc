-- custom SQL (keep when regenerating)
-- The finished-page cache (docs/decisions/032-page-cache.md): every write to a table whose rows a public page
-- shows tells every app process, which drops its cached pages. Once per statement, so a bulk load notifies once;
-- PostgreSQL folds identical notifications of one transaction into one, delivered at commit.
-- Not on what a page view itself writes (sessions, visits, rate counters, audit, mail jobs…): reading must never clear the cache.
CREATE OR REPLACE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON equipment FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractors FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contractor_projects FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workers FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
-- Reviews show their writer's name; disabling an account or changing a role can change what is public.
CREATE TRIGGER page_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
