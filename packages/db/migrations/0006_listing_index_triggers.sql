-- The listing index (schema/catalog.ts `categoryProducts`, `products.in_stock`) kept by triggers, so whoever writes
-- the catalogue (the seed, the shop's orders, a test, a back office to come) cannot leave it stale.
--
--   stock, variants, branches ──► products.in_stock (only when it flips)
--   products (listed fields) ──► category_products rows of the product
--   product_categories ──► category_products rows of the products concerned (rebuilt)
--   categories (parent, active, deletion) ──► category_products rebuilt whole (a rare, back-office change)
--
-- Every trigger is statement-level with transition tables: a bulk insert of the seed costs one set-based
-- statement, an order's stock update one cheap check of its product.

-- The Czech alphabetical sort key of a name: the SQL of api/src/features/catalog/collation.ts nameSortKey(name, 'cs')
-- (a test compares the two over the demo catalogue).
CREATE OR REPLACE FUNCTION konfety_name_key_cs(name text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT replace(lower(unaccent(replace(replace(replace(replace(replace(replace(replace(replace(name,
    'č', 'c~'), 'Č', 'c~'), 'ř', 'r~'), 'Ř', 'r~'), 'š', 's~'), 'Š', 's~'), 'ž', 'z~'), 'Ž', 'z~'))), 'ch', 'h~')
$$;
--> statement-breakpoint
-- products.in_stock of the given products: a piece of an active variant in an active stock location. Written only when it changes.
CREATE OR REPLACE FUNCTION konfety_refresh_in_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET in_stock = x.in_stock
  FROM (
    SELECT q.id, EXISTS (
      SELECT 1 FROM variants v
      JOIN stock s ON s.variant_id = v.id
      JOIN branches b ON b.id = s.branch_id
      WHERE v.product_id = q.id AND v.active AND b.active AND s.quantity > 0
    ) AS in_stock
    FROM (SELECT DISTINCT unnest(ids) AS id) q
  ) x
  WHERE p.id = x.id AND p.in_stock IS DISTINCT FROM x.in_stock
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variant_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    variant_ids := ARRAY(SELECT DISTINCT variant_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    variant_ids := ARRAY(SELECT DISTINCT variant_id FROM old_rows);
  ELSE
    -- an update that leaves every quantity and key alone cannot change a flag
    variant_ids := ARRAY(
      SELECT n.variant_id FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.variant_id = n.variant_id AND o.branch_id = n.branch_id AND (o.quantity > 0) = (n.quantity > 0))
      UNION
      SELECT o.variant_id FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE o.variant_id = n.variant_id AND o.branch_id = n.branch_id AND (o.quantity > 0) = (n.quantity > 0))
    );
  END IF;
  IF cardinality(variant_ids) > 0 THEN
    PERFORM konfety_refresh_in_stock(ARRAY(SELECT DISTINCT product_id FROM variants WHERE id = ANY (variant_ids)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_in_stock_insert AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_in_stock_update AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_stock_changed();
--> statement-breakpoint
CREATE TRIGGER stock_in_stock_delete AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_stock_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    RETURN NULL; -- a new variant has no stock yet; its stock rows announce themselves
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM konfety_refresh_in_stock(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM konfety_refresh_in_stock(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.active IS DISTINCT FROM n.active OR o.product_id IS DISTINCT FROM n.product_id
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.active IS DISTINCT FROM n.active OR o.product_id IS DISTINCT FROM n.product_id
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_in_stock_update AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_variants_changed();
--> statement-breakpoint
CREATE TRIGGER variants_in_stock_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_variants_changed();
--> statement-breakpoint
-- A branch opening or closing changes what is in stock anywhere: every product is checked again (rare).
CREATE OR REPLACE FUNCTION konfety_branches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM konfety_refresh_in_stock(ARRAY(SELECT id FROM products));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER branches_in_stock AFTER UPDATE OF active OR DELETE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_branches_changed();
--> statement-breakpoint
-- (category, ancestor-or-self) of every reachable category: active, and every ancestor active up to a root.
CREATE OR REPLACE FUNCTION konfety_listing_ancestors() RETURNS TABLE (category_id integer, ancestor_id integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE reach AS (
    SELECT c.id, ARRAY[c.id] AS path FROM categories c WHERE c.parent_id IS NULL AND c.active
    UNION ALL
    SELECT c.id, reach.path || c.id FROM categories c JOIN reach ON c.parent_id = reach.id
    WHERE c.active AND cardinality(reach.path) < 32
  )
  SELECT reach.id, unnest(reach.path) FROM reach
$$;
--> statement-breakpoint
-- The listing rows of the given products (null: of every product), built again from their categories.
CREATE OR REPLACE FUNCTION konfety_rebuild_category_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM category_products;
  ELSE
    DELETE FROM category_products WHERE product_id = ANY (ids);
  END IF;
  INSERT INTO category_products (category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class, price, name, name_key)
  SELECT DISTINCT ON (a.ancestor_id, p.id)
    a.ancestor_id, p.id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class,
    CASE WHEN p.is_price_sale_active AND p.price_sale IS NOT NULL THEN p.price_sale ELSE p.price END,
    p.name, konfety_name_key_cs(p.name)
  FROM product_categories pc
  JOIN konfety_listing_ancestors() a ON a.category_id = pc.category_id
  JOIN products p ON p.id = pc.product_id
  WHERE ids IS NULL OR pc.product_id = ANY (ids)
  ORDER BY a.ancestor_id, p.id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM konfety_rebuild_category_products(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM konfety_rebuild_category_products(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM konfety_rebuild_category_products(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_listing_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_product_categories_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM konfety_rebuild_category_products(NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_listing AFTER UPDATE OF parent_id, active OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_categories_changed();
--> statement-breakpoint
-- The copied fields of the listing rows follow the product (only rows that differ are written).
CREATE OR REPLACE FUNCTION konfety_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_products cp SET
    active = n.active,
    in_stock = n.in_stock,
    recommended_rank = n.recommended_rank,
    sold_count = n.sold_count,
    tax_class = n.tax_class,
    price = CASE WHEN n.is_price_sale_active AND n.price_sale IS NOT NULL THEN n.price_sale ELSE n.price END,
    name = n.name,
    name_key = CASE WHEN cp.name IS DISTINCT FROM n.name THEN konfety_name_key_cs(n.name) ELSE cp.name_key END
  FROM new_rows n
  WHERE cp.product_id = n.id
    AND (cp.active, cp.in_stock, cp.recommended_rank, cp.sold_count, cp.tax_class, cp.price, cp.name)
      IS DISTINCT FROM (n.active, n.in_stock, n.recommended_rank, n.sold_count, n.tax_class,
        CASE WHEN n.is_price_sale_active AND n.price_sale IS NOT NULL THEN n.price_sale ELSE n.price END, n.name);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_listing_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_products_changed();
--> statement-breakpoint
-- A database that already holds a shop: fill the flag and the index once.
SELECT konfety_refresh_in_stock(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT konfety_rebuild_category_products(NULL);
