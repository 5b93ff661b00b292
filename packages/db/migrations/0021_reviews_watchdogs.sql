ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdogs" ADD CONSTRAINT "watchdogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchdogs" ADD CONSTRAINT "watchdogs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchdogs_open" ON "watchdogs" USING btree ("variant_id","email") WHERE "watchdogs"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "watchdogs_user" ON "watchdogs" USING btree ("user_id");--> statement-breakpoint
-- Stock watchdogs (ARCHITECTURE "Reviews and stock watchdogs"): whatever raises a variant's stock (an order cancelled, a
-- delivery booked by the back office, the seed or a script, a test) queues, in its own transaction, the mail of every
-- open watchdog of that variant, as a job of kind 'watchdogs.notify' (api features/watchdogs/jobs.ts) keyed by the
-- watchdog: one job per watchdog however often its stock rises, none when the change is rolled back, and the job
-- survives a restart. Raised means a stock row added with pieces, or one whose quantity went up to above zero; the
-- variant must then be orderable (an active product and variant, the pieces in an active branch). Statement-level,
-- so an order's stock update (quantities going down) costs one empty check; max_attempts is the kind's (8).
CREATE OR REPLACE FUNCTION konfety_watchdogs_due() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    raised := ARRAY(SELECT DISTINCT n.variant_id FROM new_rows n WHERE n.quantity > 0);
  ELSE
    raised := ARRAY(
      SELECT DISTINCT n.variant_id FROM new_rows n
      LEFT JOIN old_rows o ON o.variant_id = n.variant_id AND o.branch_id = n.branch_id
      WHERE n.quantity > 0 AND (o.quantity IS NULL OR o.quantity < n.quantity)
    );
  END IF;
  IF cardinality(raised) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (kind, key, payload, max_attempts)
  SELECT 'watchdogs.notify', w.id::text, jsonb_build_object('watchdogId', w.id), 8
  FROM watchdogs w
  WHERE w.notified_at IS NULL AND w.variant_id = ANY (raised)
    AND EXISTS (
      SELECT 1 FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN stock s ON s.variant_id = v.id
      JOIN branches b ON b.id = s.branch_id
      WHERE v.id = w.variant_id AND v.active AND p.active AND b.active AND s.quantity > 0
    )
  ORDER BY w.id
  ON CONFLICT (kind, key) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_watchdogs_insert AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_watchdogs_due();
--> statement-breakpoint
CREATE TRIGGER stock_watchdogs_update AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_watchdogs_due();
--> statement-breakpoint
-- A review written or edited shows on its product page at once: the page cache drops its copies on the change bus.
CREATE TRIGGER reviews_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION konfety_notify_change('reviews');
