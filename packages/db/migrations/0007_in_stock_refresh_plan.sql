-- products.in_stock of the given products (0006), checked variant by variant: each active variant's stock rows
-- are one index range (stock_available: variant_id where quantity > 0), so the check costs a few index probes
-- per product whatever the statistics say. The join of 0006 let the planner merge-join the whole stock index
-- against each product under the stale statistics of a big seed transaction (45 ms per product at 70 000
-- products, 84 s for one chunk of a 100 000-product seed).
CREATE OR REPLACE FUNCTION konfety_refresh_in_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET in_stock = x.in_stock
  FROM (
    SELECT q.id, EXISTS (
      SELECT 1 FROM variants v
      WHERE v.product_id = q.id AND v.active AND EXISTS (
        SELECT 1 FROM stock s
        WHERE s.variant_id = v.id AND s.quantity > 0 AND s.branch_id IN (SELECT b.id FROM branches b WHERE b.active)
      )
    ) AS in_stock
    FROM (SELECT DISTINCT unnest(ids) AS id) q
  ) x
  WHERE p.id = x.id AND p.in_stock IS DISTINCT FROM x.in_stock
$$;
--> statement-breakpoint
-- The listing rows of the given products (null: of every product), built again from their categories (0006),
-- with the products' categories read through the primary key (product_id, category_id) rather than a scan of
-- every product's categories per call (0.4 s per seed chunk at 30 000 products, growing with the catalogue).
CREATE OR REPLACE FUNCTION konfety_rebuild_category_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM category_products;
    INSERT INTO category_products (category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class, price, name, name_key)
    SELECT DISTINCT ON (a.ancestor_id, p.id)
      a.ancestor_id, p.id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class,
      CASE WHEN p.is_price_sale_active AND p.price_sale IS NOT NULL THEN p.price_sale ELSE p.price END,
      p.name, konfety_name_key_cs(p.name)
    FROM product_categories pc
    JOIN konfety_listing_ancestors() a ON a.category_id = pc.category_id
    JOIN products p ON p.id = pc.product_id
    ORDER BY a.ancestor_id, p.id;
  ELSE
    DELETE FROM category_products WHERE product_id = ANY (ids);
    INSERT INTO category_products (category_id, product_id, active, in_stock, recommended_rank, sold_count, tax_class, price, name, name_key)
    SELECT DISTINCT ON (a.ancestor_id, p.id)
      a.ancestor_id, p.id, p.active, p.in_stock, p.recommended_rank, p.sold_count, p.tax_class,
      CASE WHEN p.is_price_sale_active AND p.price_sale IS NOT NULL THEN p.price_sale ELSE p.price END,
      p.name, konfety_name_key_cs(p.name)
    FROM product_categories pc
    JOIN konfety_listing_ancestors() a ON a.category_id = pc.category_id
    JOIN products p ON p.id = pc.product_id
    WHERE pc.product_id = ANY (ids)
    ORDER BY a.ancestor_id, p.id;
  END IF;
END;
$$;
