import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { priceCart } from '@konfety/domain/cart';
import { orderQrPayment } from '@konfety/domain/qr-payment';
import { lineAmounts, effectiveNetPrice, rateToBasisPoints } from '@konfety/domain/pricing';
import { percentOf } from '@konfety/domain/money';
import type { OrderState } from '@konfety/domain/orders';
import type { Db } from '../client';
import {
  currencies, deliveryMethods, orderItems, orderStateHistory, orderVouchers, orders, paymentMethods, products, sites, stock, taxRates, variants, voucherUses, vouchers,
} from '../schema/index';
import type { SeedContext } from './context';
import { nextOrderNumber } from '../order-numbers';

const CZ_VAT = '21.00';

/**
 * Past orders of the demo customer so the account screens have history:
 * a delivered one paid by transfer using the influencer's code (so the
 * influencer sees a commission) and a recent one waiting for payment.
 * Built with the same domain price rules as live orders; the order rows are
 * historical snapshots, so stock is not touched.
 */
export async function seedDemoOrders(
  db: Db,
  ctx: SeedContext,
  accounts: { customerId: number },
  branches: { storeIds: number[] },
) {
  const [site] = await db.select().from(sites).where(eq(sites.code, 'cz'));
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, site!.currencyId));
  const [rate] = await db.select().from(taxRates).where(and(eq(taxRates.countryId, site!.countryId), eq(taxRates.taxClass, 'standard')));
  const bp = rateToBasisPoints(rate?.rate ?? CZ_VAT);
  const picks = await db
    .selectDistinctOn([variants.productId], { product: products, variant: variants })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(products.active, true), eq(products.isAdult, false), gt(stock.quantity, 0)))
    .orderBy(variants.productId, asc(variants.id))
    .limit(6);
  if (picks.length < 4) throw new Error('demo orders need at least 4 products in stock');
  const [courier] = await db.select().from(deliveryMethods).where(and(eq(deliveryMethods.siteId, site!.id), eq(deliveryMethods.kind, 'courier')));
  const [pickup] = await db.select().from(deliveryMethods).where(and(eq(deliveryMethods.siteId, site!.id), eq(deliveryMethods.kind, 'branch_pickup')));
  const [transfer] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.siteId, site!.id), eq(paymentMethods.kind, 'bank_transfer')));
  const [influencerVoucher] = await db.select().from(vouchers).where(eq(vouchers.code, 'TEREZA15'));
  const address = {
    firstname: 'Jana', lastname: 'Nováková', company: null, companyId: null, vatId: null,
    street: 'Vinohradská 1234/56', city: 'Praha 2', zip: '12000', country: 'CZ',
    phonePrefix: '+420', phone: '603123456', email: 'zakaznik@example.com',
  };
  const plans: Array<{ daysAgo: number; state: OrderState; lines: typeof picks; delivery: typeof courier; voucher: boolean; history: OrderState[] }> = [
    { daysAgo: 41, state: 'delivered', lines: picks.slice(0, 3), delivery: courier, voucher: true, history: ['waiting_for_payment', 'paid', 'processing', 'shipped', 'delivered'] },
    { daysAgo: 2, state: 'waiting_for_payment', lines: picks.slice(3, 5), delivery: pickup, voucher: false, history: ['waiting_for_payment'] },
  ];
  for (const plan of plans) {
    const at = new Date(ctx.now.getTime() - plan.daysAgo * 86400000);
    const lines = plan.lines.map((l, i) => ({ ...l, quantity: i === 0 ? 2 : 1, unitNet: effectiveNetPrice(l.variant) }));
    const applied = plan.voucher && influencerVoucher ? [{ id: influencerVoucher.id, voucherType: influencerVoucher.voucherType, value: influencerVoucher.value }] : [];
    const totals = priceCart({ lines: lines.map((l) => ({ unitNet: l.unitNet, quantity: l.quantity, rateBp: bp })), vouchers: applied });
    const deliveryNet = plan.delivery!.freeFrom !== null && totals.total >= plan.delivery!.freeFrom ? 0 : plan.delivery!.price;
    const delivery = lineAmounts(deliveryNet, 1, bp);
    const total = totals.total + delivery.total;
    const totalNet = totals.net + delivery.totalNet;
    const number = await nextOrderNumber(db, at);
    const [order] = await db
      .insert(orders)
      .values({
        number,
        hash: randomBytes(32).toString('hex'),
        siteId: site!.id,
        userId: accounts.customerId,
        state: plan.state,
        email: address.email,
        phonePrefix: address.phonePrefix,
        phone: address.phone,
        currencyId: currency!.id,
        currencyRate: currency!.rate,
        deliveryMethodId: plan.delivery!.id,
        paymentMethodId: transfer!.id,
        branchId: plan.delivery!.kind === 'branch_pickup' ? (branches.storeIds[0] ?? null) : null,
        invoiceAddress: address,
        deliveryAddress: plan.delivery!.kind === 'courier' ? address : null,
        termsAgreedAt: at,
        itemsTotal: totals.goods,
        discountTotal: totals.discount,
        deliveryPrice: delivery.total,
        paymentPrice: 0,
        totalNet,
        totalVat: total - totalNet,
        total,
        variableSymbol: number,
        bankAccount: site!.bankAccount,
        bankIban: site!.bankIban,
        // As a placed order's: QR Platba in CZK, PAY by square should a demo order ever be the Slovak site's.
        qrPayment: orderQrPayment({ variableSymbol: number, total, currency: currency!, iban: site!.bankIban, bic: site!.bankBic, recipientName: 'KONFETY SRO' }),
        paidAt: plan.state === 'waiting_for_payment' ? null : new Date(at.getTime() + 3600000),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    let position = 0;
    await db.insert(orderItems).values([
      ...lines.map((l) => {
        const a = lineAmounts(l.unitNet, l.quantity, bp);
        return {
          orderId: order!.id, kind: 'product' as const, productId: l.product.id, variantId: l.variant.id, code: l.variant.code,
          name: l.product.name, variantName: l.variant.name, quantity: l.quantity, taxRate: CZ_VAT,
          unitPriceNet: a.unitNet, unitPrice: a.unitGross, totalNet: a.totalNet, totalVat: a.totalVat, total: a.total, position: position++,
        };
      }),
      {
        orderId: order!.id, kind: 'delivery' as const, code: plan.delivery!.kind, name: plan.delivery!.name, quantity: 1, taxRate: CZ_VAT,
        unitPriceNet: delivery.unitNet, unitPrice: delivery.unitGross, totalNet: delivery.totalNet, totalVat: delivery.totalVat, total: delivery.total, position: position++,
      },
      {
        orderId: order!.id, kind: 'payment' as const, code: transfer!.kind, name: transfer!.name, quantity: 1, taxRate: CZ_VAT,
        unitPriceNet: 0, unitPrice: 0, totalNet: 0, totalVat: 0, total: 0, position: position++,
      },
    ]);
    await db.insert(orderStateHistory).values(
      plan.history.map((state, i) => ({ orderId: order!.id, state, createdAt: new Date(at.getTime() + i * 86400000) })),
    );
    if (applied.length > 0 && influencerVoucher) {
      const discount = totals.voucherDiscounts[0]!.discount;
      await db.insert(orderVouchers).values({ orderId: order!.id, voucherId: influencerVoucher.id, code: influencerVoucher.code, discount });
      await db.insert(voucherUses).values({
        voucherId: influencerVoucher.id, orderId: order!.id, userId: accounts.customerId, email: address.email, discount,
        commission: percentOf(totals.total, rateToBasisPoints(influencerVoucher.commissionPercent ?? '0')), createdAt: at,
      });
      await db.update(vouchers).set({ usedQuantity: sql`${vouchers.usedQuantity} + 1` }).where(eq(vouchers.id, influencerVoucher.id));
    }
  }
}
