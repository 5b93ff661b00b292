import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { isPrepayment } from '@konfety/domain/checkout';
import { deliveryRequirements } from '@konfety/domain/checkout-rules';
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
    variant_name: variant.name,
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
