import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { isPrepayment } from '@konfety/domain/checkout';
import { deliveryRequirements } from '@konfety/domain/checkout-rules';
import { variantNameIn } from '@konfety/domain/facets';
import { grossUnitPrice } from '@konfety/domain/pricing';
import type { SiteContext } from '../../sites';
import { localized } from '../catalog/present';
import type { SiteScope } from '../../shop-context';
import type { CheckoutMethodsOut } from './schemas';

export type DeliveryRow = typeof schema.deliveryMethods.$inferSelect;
export type PaymentRow = typeof schema.paymentMethods.$inferSelect;

/** Active delivery and payment methods of a site with the combinations they allow. */
export async function loadMethods(db: Db, site: SiteContext) {
  const deliveries = await db
    .select()
    .from(schema.deliveryMethods)
    .where(and(eq(schema.deliveryMethods.siteId, site.id), eq(schema.deliveryMethods.active, true)))
    .orderBy(asc(schema.deliveryMethods.position));
  const payments = await db
    .select()
    .from(schema.paymentMethods)
    .where(and(eq(schema.paymentMethods.siteId, site.id), eq(schema.paymentMethods.active, true)))
    .orderBy(asc(schema.paymentMethods.position));
  const combos = deliveries.length
    ? await db
        .select()
        .from(schema.deliveryPayments)
        .where(inArray(schema.deliveryPayments.deliveryMethodId, deliveries.map((d) => d.id)))
    : [];
  const paymentIds = new Set(payments.map((p) => p.id));
  const allowed = new Map<number, number[]>();
  for (const c of combos) {
    if (!paymentIds.has(c.paymentMethodId)) continue;
    allowed.set(c.deliveryMethodId, [...(allowed.get(c.deliveryMethodId) ?? []), c.paymentMethodId]);
  }
  return { deliveries, payments, allowed };
}

/** snake_case keys of a row read as JSON (to_jsonb) → the schema's camelCase keys (plain columns only). */
function camelRow<T>(row: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v])) as T;
}

/**
 * What placing an order checks the checkout against, in one statement: the site's active delivery and payment
 * methods with the combinations they allow (as `loadMethods`), the stores a pickup may name, and the codes of the
 * countries the shop knows.
 */
export async function placementReference(db: Db, site: SiteContext) {
  const result = (await db.execute(sql`select
    (select coalesce(json_agg(to_jsonb(d) order by d.position), '[]') from delivery_methods d where d.site_id = ${site.id} and d.active) as deliveries,
    (select coalesce(json_agg(to_jsonb(p) order by p.position), '[]') from payment_methods p where p.site_id = ${site.id} and p.active) as payments,
    (select coalesce(json_agg(json_build_array(dp.delivery_method_id, dp.payment_method_id)), '[]')
       from delivery_payments dp join delivery_methods d on d.id = dp.delivery_method_id where d.site_id = ${site.id} and d.active) as combos,
    (select coalesce(json_agg(b.id order by b.position, b.id), '[]') from branches b
       where b.kind = 'store' and b.active and b.pickup_enabled and b.country_id = ${site.countryId}) as pickup_branch_ids,
    (select coalesce(json_agg(trim(c.code)), '[]') from countries c where c.active) as countries`)) as unknown as {
    rows: Array<{ deliveries: Array<Record<string, unknown>>; payments: Array<Record<string, unknown>>; combos: Array<[number, number]>; pickup_branch_ids: number[]; countries: string[] }>;
  };
  const row = result.rows[0]!;
  const deliveries = row.deliveries.map((d) => camelRow<DeliveryRow>(d));
  const payments = row.payments.map((p) => camelRow<PaymentRow>(p));
  const paymentIds = new Set(payments.map((p) => p.id));
  const allowed = new Map<number, number[]>();
  for (const [deliveryId, paymentId] of row.combos) {
    if (!paymentIds.has(paymentId)) continue;
    allowed.set(deliveryId, [...(allowed.get(deliveryId) ?? []), paymentId]);
  }
  return { deliveries, payments, allowed, pickupBranchIds: row.pickup_branch_ids, countries: row.countries };
}

