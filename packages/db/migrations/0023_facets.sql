-- The listings' facets (api catalog/facets.ts): a product's colour (written by whoever writes products), a variant's
-- size (written with the variant), and, kept by triggers as the listing index's fields are (0006):
--
--   variants (size, active, product) ──► products.sizes, the sizes of its active variants as one text `|M|L|XL|`
--   products (brand, colour, sizes) ──► the product's category_products rows (brand_id, color, sizes)
--
-- The sizes are one sorted text (byte order, as domain facets.ts sizesText writes it) rather than an array: a
-- facet count groups a category's ~49 000 rows by brand, colour and sizes, and hashing arrays cost it twice as much.

-- products.sizes of the given products, written only when it changes.
CREATE OR REPLACE FUNCTION konfety_refresh_sizes(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sizes = x.sizes
  FROM (
    SELECT q.id, coalesce((
      SELECT '|' || string_agg(s.size, '|' ORDER BY s.size) || '|'
      FROM (SELECT DISTINCT v.size COLLATE "C" AS size FROM variants v WHERE v.product_id = q.id AND v.active AND v.size IS NOT NULL) s
    ), '') AS sizes
    FROM (SELECT DISTINCT unnest(ids) AS id) q
  ) x
  WHERE p.id = x.id AND p.sizes IS DISTINCT FROM x.sizes
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION konfety_variants_sizes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM konfety_refresh_sizes(ARRAY(SELECT DISTINCT product_id FROM new_rows WHERE active AND size IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM konfety_refresh_sizes(ARRAY(SELECT DISTINCT product_id FROM old_rows WHERE size IS NOT NULL));
  ELSE
    -- a price or stock-free update of variants changes no product's sizes
    PERFORM konfety_refresh_sizes(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.active, o.size, o.product_id) IS DISTINCT FROM (n.active, n.size, n.product_id)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.active, o.size, o.product_id) IS DISTINCT FROM (n.active, n.size, n.product_id)
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_sizes_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_variants_sizes_changed();
--> statement-breakpoint
CREATE TRIGGER variants_sizes_update AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_variants_sizes_changed();
--> statement-breakpoint
CREATE TRIGGER variants_sizes_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_variants_sizes_changed();
--> statement-breakpoint
-- The listing rows of the given products (null: of every product), built again from their categories (0007), now
-- with the facets' fields.
CREATE OR REPLACE FUNCTION konfety_rebuild_category_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM category_products;
    INSERT INTO category_products (category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class, price, name, name_key, brand_id, color, sizes)
    SELECT DISTINCT ON (a.ancestor_id, p.id)
      a.ancestor_id, p.id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class,
      CASE WHEN p.is_price_sale_active AND p.price_sale IS NOT NULL THEN p.price_sale ELSE p.price END,
      p.name, konfety_name_key_cs(p.name), p.brand_id, p.color, p.sizes
    FROM product_categories pc
    JOIN konfety_listing_ancestors() a ON a.category_id = pc.category_id
    JOIN products p ON p.id = pc.product_id
    ORDER BY a.ancestor_id, p.id;
  ELSE
    DELETE FROM category_products WHERE product_id = ANY (ids);
    INSERT INTO category_products (category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class, price, name, name_key, brand_id, color, sizes)
    SELECT DISTINCT ON (a.ancestor_id, p.id)
      a.ancestor_id, p.id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class,
      CASE WHEN p.is_price_sale_active AND p.price_sale IS NOT NULL THEN p.price_sale ELSE p.price END,
      p.name, konfety_name_key_cs(p.name), p.brand_id, p.color, p.sizes
    FROM product_categories pc
    JOIN konfety_listing_ancestors() a ON a.category_id = pc.category_id
    JOIN products p ON p.id = pc.product_id
    WHERE pc.product_id = ANY (ids)
    ORDER BY a.ancestor_id, p.id;
  END IF;
END;
$$;
--> statement-breakpoint
-- The copied fields of the listing rows follow the product (0006), the facets' fields too (only rows that differ are written).
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
    name_key = CASE WHEN cp.name IS DISTINCT FROM n.name THEN konfety_name_key_cs(n.name) ELSE cp.name_key END,
    brand_id = n.brand_id,
    color = n.color,
    sizes = n.sizes
  FROM new_rows n
  WHERE cp.product_id = n.id
    AND (cp.active, cp.in_stock, cp.recommended_rank, cp.sold_count, cp.tax_class, cp.price, cp.name, cp.brand_id, cp.color, cp.sizes)
      IS DISTINCT FROM (n.active, n.in_stock, n.recommended_rank, n.sold_count, n.tax_class,
        CASE WHEN n.is_price_sale_active AND n.price_sale IS NOT NULL THEN n.price_sale ELSE n.price END, n.name, n.brand_id, n.color, n.sizes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A database that already holds a shop: the sizes of its variants from their names as the catalogue writes them
-- ("M", "110–116 (4–6 let)"), then the products' sizes and the listing index once.
UPDATE variants SET size = CASE
    WHEN name IN ('XS', 'S', 'M', 'L', 'XL', 'XXL') THEN name
    ELSE substring(name FROM '^(\d+)–\d+ ') || '-' || substring(name FROM '^\d+–(\d+) ')
  END
WHERE size IS NULL AND (name IN ('XS', 'S', 'M', 'L', 'XL', 'XXL') OR name ~ '^(98–104|110–116|122–128|134–140|146–152) ');
--> statement-breakpoint
SELECT konfety_refresh_sizes(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT konfety_rebuild_category_products(NULL);
