import { sql } from 'drizzle-orm';
import { executePrepared, schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import type { WatchdogValues } from '@konfety/domain/review-forms';
import { WATCHDOG_OPEN_PER_EMAIL } from '@konfety/domain/reviews';
import { validationMessage } from '@konfety/domain/validation';
import { fieldErrors, notFound } from '../../errors';
import type { ShopContext } from '../../shop-context';
import type { WatchdogOut } from './schemas';

/*
 * Stock watchdogs (SPEC §3/§6/§8, ARCHITECTURE "Reviews and stock watchdogs"): a customer or a guest leaves an
 * e-mail address on a variant that is not in stock; migration 0021's trigger on `stock` queues the mail when the
 * variant is back (jobs.ts sends it and ends the watchdog).
 */

const w = schema.watchdogs;

interface SetRow {
  in_stock: boolean;
  open: number;
  inserted: number | null;
  existing: number | null;
}

/**
 * Sets a watchdog in one statement: the variant checked (of this product, both active, none in stock), the address's
 * open watchdogs counted, the row inserted unless the same address watches the variant already. Answers the
 * watchdog and whether it is new.
 */
export async function setWatchdog(ctx: ShopContext, productId: number, values: WatchdogValues): Promise<{ watchdog: WatchdogOut; created: boolean }> {
  const email = values.email ?? (ctx.actor.kind === 'customer' ? ctx.actor.email.toLowerCase() : null);
  if (email === null) throw fieldErrors(ctx.locale, { email: [validationMessage('required', {}, ctx.locale)] });
  const userId = ctx.actor.kind === 'customer' ? ctx.actor.userId : null;
  const { variantId } = values;
  const [row] = await executePrepared<SetRow>(ctx.db, 'set_watchdog', sql`
    with v as (
      select v.id, exists (
        select 1 from ${schema.stock} s join ${schema.branches} b on b.id = s.branch_id
        where s.variant_id = v.id and b.active and s.quantity > 0
      ) as in_stock
      from ${schema.variants} v join ${schema.products} p on p.id = v.product_id
      where v.id = ${variantId} and v.product_id = ${productId} and v.active and p.active
    ), open as (
      select count(*)::int as n from ${w} where email = ${email}::text and notified_at is null
    ), ins as (
      insert into ${w} (product_id, variant_id, email, user_id, site_id, created_at)
      select ${productId}::int, v.id, ${email}::text, ${userId}::int, ${ctx.site.id}::int, ${ctx.now.toISOString()}::timestamptz
      from v, open where not v.in_stock and open.n < ${WATCHDOG_OPEN_PER_EMAIL}
      on conflict (variant_id, email) where notified_at is null do nothing
      returning id
    )
    select v.in_stock, open.n as open, (select id from ins) as inserted,
      (select id from ${w} x where x.variant_id = v.id and x.email = ${email} and x.notified_at is null) as existing
    from v, open`);
  if (!row) throw notFound(ctx.locale);
  const id = row.existing ?? row.inserted;
  if (row.in_stock) throw fieldErrors(ctx.locale, { variantId: [formatMessage(ctx.locale, 'watchdog.inStock')] });
  if (id === null) throw fieldErrors(ctx.locale, { email: [formatMessage(ctx.locale, 'watchdog.tooMany', { count: WATCHDOG_OPEN_PER_EMAIL })] });
  return { watchdog: { id: Number(id), product_id: productId, variant_id: variantId, email }, created: row.existing === null };
}
