import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage, voucherErrorMessage } from '@konfety/domain/i18n';
import { ESHOP_SERVICE_TYPE } from '@konfety/domain/vouchers';
import { unauthorized } from '../../errors';
import { inTransaction, type ShopContext } from '../../shop-context';
import { localized } from '../catalog/present';
import { voucherRefusal } from '../vouchers/apply';
import type { CartRow } from './access';
import { type CartContents, loadCart, readContentsOf, toVoucherRules } from './load';
import { CART_LINE_MAX, type CartMergeNotice, type CartMergeOut } from './schemas';
import { GUEST_CART_TTL_MS, touchCart } from './service';

type GuestLine = CartContents['items'][number];
interface PlannedLine {
  parentId: number | null;
  productId: number;
  variantId: number;
  quantity: number;
  note: string | null;
}

/**
 * Carries a guest cart into the logged-in customer's active cart (SPEC §3: the most recently changed one; a
 * customer without a cart gets one, SPEC §4), in one transaction. The guest cart's tempId is its only
 * credential, so only that cart moves. A line of the same variant under the same parent adds its pieces, capped
 * by the stock; a line whose product or variant is gone is dropped, and so are the additional items of a dropped
 * line. The guest's vouchers are checked again with the customer's identity (per-user limits included) and
 * dropped when they do not apply. Every such change is a notice. The guest cart is then deleted, so merging it
 * again finds nothing and changes nothing (`merged: false`).
 */
