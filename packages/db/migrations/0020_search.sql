-- Search (api/src/features/catalog/search.ts, ARCHITECTURE "Search"): the text rules live here, once, and both the
-- documents (triggers below) and the queries (konfety_tsquery, konfety_search_correct) go through them.
--
--   text ──konfety_search_words──► words: lower case, no diacritics (unaccent), split at anything but [a-z0-9],
--                                  without one-letter words and a few Czech/Slovak/English function words
--   word ──konfety_stem──────────► a light Czech stem: case endings, possessive suffixes and a final consonant
--                                  alternation removed (after Dolamic & Savoy's light stemmer for Czech, on
--                                  unaccented text): balónek, balónky, balónků → balonk; čarodějnice → carodejnik
--   document = every word and its stem, weighted: A name, B brand/code/categories, C short text, D long text
--   query    = every word's stem as a prefix, all required (kostym pirata → kost:* & pirat:*)
--
-- Stems as prefixes find the word forms a light stemmer misses (pirát, pirátský), at the price of some strangers
-- (kost:* also finds kostka); the ranking (search.ts) puts exact names, then whole words in the name first.
-- PL/pgSQL, not SQL functions: a trigger calls them for every word of every description, and PostgreSQL plans a
-- non-inlined SQL function's body on every call (13 ms a product, where these take ≈ 0.3 ms), while PL/pgSQL keeps
-- its plans for the session.
CREATE OR REPLACE FUNCTION konfety_search_words(t text) RETURNS text[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN ARRAY(
    SELECT w FROM unnest(regexp_split_to_array(lower(unaccent(coalesce(t, ''))), '[^a-z0-9]+')) WITH ORDINALITY AS x(w, n)
    WHERE length(w) > 1
      AND w NOT IN ('na', 'do', 'pro', 'pre', 'se', 'ze', 've', 'za', 'po', 'od', 'ke', 'ku', 'je', 'to', 'ta', 'ten',
                    'bez', 'pri', 'nad', 'nebo', 'ci', 'and', 'the', 'of', 'for', 'with')
    ORDER BY n);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_stem(w text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text := w;
  n int := length(w);
BEGIN
  IF w ~ '^[0-9]+$' THEN
    RETURN w;
  END IF;
  -- case endings, the longest that leaves enough of the word
  IF n > 7 AND right(s, 5) = 'atech' THEN
    s := left(s, -5);
  ELSIF n > 6 AND right(s, 4) IN ('etem', 'atum') THEN
    s := left(s, -4);
  ELSIF n > 5 AND right(s, 3) IN ('ech', 'ich', 'eho', 'emi', 'emu', 'ete', 'eti', 'iho', 'imi', 'imu',
                                   'ach', 'ata', 'aty', 'ych', 'ama', 'ami', 'ove', 'ovi', 'ymi') THEN
    s := left(s, -3);
  ELSIF n > 4 AND right(s, 2) IN ('em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou') THEN
    s := left(s, -2);
  ELSIF n > 3 AND right(s, 1) IN ('a', 'e', 'i', 'o', 'u', 'y') THEN
    s := left(s, -1);
  END IF;
  -- possessive suffixes
  IF length(s) > 5 AND right(s, 2) IN ('ov', 'in', 'uv') THEN
    s := left(s, -2);
  END IF;
  -- a final consonant alternation: c → k, z → h; an "e" before the last letter drops (balonek → balonk)
  IF right(s, 1) = 'c' THEN
    RETURN left(s, -1) || 'k';
  ELSIF right(s, 1) = 'z' THEN
    RETURN left(s, -1) || 'h';
  ELSIF length(s) > 2 AND substr(s, length(s) - 1, 1) = 'e' THEN
    RETURN left(s, -2) || right(s, 1);
  END IF;
  RETURN s;
END;
$$;
--> statement-breakpoint
-- A weighted document of a text: its words and their stems (positions only so that weights stick).
CREATE OR REPLACE FUNCTION konfety_search_doc(t text, weight "char") RETURNS tsvector LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('simple', (SELECT coalesce(string_agg(w || ' ' || konfety_stem(w), ' '), '') FROM unnest(konfety_search_words(t)) w)), weight);
END;
$$;
--> statement-breakpoint
-- The query of a text: every word required, as its stem's prefix (`prefix`), or as the word or its stem; restricted
-- to the weights in `weights` ('' = any). NULL when the text has no word to look for.
CREATE OR REPLACE FUNCTION konfety_tsquery(q text, prefix boolean, weights text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE to_tsquery('simple', string_agg(
      CASE WHEN prefix THEN konfety_stem(w) || ':*' || weights
           ELSE '(' || w || rtrim(':' || weights, ':') || ' | ' || konfety_stem(w) || rtrim(':' || weights, ':') || ')' END,
      ' & ')) END
  FROM unnest(konfety_search_words(q)) w
$$;
--> statement-breakpoint
-- Names of the other languages (translations JSON: {"sk": {"name": …}, …}).
CREATE OR REPLACE FUNCTION konfety_translated_names(translations jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(value ->> 'name', ' '), '') FROM jsonb_each(coalesce(translations, '{}'::jsonb))
  WHERE jsonb_typeof(value) = 'object'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_products_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := array_to_string(konfety_search_words(NEW.name), ' ');
  NEW.search_vector :=
    konfety_search_doc(NEW.name || ' ' || konfety_translated_names(NEW.translations), 'A')
    || konfety_search_doc(concat_ws(' ',
         NEW.code,
         (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id),
         (SELECT concat_ws(' ', c.name, parent.name) FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.id = NEW.default_category_id)
       ), 'B')
    || konfety_search_doc(NEW.short_description, 'C')
    || konfety_search_doc(NEW.description, 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search BEFORE INSERT OR UPDATE OF name, code, brand_id, default_category_id, short_description, description, translations
  ON products FOR EACH ROW EXECUTE FUNCTION konfety_products_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_categories_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := konfety_search_doc(NEW.name || ' ' || konfety_translated_names(NEW.translations), 'A') || konfety_search_doc(NEW.description, 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search BEFORE INSERT OR UPDATE OF name, description, translations
  ON categories FOR EACH ROW EXECUTE FUNCTION konfety_categories_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_brands_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := konfety_search_doc(NEW.name, 'A') || konfety_search_doc(NEW.description, 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search BEFORE INSERT OR UPDATE OF name, description ON brands FOR EACH ROW EXECUTE FUNCTION konfety_brands_search();
--> statement-breakpoint
-- Texts of the content tables may hold HTML: tags are not words.
CREATE OR REPLACE FUNCTION konfety_blog_posts_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := konfety_search_doc(NEW.title, 'A') || konfety_search_doc(NEW.perex, 'C')
    || konfety_search_doc(regexp_replace(NEW.content, '<[^>]*>', ' ', 'g'), 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search BEFORE INSERT OR UPDATE OF title, perex, content ON blog_posts FOR EACH ROW EXECUTE FUNCTION konfety_blog_posts_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_pages_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := konfety_search_doc(NEW.title, 'A') || konfety_search_doc(NEW.meta_description, 'C')
    || konfety_search_doc(regexp_replace(NEW.content, '<[^>]*>', ' ', 'g'), 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pages_search BEFORE INSERT OR UPDATE OF title, meta_description, content ON pages FOR EACH ROW EXECUTE FUNCTION konfety_pages_search();
--> statement-breakpoint
-- A product's document holds its brand's and categories' names: renaming them (or moving a category) renews it
-- ("SET name = name" fires the row trigger above, whose column list names `name`).
CREATE OR REPLACE FUNCTION konfety_brands_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    UPDATE products SET name = name WHERE brand_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_renamed AFTER UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION konfety_brands_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id THEN
    UPDATE products SET name = name
    WHERE default_category_id = NEW.id OR default_category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_renamed AFTER UPDATE OF name, parent_id ON categories FOR EACH ROW EXECUTE FUNCTION konfety_categories_renamed();
--> statement-breakpoint
-- The vocabulary (search_terms) of names: statement triggers, so the seed's bulk inserts cost one statement each;
-- an update adds only the words of names that changed (an order's stock update touches products, not their names).
CREATE OR REPLACE FUNCTION konfety_search_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_rows r, unnest(konfety_search_words(r.name || ' ' || konfety_translated_names(r.translations))) w
    WHERE w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_rows r JOIN old_rows o ON o.id = r.id AND (o.name, o.translations) IS DISTINCT FROM (r.name, r.translations),
      unnest(konfety_search_words(r.name || ' ' || konfety_translated_names(r.translations))) w
    WHERE w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Brands have no translations column.
CREATE OR REPLACE FUNCTION konfety_brand_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows r, unnest(konfety_search_words(r.name)) w WHERE w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_search_terms_added();
--> statement-breakpoint
CREATE TRIGGER products_terms_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_search_terms_added();
--> statement-breakpoint
CREATE TRIGGER categories_terms_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_search_terms_added();
--> statement-breakpoint
CREATE TRIGGER categories_terms_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_search_terms_added();
--> statement-breakpoint
CREATE TRIGGER brands_terms_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_brand_terms_added();
--> statement-breakpoint
CREATE TRIGGER brands_terms_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_brand_terms_added();
--> statement-breakpoint
-- A query's words, each one found nowhere in the vocabulary (not even as a stem's prefix) replaced by the most
-- similar term (pg_trgm similarity, at least 0.3): "paruka blod" → "paruka blond". NULL when nothing was replaced.
CREATE OR REPLACE FUNCTION konfety_search_correct(q text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_or(fixed IS NOT NULL) THEN string_agg(coalesce(fixed, w), ' ' ORDER BY n) END
  FROM unnest(konfety_search_words(q)) WITH ORDINALITY AS x(w, n)
  LEFT JOIN LATERAL (
    SELECT t.term AS fixed FROM search_terms t
    WHERE w !~ '^[0-9]+$'
      AND NOT EXISTS (SELECT 1 FROM search_terms k WHERE k.term LIKE konfety_stem(w) || '%')
      AND t.term % w
    ORDER BY similarity(t.term, w) DESC, t.term
    LIMIT 1
  ) c ON true
$$;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w FROM (
  SELECT name || ' ' || konfety_translated_names(translations) AS t FROM products
  UNION ALL SELECT name || ' ' || konfety_translated_names(translations) FROM categories
  UNION ALL SELECT name FROM brands
) n, unnest(konfety_search_words(n.t)) w
WHERE w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE brands SET name = name;
--> statement-breakpoint
UPDATE categories SET name = name;
--> statement-breakpoint
UPDATE products SET name = name;
--> statement-breakpoint
UPDATE blog_posts SET title = title;
--> statement-breakpoint
UPDATE pages SET title = title;
