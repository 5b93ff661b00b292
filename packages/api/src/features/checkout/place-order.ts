import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, nextOrderNumber, schema } from '@konfety/db';
import { priceCart } from '@konfety/domain/cart';
import { deliveryPriceFor, isPrepayment } from '@konfety/domain/checkout';
import { checkoutErrors, checkoutMessage, deliveryRequirements } from '@konfety/domain/checkout-rules';
import { formatMessage } from '@konfety/domain/i18n';
import { percentOf } from '@konfety/domain/money';
import { initialOrderState } from '@konfety/domain/orders';
import { lineAmounts, rateToBasisPoints } from '@konfety/domain/pricing';
import { buildSpayd } from '@konfety/domain/qr-payment';
import { checkVoucher, customerIdentity, ESHOP_SERVICE_TYPE } from '@konfety/domain/vouchers';
import { validationMessage } from '@konfety/domain/validation';
import { ApiError, fieldErrors } from '../../errors';
import { inTransaction, type ShopContext } from '../../shop-context';
import { ownedCart } from '../carts/access';
import { loadCart, toVoucherRules, voucherUsesBy } from '../carts/load';
import { cartOwner } from '../carts/owner';
import type { OrderRow } from '../orders/lookup';
import { jobsQueued } from '../../jobs/queue';
import { onPlacing } from '../orders/state-jobs';
import { voucherError } from '../vouchers/apply';
import { toSnapshot } from './address';
import { giftRows, placementReference } from './methods';
import type { OrderBody } from './schemas';

/**
 * Takes the pieces of each variant from stock in one statement: per variant the pickup branch first, then the
 * warehouse, then Prague, then the rest (the fuller location first within a tier). The stock rows are locked
 * (FOR UPDATE OF stock: not the branches every order joins) in variant and branch order, so concurrent orders
 * never hold each other's rows; a row never goes below zero. Answers the pieces taken per variant: fewer than
 * asked means a shortfall, and the caller's transaction must be rolled back.
 */
async function takeStock(tx: Db, needs: ReadonlyMap<number, number>, preferBranchId: number | null): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (needs.size === 0) return taken;
  const need = sql.join(
    [...needs].map(([variantId, quantity]) => sql`(${variantId}::int, ${quantity}::int)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with need (variant_id, quantity) as (values ${need}),
    locked as (
      select s.variant_id, s.branch_id, s.quantity,
        case when s.branch_id = ${preferBranchId}::int then 0 when b.kind = 'warehouse' then 1 when b.is_prague then 2 else 3 end as tier
      from stock s join branches b on b.id = s.branch_id
      where s.variant_id in (select variant_id from need) and s.quantity > 0
      order by s.variant_id, s.branch_id
      for update of s
    ),
    takes as (
      select l.variant_id, l.branch_id,
        least(l.quantity, greatest(n.quantity - coalesce(sum(l.quantity) over (
          partition by l.variant_id order by l.tier, l.quantity desc, l.branch_id rows between unbounded preceding and 1 preceding), 0), 0)) as take
      from locked l join need n on n.variant_id = l.variant_id
    ),
    taken as (
      update stock s set quantity = s.quantity - t.take from takes t
      where s.variant_id = t.variant_id and s.branch_id = t.branch_id and t.take > 0
      returning s.variant_id, t.take
    )
    select variant_id, sum(take)::int as taken from taken group by variant_id`)) as unknown as { rows: Array<{ variant_id: number; taken: number }> };
  for (const row of result.rows) taken.set(Number(row.variant_id), Number(row.taken));
  return taken;
}

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
 * Turns a cart into an order in one transaction: every rule is checked again
 * (stock, vouchers with their limits, delivery/payment pairing, addresses),
 * stock and voucher uses are consumed atomically, and the cart is removed.
 * Nothing is written unless everything succeeds.
 */
