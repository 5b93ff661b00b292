-- products.name_key (0009): the Czech sort key of the name, for the name sort of new and sale goods (the partial
-- indexes products_new_name / products_sale_name). Set from the name on every insert and name change.
CREATE OR REPLACE FUNCTION konfety_products_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := konfety_name_key_cs(NEW.name);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_name_key BEFORE INSERT OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION konfety_products_name_key();
--> statement-breakpoint
UPDATE products SET name_key = konfety_name_key_cs(name) WHERE name_key IS DISTINCT FROM konfety_name_key_cs(name);
