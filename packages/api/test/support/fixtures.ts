import { and, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { grossUnitPrice, effectiveNetPrice } from '@konfety/domain/pricing';
import { CZ, type TestApp } from './app';

export interface PickedProduct {
  productId: number;
  variantId: number;
  variantCount: number;
  /** Shown unit price (21 % VAT) in haléře. */
  gross: number;
  stock: number;
}

/**
 * Finds demo products by property instead of hard-coding ids, so tests keep
 * working when the demo catalogue changes.
 */
export async function pickProducts(
  db: Db,
  opts: { minStock?: number; singleVariant?: boolean; multiVariant?: boolean; minGross?: number; maxGross?: number; count?: number; outOfStock?: boolean } = {},
): Promise<PickedProduct[]> {
  const rows = await db
    .select({
      productId: schema.products.id,
      variant: schema.variants,
      variantCount: sql<number>`(select count(*)::int from ${schema.variants} v2 where v2.product_id = ${schema.products.id} and v2.active)`,
      stock: sql<number>`coalesce((select sum(s.quantity)::int from ${schema.stock} s where s.variant_id = ${schema.variants.id}), 0)`,
      hasRows: sql<boolean>`exists (select 1 from ${schema.stock} s where s.variant_id = ${schema.variants.id})`,
    })
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .where(and(eq(schema.products.active, true), eq(schema.variants.active, true), eq(schema.products.isAdult, false)))
    .orderBy(schema.variants.id);
  const out: PickedProduct[] = [];
  for (const r of rows) {
    const gross = grossUnitPrice(effectiveNetPrice(r.variant), 2100);
    const count = Number(r.variantCount);
    const stock = Number(r.stock);
    if (opts.outOfStock ? !(r.hasRows && stock === 0) : stock < (opts.minStock ?? 1)) continue;
    if (opts.singleVariant && count !== 1) continue;
    if (opts.multiVariant && count < 2) continue;
    if (opts.minGross !== undefined && gross < opts.minGross) continue;
    if (opts.maxGross !== undefined && gross > opts.maxGross) continue;
    if (out.some((p) => p.productId === r.productId)) continue;
    out.push({ productId: r.productId, variantId: r.variant.id, variantCount: count, gross, stock });
    if (out.length >= (opts.count ?? 1)) break;
  }
  if (out.length < (opts.count ?? 1)) throw new Error(`demo data has no product matching ${JSON.stringify(opts)}`);
  return out;
}

export async function newGuestCart(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0', headers });
  if (res.statusCode !== 200) throw new Error(`guest cart: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; tempId: string };
}

export async function putItem(t: TestApp, headers: Record<string, string>, cartId: string | number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}`, headers, payload: body });
}

/** A new guest cart holding `quantity` pieces of the picked variant. */
export async function cartWith(t: TestApp, p: PickedProduct, quantity = 1, headers: Record<string, string> = CZ) {
  const cart = await newGuestCart(t, headers);
  const res = await putItem(t, headers, cart.tempId, { id: p.productId, variantId: p.variantId, quantity });
  if (res.statusCode !== 200) throw new Error(`adding to cart: ${res.statusCode} ${res.body}`);
  return cart;
}

/** A valid guest checkout: personal pickup at the first branch, bank transfer; `extra` overrides fields. */
export function guestOrderBody(methods: Awaited<ReturnType<typeof checkoutMethods>>, cartId: string | number, extra: Record<string, unknown> = {}) {
  return {
    cartId,
    deliveryId: methods.delivery('branch_pickup').id,
    paymentId: methods.payment('bank_transfer').id,
    branchId: methods.branches[0]!.id,
    email: 'Novy.Zakaznik@example.com',
    phonePrefix: '+420',
    phone: '602111222',
    invoiceAddress: address,
    terms: true,
    ...extra,
  };
}

/** The order body of a Slovak guest (the Slovak site's `methods`): a courier to a Slovak address, paid by bank transfer unless `extra` says otherwise. */
export function slovakOrderBody(methods: Awaited<ReturnType<typeof checkoutMethods>>, cartId: string | number, extra: Record<string, unknown> = {}) {
  return {
    cartId,
    deliveryId: methods.delivery('courier').id,
    paymentId: methods.payment('bank_transfer').id,
    branchId: null,
    email: 'zakaznik@example.sk',
    phonePrefix: '+421',
    phone: '902111222',
    invoiceAddress: slovakAddress,
    terms: true,
    ...extra,
  };
}

export async function addVoucher(t: TestApp, headers: Record<string, string>, cartId: string | number, voucherCode: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/voucher/cart/add/${cartId}`, headers, payload: { voucherCode, serviceType: 'eshop', ...extra } });
}

export const address = {
  firstname: 'Petr',
  lastname: 'Svoboda',
  street: 'Korunní 12',
  city: 'Praha 2',
  zip: '120 00',
  country: 'CZ',
};

export async function checkoutMethods(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/checkout/methods', headers });
  const data = res.json().data as {
    delivery: Array<{ id: number; kind: string; price_vat: number; payment_ids: number[] }>;
    payment: Array<{ id: number; kind: string; price_vat: number }>;
    branches: Array<{ id: number; name: string }>;
  };
  const byKind = <T extends { kind: string }>(list: T[], kind: string) => {
    const m = list.find((x) => x.kind === kind);
    if (!m) throw new Error(`no ${kind}`);
    return m;
  };
  return {
    ...data,
    delivery: (kind: string) => byKind(data.delivery, kind),
    payment: (kind: string) => byKind(data.payment, kind),
  };
}

export async function stockOf(db: Db, variantId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${schema.stock.quantity}), 0)::int` })
    .from(schema.stock)
    .where(eq(schema.stock.variantId, variantId));
  return Number(row?.n ?? 0);
}

export const slovakAddress = { ...address, firstname: 'Ján', lastname: 'Slovák', street: 'Obchodná 1', city: 'Bratislava', zip: '81101', country: 'SK' };