async function createOrder(
  ctx: ShopContext,
  body: OrderBody,
  recipientName: string,
  idempotencyKey: string | null,
  existing: (q: Db) => Promise<OrderRow | undefined>,
): Promise<{ order: OrderRow; created: boolean }> {
  const { locale, site, now } = ctx;
  const owner = cartOwner(ctx.actor);
  const t = (key: Parameters<typeof formatMessage>[1], params?: Record<string, unknown>) => formatMessage(locale, key, params);

  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    // A repeated submit: checked before the cart, which the first order deleted.
    const already = await existing(tx);
    if (already) return { order: already, created: false };
    const cart = await ownedCart(txCtx, body.cartId, true);
    const loaded = await loadCart(txCtx, cart);
    const { deliveries, payments, allowed, pickupBranchIds, countries } = await placementReference(tx, site);
    const delivery = deliveries.find((d) => d.id === body.deliveryId);
    const payment = payments.find((p) => p.id === body.paymentId);
    const branchIds = delivery && deliveryRequirements(delivery.kind).branch ? pickupBranchIds : [];
    const errors = {
      ...(loaded.lines.length === 0 ? { cartId: [t('cart.empty')] } : {}),
      ...checkoutErrors(
        {
          deliveryId: body.deliveryId ?? null,
          paymentId: body.paymentId ?? null,
          branchId: body.branchId ?? null,
          pickupPointChosen: !!body.pickupPoint,
          terms: body.terms,
          isCompany: body.isCompany,
          invoiceAddress: body.invoiceAddress,
          deliveryAddress: body.deliveryAddress ?? null,
          phone: body.phone,
          phonePrefix: body.phonePrefix,
        },
        {
          deliveries: deliveries.map((m) => ({ id: m.id, kind: m.kind, paymentIds: allowed.get(m.id) ?? [] })),
          payments,
          branchIds,
          knownCountries: new Set(countries),
          shipsTo: site.countryCode,
          locale,
        },
      ),
    };
    if (Object.keys(errors).length > 0) throw new ApiError(422, 'validation', checkoutMessage(errors, locale), { errors });
    const d = delivery!;
    const p = payment!;
    const needs = deliveryRequirements(d.kind);
    const branchId = needs.branch ? (body.branchId ?? null) : null;

    // Stock, for every line at once; a shortfall anywhere cancels the whole transaction.
    const orderable = loaded.lines.filter((line) => line.product.active && line.variant.active);
    const pieces = new Map<number, number>();
    for (const line of orderable) pieces.set(line.variant.id, (pieces.get(line.variant.id) ?? 0) + line.quantity);
    const taken = await takeStock(tx, pieces, branchId);
    const short = loaded.lines
      .filter((line) => !orderable.includes(line) || (taken.get(line.variant.id) ?? 0) < pieces.get(line.variant.id)!)
      .map((line) => ({ item_id: line.itemId, available: line.available }));
    if (short.length > 0) {
      throw new ApiError(409, 'out_of_stock', t('cart.stockChanged'), { items: short });
    }

    // A voucher shown in the cart that no longer applies stops the order: the shopper pays what they saw.
    const rejected = loaded.rejectedVouchers[0];
    if (rejected) throw voucherError(locale, site, rejected.error);

    // Vouchers: each row locked, every rule re-checked with the buyer's identity, one use consumed atomically.
    // A guest's per-customer limit binds to the order's e-mail (domain customerIdentity), never to the e-mail
    // typed into the voucher field; the locked voucher row serialises the count and the recorded use.
    const identityEmail = customerIdentity(owner.email ?? body.email);
    const voucherRules = [];
    for (const applied of loaded.appliedVouchers) {
      const [v] = await tx.select().from(schema.vouchers).where(eq(schema.vouchers.id, applied.rules.id)).for('update');
      const rules = v ? toVoucherRules(v) : null;
      const identity = owner.userId !== null ? { userId: owner.userId } : { email: identityEmail };
      const error = checkVoucher(rules, {
        now,
        serviceType: ESHOP_SERVICE_TYPE,
        goodsTotal: loaded.totals.goods,
        cartVoucherIds: [],
        identity,
        usesByIdentity: rules?.quantityPerUser != null ? await voucherUsesBy(tx, applied.rules.id, { userId: owner.userId, email: identityEmail }) : 0,
        inOtherCartOfIdentity: false,
      });
      if (error) throw voucherError(locale, site, error);
      const consumed = await tx
        .update(schema.vouchers)
        .set({ usedQuantity: sql`${schema.vouchers.usedQuantity} + 1` })
        .where(and(eq(schema.vouchers.id, applied.rules.id), sql`(${schema.vouchers.quantity} is null or ${schema.vouchers.usedQuantity} < ${schema.vouchers.quantity})`))
        .returning({ id: schema.vouchers.id });
      if (consumed.length === 0) throw voucherError(locale, site, { code: 'quantity' });
      voucherRules.push({ rules: rules!, code: applied.code, commissionPercent: v!.commissionPercent });
    }

    const priceLines = loaded.lines.map((l) => ({ unitNet: l.unitNet, quantity: l.quantity, rateBp: l.rateBp }));
    const totals = priceCart({ lines: priceLines, groupDiscountBp: owner.groupDiscountBp, vouchers: voucherRules.map((v) => v.rules) });
    const deliveryBp = site.taxRates[d.taxClass].bp;
    const paymentBp = site.taxRates[p.taxClass].bp;
    const deliveryNet = deliveryPriceFor(d.price, d.freeFrom, totals.total);
    const deliveryAmounts = lineAmounts(deliveryNet, 1, deliveryBp);
    const paymentAmounts = lineAmounts(p.price, 1, paymentBp);
    const total = totals.total + deliveryAmounts.total + paymentAmounts.total;
    const totalNet = totals.net + deliveryAmounts.totalNet + paymentAmounts.totalNet;

    let gift: { variant: typeof schema.variants.$inferSelect; product: typeof schema.products.$inferSelect } | undefined;
    if (body.giftId) {
      const [g] = await giftRows(tx, site, body.giftId);
      if (!g || totals.total < g.gift.minTotal) throw fieldErrors(locale, { giftId: [validationMessage('choice', {}, locale)] });
      if ((await takeStock(tx, new Map([[g.variant.id, 1]]), branchId)).get(g.variant.id) !== 1) {
        throw new ApiError(409, 'out_of_stock', t('cart.stockChanged'), { items: [] });
      }
      gift = { variant: g.variant, product: g.product };
    }

    const number = await nextOrderNumber(tx, now);
    const hash = randomBytes(32).toString('hex');
    const contact = { email: body.email.trim().toLowerCase(), phonePrefix: body.phonePrefix, phone: body.phone };
    const qrPayment =
      p.kind === 'bank_transfer' && site.currency.code === 'CZK'
        ? buildSpayd({ iban: site.bankIban, amountMinor: total, currency: 'CZK', variableSymbol: number, message: `Objednavka ${number}`, recipientName })
        : null;
    const [order] = await tx
      .insert(schema.orders)
      .values({
        number,
        hash,
        idempotencyKey,
        siteId: site.id,
        userId: owner.userId,
        cartId: null,
        state: initialOrderState(isPrepayment(p.kind)),
        email: contact.email,
        phonePrefix: contact.phonePrefix || null,
        phone: contact.phone,
        currencyId: site.currency.id,
        currencyRate: site.currency.rate,
        deliveryMethodId: d.id,
        paymentMethodId: p.id,
        branchId,
        pickupPoint: needs.pickupPoint ? (body.pickupPoint ?? null) : null,
        isCompany: body.isCompany,
        invoiceAddress: toSnapshot(body.invoiceAddress, contact),
        deliveryAddress: needs.address ? toSnapshot(body.deliveryAddress ?? body.invoiceAddress, contact) : null,
        note: body.note,
        newsletter: body.newsletter,
        termsAgreedAt: now,
        itemsTotal: totals.goods,
        discountTotal: totals.discount,
        deliveryPrice: deliveryAmounts.total,
        paymentPrice: paymentAmounts.total,
        totalNet,
        totalVat: total - totalNet,
        total,
        variableSymbol: number,
        bankAccount: p.kind === 'bank_transfer' ? site.bankAccount : null,
        bankIban: p.kind === 'bank_transfer' ? site.bankIban : null,
        qrPayment,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const o = order!;

    const rate = (bp: number) => (bp / 100).toFixed(2);
    // Cart lines keep their order; each child follows its parent and points at the parent's order line.
    const orderedLines = loaded.lines.filter((l) => l.parentId === null).flatMap((root) => [root, ...loaded.lines.filter((c) => c.parentId === root.itemId)]);
    const productRows = orderedLines.map((l, position) => {
      const a = lineAmounts(l.unitNet, l.quantity, l.rateBp);
      return {
        orderId: o.id,
        kind: 'product' as const,
        productId: l.product.id,
        variantId: l.variant.id,
        parentId: null as number | null,
        code: l.variant.code,
        name: l.product.name,
        variantName: l.variant.name,
        quantity: l.quantity,
        taxRate: rate(l.rateBp),
        unitPriceNet: a.unitNet,
        unitPrice: a.unitGross,
        totalNet: a.totalNet,
        totalVat: a.totalVat,
        total: a.total,
        position,
      };
    });
    let position = orderedLines.length;
    const itemRows: Array<typeof schema.orderItems.$inferInsert> = [...productRows];
    if (gift) {
      const bp = site.taxRates[gift.product.taxClass].bp;
      itemRows.push({ orderId: o.id, kind: 'gift', productId: gift.product.id, variantId: gift.variant.id, code: gift.variant.code, name: gift.product.name, variantName: gift.variant.name, quantity: 1, taxRate: rate(bp), unitPriceNet: 0, unitPrice: 0, totalNet: 0, totalVat: 0, total: 0, position: position++ });
    }
    itemRows.push({ orderId: o.id, kind: 'delivery', code: d.kind, name: d.name, quantity: 1, taxRate: rate(deliveryBp), unitPriceNet: deliveryAmounts.unitNet, unitPrice: deliveryAmounts.unitGross, totalNet: deliveryAmounts.totalNet, totalVat: deliveryAmounts.totalVat, total: deliveryAmounts.total, position: position++ });
    itemRows.push({ orderId: o.id, kind: 'payment', code: p.kind, name: p.name, quantity: 1, taxRate: rate(paymentBp), unitPriceNet: paymentAmounts.unitNet, unitPrice: paymentAmounts.unitGross, totalNet: paymentAmounts.totalNet, totalVat: paymentAmounts.totalVat, total: paymentAmounts.total, position: position++ });
    // Every line in one insert. Usually it is part of the order's last statement (below); a cart with child
    // lines (rare: additional items) inserts them first, for their ids: a child points at its parent's line.
    const hasChildren = orderedLines.some((l) => l.parentId !== null);
    if (hasChildren) {
      const inserted = await tx.insert(schema.orderItems).values(itemRows).returning({ id: schema.orderItems.id, position: schema.orderItems.position });
      const orderItemIdByCartItem = new Map(orderedLines.map((l, i) => [l.itemId, inserted.find((r) => r.position === i)!.id]));
      for (const l of orderedLines) {
        if (l.parentId === null) continue;
        await tx
          .update(schema.orderItems)
          .set({ parentId: orderItemIdByCartItem.get(l.parentId)! })
          .where(eq(schema.orderItems.id, orderItemIdByCartItem.get(l.itemId)!));
      }
    }

    const discountById = new Map(totals.voucherDiscounts.map((x) => [x.id, x.discount]));
    for (const v of voucherRules) {
      const discount = discountById.get(v.rules.id) ?? 0;
      await tx.insert(schema.orderVouchers).values({ orderId: o.id, voucherId: v.rules.id, code: v.code, discount });
      await tx.insert(schema.voucherUses).values({
        voucherId: v.rules.id,
        orderId: o.id,
        userId: owner.userId,
        email: identityEmail,
        discount,
        commission: v.commissionPercent ? percentOf(totals.total, rateToBasisPoints(v.commissionPercent)) : 0,
        createdAt: now,
      });
    }
    if (body.newsletter) {
      await tx.insert(schema.newsletterSubscribers).values({ siteId: site.id, email: contact.email, source: 'checkout', consentAt: now, createdAt: now }).onConflictDoNothing();
    }
    // In one statement: the order's lines (unless inserted above), the first state of its history, its
    // work placing queues (orders/state-jobs.ts onPlacing: the confirmation e-mail) and the cart gone.
    // Fewer round trips after the order number was taken: its counter row stays locked until the commit, and
    // every other order waits for it.
    const items = hasChildren ? sql`` : sql`items as (${tx.insert(schema.orderItems).values(itemRows).getSQL()}), `;
    const history = tx.insert(schema.orderStateHistory).values({ orderId: o.id, state: o.state, createdAt: now }).getSQL();
    const ctes = [sql`history as (${history})`, ...onPlacing(o.id).map((job, n) => sql`${sql.raw(`job${n}`)} as (${job})`)];
    await tx.execute(sql`with ${items}${sql.join(ctes, sql`, `)} ${tx.delete(schema.carts).where(eq(schema.carts.id, cart.id)).getSQL()}`);
    return { order: o, created: true };
  });
}