export async function mergeGuestCart(ctx: ShopContext, tempId: string): Promise<CartMergeOut> {
  const { actor, locale, site } = ctx;
  if (actor.kind !== 'customer') throw unauthorized(locale);
  return inTransaction(ctx, async (tx) => {
    const db = tx.db;
    const c = schema.carts;
    // One merge per customer at a time (a double submit of the login waits here and then finds the guest cart
    // gone); `no key update` still lets other transactions insert rows that reference the user.
    await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, actor.userId)).for('no key update');
    const cutoff = new Date(ctx.now.getTime() - GUEST_CART_TTL_MS);
    const [guest] = await db
      .select()
      .from(c)
      .where(and(eq(c.tempId, tempId), isNull(c.userId), eq(c.siteId, site.id), gte(c.updatedAt, cutoff)))
      .for('update');
    const [active] = await db
      .select()
      .from(c)
      .where(and(eq(c.userId, actor.userId), eq(c.siteId, site.id), isNull(c.tempId)))
      .orderBy(desc(c.updatedAt), desc(c.id))
      .limit(1)
      .for('update');
    const account: CartRow = active ?? (await db.insert(c).values({ siteId: site.id, userId: actor.userId, createdAt: ctx.now, updatedAt: ctx.now }).returning())[0]!;
    if (!guest) return { cart: (await loadCart(tx, account)).out, merged: false, notices: [] };

    const contents = await readContentsOf(db, [guest.id, account.id]);
    const from = contents.get(guest.id)!;
    const into = contents.get(account.id)!;
    // Deleted first (its lines and vouchers with it), so the voucher checks below do not see the guest's voucher in "another cart".
    await db.delete(c).where(eq(c.id, guest.id));

    const notices: CartMergeNotice[] = [];
    const held = new Map(into.items.map(({ item }) => [lineKey(item.variantId, item.parentId), item]));
    const nameOf = (line: GuestLine) => {
      const product = localized(line.product, 'name', site.locale);
      return line.variant.name && line.variant.name !== product ? `${product} (${line.variant.name})` : product;
    };
    const dropped = (line: GuestLine, reason: 'unavailable' | 'sold_out' | 'parent_dropped') => {
      const name = nameOf(line);
      const key = reason === 'unavailable' ? 'cart.merge.unavailable' : reason === 'sold_out' ? 'cart.merge.soldOut' : 'cart.merge.parentDropped';
      notices.push({ code: 'item_dropped', product_id: line.product.id, variant_id: line.variant.id, name, reason, message: formatMessage(locale, key, { name }) });
    };
    /** The line as it will be in the account cart under `parentId`, or null when it cannot come along. */
    const plan = (line: GuestLine, parentId: number | null): PlannedLine | null => {
      if (!line.product.active || !line.variant.active) {
        dropped(line, 'unavailable');
        return null;
      }
      const existing = held.get(lineKey(line.variant.id, parentId));
      const have = existing?.quantity ?? 0;
      const requested = have + line.item.quantity;
      // Stock may have fallen under what the account line already holds: the merge adds nothing then, and takes
      // nothing away. The line limit of PUT /cart binds as well (far above any stock in practice).
      const quantity = Math.max(have, Math.min(requested, line.available, CART_LINE_MAX));
      if (quantity === 0) {
        dropped(line, 'sold_out');
        return null;
      }
      if (quantity < requested) {
        const name = nameOf(line);
        notices.push({
          code: 'quantity_capped',
          product_id: line.product.id,
          variant_id: line.variant.id,
          name,
          requested,
          quantity,
          message: formatMessage(locale, 'cart.merge.capped', { name, count: quantity }),
        });
      }
      return { parentId, productId: line.product.id, variantId: line.variant.id, quantity, note: existing?.note ?? line.item.note };
    };
    // Each group of lines in one statement: a line the account cart already holds gets the planned quantity.
    const write = async (lines: PlannedLine[]) => {
      if (lines.length === 0) return [];
      const i = schema.cartItems;
      return db
        .insert(i)
        .values(lines.map((l) => ({ cartId: account.id, ...l, createdAt: ctx.now, updatedAt: ctx.now })))
        .onConflictDoUpdate({ target: [i.cartId, i.variantId, i.parentId], set: { quantity: sql`excluded.quantity`, note: sql`excluded.note`, updatedAt: ctx.now } })
        .returning({ id: i.id, variantId: i.variantId });
    };

    // Root lines first: their ids in the account cart are the parents of the children.
    const roots = from.items.filter((l) => l.item.parentId === null);
    const plannedRoots = roots.map((l) => ({ line: l, planned: plan(l, null) }));
    const written = await write(plannedRoots.flatMap((r) => (r.planned ? [r.planned] : [])));
    const rootIdByVariant = new Map(written.map((w) => [w.variantId, w.id]));
    const parentOf = new Map(plannedRoots.map((r) => [r.line.item.id, r.planned ? rootIdByVariant.get(r.planned.variantId) : undefined]));
    const children: PlannedLine[] = [];
    for (const line of from.items) {
      if (line.item.parentId === null) continue;
      const parentId = parentOf.get(line.item.parentId);
      if (parentId === undefined) {
        dropped(line, 'parent_dropped');
        continue;
      }
      const planned = plan(line, parentId);
      if (planned) children.push(planned);
    }
    await write(children);

    const merged = await loadCart(tx, account);
    const voucherIds = merged.out.vouchers.map((v) => v.voucher_id);
    const accepted: number[] = [];
    for (const voucher of from.vouchers) {
      if (voucherIds.includes(voucher.rules.id)) continue;
      const target = { cartId: account.id, goodsTotal: merged.totals.goods, voucherIds };
      const error = await voucherRefusal(tx, toVoucherRules(voucher.rules), target, ESHOP_SERVICE_TYPE, null);
      if (error) {
        notices.push({
          code: 'voucher_dropped',
          voucher_code: voucher.code,
          error: error.code,
          ...(error.value !== undefined ? { value: error.value } : {}),
          // What happened, then why, in the words the voucher field would have used.
          message: `${formatMessage(locale, 'cart.merge.voucherDropped', { name: voucher.code })} ${voucherErrorMessage(error, locale, site.currency)}`,
        });
        continue;
      }
      voucherIds.push(voucher.rules.id);
      accepted.push(voucher.rules.id);
    }
    if (accepted.length > 0) {
      await db.insert(schema.cartVouchers).values(accepted.map((voucherId) => ({ cartId: account.id, voucherId, guestEmail: null, addedAt: ctx.now })));
    }
    return { cart: (await loadCart(tx, await touchCart(tx, account.id))).out, merged: true, notices };
  });
}

function lineKey(variantId: number, parentId: number | null): string {
  return `${variantId}:${parentId ?? ''}`;
}
