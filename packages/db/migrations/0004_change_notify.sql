-- The change bus (ARCHITECTURE "Caching and several processes"): every statement that writes a table behind the
-- storefront's shell data sends NOTIFY konfety_changes with the topic (the table's name) once the transaction
-- commits. Each shop process LISTENs (db/src/notify.ts) and drops what it cached for that topic.
-- Statement-level triggers: one cheap call per statement, however many rows it touches; PostgreSQL folds
-- identical notifications of one transaction into one, and a rolled-back transaction sends none.
CREATE OR REPLACE FUNCTION konfety_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konfety_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('settings');
--> statement-breakpoint
CREATE TRIGGER banners_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('banners');
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('categories');
--> statement-breakpoint
CREATE TRIGGER currencies_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('currencies');
--> statement-breakpoint
CREATE TRIGGER search_placeholders_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_placeholders
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('search_placeholders');
--> statement-breakpoint
-- Sites and their VAT rates are the site context of every request (read once at start today); announced so a
-- process-level cache (pages) can be dropped when they change.
CREATE TRIGGER sites_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('sites');
--> statement-breakpoint
CREATE TRIGGER tax_rates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_rates
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('tax_rates');
