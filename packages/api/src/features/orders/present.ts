import { asc, eq } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import type { AddressSnapshot } from '@konfety/domain/checkout';
import { isPrepayment } from '@konfety/domain/checkout';
import { formatMessage } from '@konfety/domain/i18n';
import { rateToBasisPoints, basisPointsToRate } from '@konfety/domain/pricing';
import type { OrderRow } from './lookup';
import type { OrderOut } from './schemas';


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

export async function presentOrder(db: Db, order: OrderRow, locale: string): Promise<OrderOut> {
  const [items, vouchers, [delivery], [payment], [currency]] = await Promise.all([
    db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id)).orderBy(asc(schema.orderItems.position)),
    db.select().from(schema.orderVouchers).where(eq(schema.orderVouchers.orderId, order.id)),
    db.select().from(schema.deliveryMethods).where(eq(schema.deliveryMethods.id, order.deliveryMethodId)),
    db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, order.paymentMethodId)),
    db.select().from(schema.currencies).where(eq(schema.currencies.id, order.currencyId)),
  ]);
  const [branch] = order.branchId ? await db.select().from(schema.branches).where(eq(schema.branches.id, order.branchId)) : [];
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
  const summaryPath = `/shrnuti/${order.id}/${order.hash}`;
  return {
    id: order.id,
    number: order.number,
    hash: order.hash,
    url: summaryPath,
    date: order.createdAt.toISOString(),
    state: order.state,
    state_name: formatMessage(locale, `order.state.${order.state}`),
    email: order.email,
    phone: order.phone ? `${order.phonePrefix ?? ''}${order.phonePrefix ? ' ' : ''}${order.phone}` : null,
    variable_symbol: order.variableSymbol,
    bank_account: order.bankAccount,
    iban: order.bankIban,
    qr_payment: order.qrPayment,
    qr_image_url: order.qrPayment ? `/api/orders/summary/${order.id}/${order.hash}/qr.svg` : null,
    currency: {
      code: currency!.code,
      rate: order.currencyRate,
      decimals: currency!.decimals,
      symbol_before: currency!.symbolBefore,
      symbol_after: currency!.symbolAfter,
    },
    delivery: { id: delivery!.id, kind: delivery!.kind, name: delivery!.name, price_vat: deliveryItem?.total ?? order.deliveryPrice },
    payment: { id: payment!.id, kind: payment!.kind, name: payment!.name, price_vat: paymentItem?.total ?? order.paymentPrice, is_prepayment: isPrepayment(payment!.kind) },
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
