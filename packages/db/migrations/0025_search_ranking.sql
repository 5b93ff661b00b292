-- Search at scale (ARCHITECTURE "Search"; 100 000 products). The ranking read every matching product's whole document
-- (out of line, ≈ 0.8 kB) and counted every match: 350 ms for "kostym". Now:
--   * name_vector (the name's words) and key_vector (with the code, brand and categories), without weights: small enough
--     to stay in the row, and the planner's word statistics are theirs (a weighted query is estimated from every
--     weight's occurrences: "bal" is frequent in categories, never in names, and the planner walked 100 000 rows for
--     it). The ranking's tiers read them, each tier a query of its own ordered by the popularity index below, so a
--     broad text stops after a page of the most popular matches and a narrow one takes its few from the GIN indexes;
--   * products_search_name: the exact-name tier;
--   * the text functions IMMUTABLE, so that a statement planned for its values (search.ts runs unprepared) folds the
--     query into a constant once, and the planner estimates how many rows it matches. They depend only on unaccent's
--     rules, which a deploy does not change under a running shop (the usual immutable-unaccent wrapper).
ALTER FUNCTION konfety_search_words(text) IMMUTABLE;
--> statement-breakpoint
ALTER FUNCTION konfety_search_doc(text, "char") IMMUTABLE;
--> statement-breakpoint
ALTER FUNCTION konfety_tsquery(text, boolean, text) IMMUTABLE;
--> statement-breakpoint
-- A product's key words besides its name: code, brand, category and its parent (once for the trigger and the backfill).
CREATE OR REPLACE FUNCTION konfety_product_keys(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    p.code,
    (SELECT b.name FROM brands b WHERE b.id = p.brand_id),
    (SELECT concat_ws(' ', c.name, parent.name) FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.id = p.default_category_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_products_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys tsvector := konfety_search_doc(konfety_product_keys(NEW), 'D');
BEGIN
  NEW.search_name := array_to_string(konfety_search_words(NEW.name), ' ');
  NEW.name_vector := konfety_search_doc(NEW.name || ' ' || konfety_translated_names(NEW.translations), 'D');
  NEW.key_vector := NEW.name_vector || keys;
  NEW.search_vector := setweight(NEW.name_vector, 'A') || setweight(keys, 'B')
    || konfety_search_doc(NEW.short_description, 'C') || konfety_search_doc(NEW.description, 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE products p SET name_vector = x.name_vector, key_vector = x.name_vector || x.keys
FROM (
  SELECT id, konfety_search_doc(name || ' ' || konfety_translated_names(translations), 'D') AS name_vector, konfety_search_doc(konfety_product_keys(products), 'D') AS keys
  FROM products
) x WHERE x.id = p.id;
--> statement-breakpoint
CREATE INDEX "products_name_search" ON "products" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "products_key_search" ON "products" USING gin ("key_vector");--> statement-breakpoint
CREATE INDEX "products_search_name" ON "products" USING btree ("search_name") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_search_popular" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"recommended_rank" DESC NULLS FIRST,"id") WHERE "products"."active";
--> statement-breakpoint
-- Search sorted by price (search.ts, as a listing's price sort): a broad text walks its tax class's prices.
CREATE INDEX "products_price" ON "products" USING btree ("tax_class",(case when "is_price_sale_active" and "price_sale" is not null then "price_sale" else "price" end),"id") WHERE "products"."active";
