-- The back office's order search by name (api orders/admin-list.ts): the invoice name's and company's words as the
-- search normalises them (konfety_search_words: lower case, no diacritics), so "novakova" finds "Nováková", through a
-- trigram index that takes `like '%…%'`. IMMUTABLE for the index, on the terms of konfety_search_words (0025); its own
-- search_path, as PostgreSQL builds and maintains an index with a restricted one (konfety_search_words needs unaccent).
CREATE OR REPLACE FUNCTION konfety_order_search_name(address jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_catalog AS $$
  SELECT array_to_string(konfety_search_words(concat_ws(' ', address ->> 'firstname', address ->> 'lastname', address ->> 'company')), ' ')
$$;
--> statement-breakpoint
CREATE INDEX "orders_search_name" ON "orders" USING gin (konfety_order_search_name("invoice_address") gin_trgm_ops);
--> statement-breakpoint
-- The list sorted by total.
CREATE INDEX "orders_total" ON "orders" USING btree ("total", "id");