/** `widgetUrlOverride` replaces a pickup-point widget's seeded library URL (configured PACKETA_WIDGET_URL). */
export function presentDelivery(d: DeliveryRow, site: SiteContext, paymentIds: number[], widgetUrlOverride: string | null = null) {
  const needs = deliveryRequirements(d.kind);
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    description: d.description,
    price: d.price,
    price_vat: grossUnitPrice(d.price, site.taxRates[d.taxClass].bp),
    free_from: d.freeFrom,
    widget_url: d.widgetUrl && widgetUrlOverride ? widgetUrlOverride : d.widgetUrl,
    requires_branch: needs.branch,
    requires_pickup_point: needs.pickupPoint,
    requires_address: needs.address,
    payment_ids: paymentIds,
  };
}

export function presentPayment(p: PaymentRow, site: SiteContext) {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    description: p.description,
    price: p.price,
    price_vat: grossUnitPrice(p.price, site.taxRates[p.taxClass].bp),
    is_prepayment: isPrepayment(p.kind),
  };
}

export async function pickupBranches(db: Db, site: SiteContext) {
  return db
    .select()
    .from(schema.branches)
    .where(and(eq(schema.branches.kind, 'store'), eq(schema.branches.active, true), eq(schema.branches.pickupEnabled, true), eq(schema.branches.countryId, site.countryId)))
    .orderBy(asc(schema.branches.position), asc(schema.branches.id));
}

/**
 * The site's free gifts a shopper can get (one of them when `giftId` is
 * given): active, of an active product variant, with stock somewhere (placing
 * the order takes one piece), cheapest threshold first. The offer on the cart
 * page and the check when the order is placed are this one query.
 */
export function giftRows(db: Db, site: SiteContext, giftId?: number) {
  const inStock = db
    .select({ variantId: schema.stock.variantId })
    .from(schema.stock)
    .where(gt(schema.stock.quantity, 0));
  return db
    .select({ gift: schema.gifts, variant: schema.variants, product: schema.products })
    .from(schema.gifts)
    .innerJoin(schema.variants, eq(schema.variants.id, schema.gifts.variantId))
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .where(
      and(
        giftId === undefined ? undefined : eq(schema.gifts.id, giftId),
        eq(schema.gifts.siteId, site.id),
        eq(schema.gifts.active, true),
        eq(schema.variants.active, true),
        eq(schema.products.active, true),
        inArray(schema.gifts.variantId, inStock),
      ),
    )
    .orderBy(asc(schema.gifts.minTotal), asc(schema.gifts.id));
}

export async function availableGifts(db: Db, site: SiteContext) {
  const rows = await giftRows(db, site);
  return rows.map(({ gift, variant, product }) => ({
    id: gift.id,
    product_id: product.id,
    variant_id: variant.id,
    name: localized(product, 'name', site.locale),
    variant_name: variantNameIn(variant.name, site.locale),
    image: product.mainImage,
    min_total: gift.minTotal,
  }));
}

/** Packeta settings of the shop: the key the pickup-point widget is opened with, and its URL (a stand-in in development and tests). */
export interface PacketaSettings {
  apiKey: string | null;
  widgetUrl: string | null;
}

/** Everything the checkout form offers on this site: deliveries with the payments each allows, pickup branches, free gifts. */
export async function checkoutMethods(scope: SiteScope, packeta: PacketaSettings): Promise<CheckoutMethodsOut> {
  const { db, site } = scope;
  const [{ deliveries, payments, allowed }, branches, gifts] = await Promise.all([loadMethods(db, site), pickupBranches(db, site), availableGifts(db, site)]);
  return {
    delivery: deliveries.map((d) => presentDelivery(d, site, allowed.get(d.id) ?? [], packeta.widgetUrl)),
    payment: payments.map((p) => presentPayment(p, site)),
    branches: branches.map((b) => ({
      id: b.id,
      name: b.name,
      street: b.street,
      city: b.city,
      zip: b.zip,
      phone: b.phone,
      email: b.email,
      opening_hours: b.openingHours,
    })),
    gifts,
    ships_to: site.countryCode,
    packeta_api_key: packeta.apiKey,
  };
}
