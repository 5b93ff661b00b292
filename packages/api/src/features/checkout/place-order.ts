import { and, eq, isNull } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { customerIdentity } from '@konfety/domain/vouchers';
import { validationMessage } from '@konfety/domain/validation';
import { ApiError, fieldErrors } from '../../errors';
import { jobsQueued } from '../../jobs/queue';
import { inTransaction, type ShopContext } from '../../shop-context';
import { ownedCart } from '../carts/access';
import { loadCart } from '../carts/load';
import { cartOwner } from '../carts/owner';
import type { OrderRow } from '../orders/lookup';
import { finishPlacement, subscribeToNewsletter } from './placement/finish';
import { insertLinesWithChildren, insertOrder, orderItemRows, priceOrder } from './placement/order-rows';
import { checkPlacementRules } from './placement/rules';
import { takeCartFromStock, takeGift } from './placement/stock';
import { consumeVouchers, recordVoucherUses } from './placement/vouchers';
import type { OrderBody } from './schemas';

const IDEMPOTENCY_CONSTRAINT = 'orders_idempotencyKey_unique';

/** Whether an error (or one of its causes, e.g. inside a DrizzleQueryError) is the unique violation of the idempotency key. */
function isIdempotencyConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === IDEMPOTENCY_CONSTRAINT || (typeof message === 'string' && message.includes(IDEMPOTENCY_CONSTRAINT)))) return true;
  }
  return false;
}

/** The 422 of an idempotency key that is malformed or already used by another buyer. */
export const invalidIdempotencyKey = (locale: string) => fieldErrors(locale, { idempotencyKey: [validationMessage('invalid', {}, locale)] });

export interface PlaceOrderOptions {
  /** The payee's name in the QR Platba string (configuration). */
  recipientName: string;
  /** The client's key of this checkout attempt: a repeat answers the order already placed. */
  idempotencyKey?: string | null;
}

/**
 * Places an order at most once per `idempotencyKey`: when an order with the key
 * already exists (placed on this site by the same customer), that order is
 * answered with `created: false` and nothing is written. Concurrent submits with
 * one key are serialised by the cart row lock; the later one finds the cart gone
 * (or hits the unique key) and answers the order of the first.
 */
export async function placeOrder(ctx: ShopContext, body: OrderBody, options: PlaceOrderOptions): Promise<{ order: OrderRow; created: boolean }> {
  const idempotencyKey = options.idempotencyKey ?? null;
  const owner = cartOwner(ctx.actor);
  const email = body.email.trim().toLowerCase();
  const existing = async (q: Db): Promise<OrderRow | undefined> => {
    if (idempotencyKey === null) return undefined;
    const o = schema.orders;
    // The id only: nearly every submit finds nothing, and a select of all the order's columns costs drizzle
    // ~0.3 ms of CPU to build; a replay reads the whole row by its id.
    const [found] = await q
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.idempotencyKey, idempotencyKey), eq(o.siteId, ctx.site.id), owner.userId === null ? isNull(o.userId) : eq(o.userId, owner.userId), eq(o.email, email)))
      .limit(1);
    if (!found) return undefined;
    const [row] = await q.select().from(o).where(eq(o.id, found.id));
    return row;
  };
  try {
    const placed = await createOrder(ctx, body, options.recipientName, idempotencyKey, existing);
    // Committed: wake this process's jobs runner for the confirmation (nothing when ctx.db is a caller's transaction).
    if (placed.created) jobsQueued(ctx.db);
    return placed;
  } catch (error) {
    if (idempotencyKey === null) throw error;
    const cartGone = error instanceof ApiError && error.statusCode === 404;
    const conflict = isIdempotencyConflict(error);
    if (!cartGone && !conflict) throw error;
    // The first submit with this key committed meanwhile: answer its order.
    const order = await existing(ctx.db);
    if (order) return { order, created: false };
    if (conflict) throw invalidIdempotencyKey(ctx.locale);
    throw error;
  }
}

/**
 * Turns a cart into an order in one transaction, as named steps (Medusa's `complete-cart` workflow is the model):
 * every rule is checked again (stock, vouchers with their limits, delivery/payment pairing, addresses), stock and
 * voucher uses are consumed atomically, and the cart is removed. A step that finds a rule broken throws, and the
 * transaction rolls back: nothing is written unless every step succeeds. The steps' order matters: the checks that
 * answer 422 come before anything is locked; the order number, whose counter row serialises every placement, is
 * taken as late as it can be.
 */
async function createOrder(
  ctx: ShopContext,
  body: OrderBody,
  recipientName: string,
  idempotencyKey: string | null,
  existing: (q: Db) => Promise<OrderRow | undefined>,
): Promise<{ order: OrderRow; created: boolean }> {
  const owner = cartOwner(ctx.actor);
  // A guest's per-customer voucher limit binds to the order's e-mail (domain customerIdentity).
  const identityEmail = customerIdentity(owner.email ?? body.email);
  return inTransaction(ctx, async (tx) => {
    // A repeated submit: checked before the cart, which the first order deleted.
    const already = await existing(tx.db);
    if (already) return { order: already, created: false };
    const cartRow = await ownedCart(tx, body.cartId, true);
    const cart = await loadCart(tx, cartRow);
    const choice = await checkPlacementRules(tx, body, cart);
    const takes = await takeCartFromStock(tx, cart, choice.branchId);
    const vouchers = await consumeVouchers(tx, cart, owner, identityEmail);
    const prices = priceOrder(tx, cart, owner, vouchers, choice);
    const gift = await takeGift(tx, body.giftId, prices.goods.total, choice.branchId);
    const order = await insertOrder(tx, { body, owner, choice, prices, idempotencyKey, recipientName });
    const lines = orderItemRows(tx, order.id, cart, { gift, choice, prices });
    const inserted = await insertLinesWithChildren(tx.db, lines);
    await recordVoucherUses(tx, order.id, vouchers, { owner, identityEmail, commissionBase: prices.goods.total, discounts: prices.goods.voucherDiscounts });
    await subscribeToNewsletter(tx, body);
    await finishPlacement(tx, order, cartRow.id, { rows: lines.rows, inserted }, [...takes, ...(gift?.takes ?? [])]);
    return { order, created: true };
  });
}
