import { storefrontPath } from '@konfety/domain/site-urls';
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Db, schema } from '@konfety/db';
import type { AddressSnapshot } from '@konfety/domain/checkout';
import { isPrepayment } from '@konfety/domain/checkout';
import { formatMessage } from '@konfety/domain/i18n';
import { qrPaymentStandard } from '@konfety/domain/order-payment';
import { rateToBasisPoints, basisPointsToRate } from '@konfety/domain/pricing';
import type { OrderRow } from './lookup';
import type { OrderOut } from './schemas';

interface ItemJson {
  kind: (typeof schema.orderItemKinds)[number];
  product_id: number | null;
  variant_id: number | null;
  code: string | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  tax_rate: string;
  unit_price: number;
  unit_price_net: number;
  total_net: number;
  total: number;
  total_vat: number;
}

function address(a: AddressSnapshot) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    company_id: a.companyId,
    vat_id: a.vatId,
    street: a.street,
    city: a.city,
    zip: a.zip,
    country: a.country,
    phone: a.phone ? `${a.phonePrefix ?? ''}${a.phonePrefix ? ' ' : ''}${a.phone}` : null,
    email: a.email,
  };
}

/** What an order is presented with, for a select from `orders` joined as in `selectOrderDetail`. */
const detailFields = {
  delivery: schema.deliveryMethods,
  payment: schema.paymentMethods,
  currency: schema.currencies,
  branch: schema.branches,
  items: sql<ItemJson[]>`(
    select coalesce(json_agg(json_build_object('kind', i.kind, 'product_id', i.product_id, 'variant_id', i.variant_id, 'code', i.code,
      'name', i.name, 'variant_name', i.variant_name, 'quantity', i.quantity, 'tax_rate', i.tax_rate::text, 'unit_price', i.unit_price,
      'unit_price_net', i.unit_price_net, 'total_net', i.total_net, 'total', i.total, 'total_vat', i.total_vat) order by i.position), '[]')
    from order_items i where i.order_id = ${schema.orders.id})`,
  vouchers: sql<Array<{ code: string; discount: number }>>`(
    select coalesce(json_agg(json_build_object('code', v.code, 'discount', v.discount)), '[]') from order_vouchers v where v.order_id = ${schema.orders.id})`,
};

/**
 * One statement for everything an order's presentation shows: the order's methods, currency and pickup store
 * joined, its lines and vouchers as JSON columns, plus the caller's `extra` columns; the caller adds the `where`.
 */
export function selectOrderDetail<E extends SelectedFields>(db: Db, extra: E) {
  return db
    .select({ ...detailFields, ...extra })
    .from(schema.orders)
    .innerJoin(schema.deliveryMethods, eq(schema.deliveryMethods.id, schema.orders.deliveryMethodId))
    .innerJoin(schema.paymentMethods, eq(schema.paymentMethods.id, schema.orders.paymentMethodId))
    .innerJoin(schema.currencies, eq(schema.currencies.id, schema.orders.currencyId))
    .leftJoin(schema.branches, eq(schema.branches.id, schema.orders.branchId));
}

interface OrderDetailRow {
  delivery: typeof schema.deliveryMethods.$inferSelect;
  payment: typeof schema.paymentMethods.$inferSelect;
  currency: typeof schema.currencies.$inferSelect;
  branch: typeof schema.branches.$inferSelect | null;
  items: ItemJson[];
  vouchers: Array<{ code: string; discount: number }>;
}

export async function presentOrder(db: Db, order: OrderRow, locale: string): Promise<OrderOut> {
  const [row] = await selectOrderDetail(db, {}).where(eq(schema.orders.id, order.id));
  return shapeOrder(order, row!, locale);
}

/** The order as the summary presents it, from its row and what `selectOrderDetail` read with it. */
export function shapeOrder(order: OrderRow, row: OrderDetailRow, locale: string): OrderOut {
  const { delivery, payment, currency, branch } = row;
  const items = row.items.map((i) => ({
    kind: i.kind,
    productId: i.product_id,
    variantId: i.variant_id,
    code: i.code,
    name: i.name,
    variantName: i.variant_name,
    quantity: i.quantity,
    taxRate: i.tax_rate,
    unitPrice: i.unit_price,
    unitPriceNet: i.unit_price_net,
    totalNet: i.total_net,
    total: i.total,
    totalVat: i.total_vat,
  }));
  const vouchers = row.vouchers;
  const item = (i: (typeof items)[number]) => ({
    kind: i.kind,
    product_id: i.productId,
    variant_id: i.variantId,
    code: i.code,
    name: i.name,
    variant_name: i.variantName,
    amount: i.quantity,
    tax_rate: basisPointsToRate(rateToBasisPoints(i.taxRate)),
    unit_price: i.unitPrice,
    unit_price_without_vat: i.unitPriceNet,
    price_without_vat: i.totalNet,
    price_with_vat: i.total,
    vat: i.totalVat,
  });
  const deliveryItem = items.find((i) => i.kind === 'delivery');
  const paymentItem = items.find((i) => i.kind === 'payment');
  return {
    id: order.id,
    number: order.number,
    hash: order.hash,
    url: storefrontPath(locale, 'summary', { id: order.id, hash: order.hash }),
    date: order.createdAt.toISOString(),
    state: order.state,
    state_name: formatMessage(locale, `order.state.${order.state}`),
    email: order.email,
    phone: order.phone ? `${order.phonePrefix ?? ''}${order.phonePrefix ? ' ' : ''}${order.phone}` : null,
    variable_symbol: order.variableSymbol,
    // A Slovak account's number is its IBAN: said once, as the IBAN.
    bank_account: order.bankAccount !== null && order.bankAccount.replace(/\s+/g, '').toUpperCase() === order.bankIban ? null : order.bankAccount,
    iban: order.bankIban,
    qr_payment: order.qrPayment,
    qr_standard: order.qrPayment ? qrPaymentStandard(order.qrPayment) : null,
    qr_image_url: order.qrPayment ? `/api/orders/summary/${order.id}/${order.hash}/qr.svg` : null,
    currency: {
      code: currency.code,
      rate: order.currencyRate,
      decimals: currency.decimals,
      symbol_before: currency.symbolBefore,
      symbol_after: currency.symbolAfter,
    },
    delivery: { id: delivery.id, kind: delivery.kind, name: delivery.name, price_vat: deliveryItem?.total ?? order.deliveryPrice },
    payment: { id: payment.id, kind: payment.kind, name: payment.name, price_vat: paymentItem?.total ?? order.paymentPrice, is_prepayment: isPrepayment(payment.kind) },
    pickup_store: branch ? { id: branch.id, name: branch.name, street: branch.street, city: branch.city, zip: branch.zip, phone: branch.phone } : null,
    pickup_point: order.pickupPoint,
    is_company: order.isCompany,
    invoice_address: address(order.invoiceAddress),
    delivery_address: order.deliveryAddress ? address(order.deliveryAddress) : null,
    note: order.note,
    items: items.filter((i) => i.kind !== 'gift').map(item),
    gifts: items.filter((i) => i.kind === 'gift').map(item),
    vouchers: vouchers.map((v) => ({ code: v.code, discount: v.discount })),
    items_total: order.itemsTotal,
    discount: order.discountTotal,
    total_without_vat: order.totalNet,
    total_vat: order.totalVat,
    total: order.total,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
  };
}
