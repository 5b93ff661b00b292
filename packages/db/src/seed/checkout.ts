import type { Db } from '../client';
import { deliveryMethods, deliveryPayments, paymentMethods } from '../schema/index';
import { FREE_DELIVERY_FROM_CZK, isPaymentAllowedFor } from '@konfety/domain/checkout';
import { toMinor } from '@konfety/domain/money';
import { netFromGross } from '@konfety/domain/pricing';

const CZ_VAT_BP = 2100;
const SK_VAT_BP = 2300;
/** Authoring prices as the shopper sees them keeps them round after VAT. */
const net = (grossCzk: number, rateBp: number) => netFromGross(toMinor(grossCzk), rateBp);
/** The Slovak shop's prices are authored in euros as its customers see them (the seed's rate: 25 CZK per euro). */
const netFromEur = (grossEur: number) => net(grossEur * 25, SK_VAT_BP);

/**
 * Delivery and payment methods per site. All money in the database is CZK
 * (the tracking currency, SPEC §9); the Slovak site shows it converted to EUR.
 * Personal pickup allows only prepayment (SPEC §5). A carrier's `trackingUrl` is its parcel tracking page, `{number}`
 * standing for the parcel's number (the shipped e-mail links it); personal pickup has none.
 */
export async function seedCheckout(db: Db) {
  const czDelivery = await db
    .insert(deliveryMethods)
    .values([
      { siteId: 1, kind: 'branch_pickup', name: 'Osobní odběr na prodejně', description: 'Vyzvednutí na jedné z našich 13 prodejen.', price: 0, freeFrom: null, position: 1 },
      {
        siteId: 1,
        kind: 'courier',
        name: 'Kurýr PPL',
        description: 'Doručení na adresu do 1–2 pracovních dnů.',
        price: net(119, CZ_VAT_BP),
        freeFrom: FREE_DELIVERY_FROM_CZK,
        trackingUrl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={number}',
        position: 2,
      },
      {
        siteId: 1,
        kind: 'pickup_point',
        name: 'Zásilkovna – výdejní místo',
        description: 'Vyzvednutí na výdejním místě Zásilkovny.',
        price: net(79, CZ_VAT_BP),
        freeFrom: FREE_DELIVERY_FROM_CZK,
        widgetUrl: 'https://widget.packeta.com/v6/www/js/library.js',
        trackingUrl: 'https://tracking.packeta.com/cs/?id={number}',
        position: 3,
      },
    ])
    .returning();
  const czPayment = await db
    .insert(paymentMethods)
    .values([
      { siteId: 1, kind: 'bank_transfer', name: 'Bankovní převod (QR platba)', description: 'Po odeslání objednávky zobrazíme QR kód pro platbu.', price: 0, position: 1 },
      { siteId: 1, kind: 'card', name: 'Platba kartou online', description: 'Bezpečná platba kartou přes platební bránu.', price: 0, position: 2 },
      { siteId: 1, kind: 'cash_on_delivery', name: 'Dobírka', description: 'Platba v hotovosti nebo kartou při převzetí.', price: net(39, CZ_VAT_BP), position: 3 },
    ])
    .returning();
  const skDelivery = await db
    .insert(deliveryMethods)
    .values([
      {
        siteId: 2,
        kind: 'courier',
        name: 'Kuriér GLS',
        description: 'Doručenie na adresu do 2–3 pracovných dní.',
        price: netFromEur(4.9),
        freeFrom: FREE_DELIVERY_FROM_CZK,
        trackingUrl: 'https://gls-group.com/SK/sk/sledovanie-zasielok?match={number}',
        position: 1,
      },
      {
        siteId: 2,
        kind: 'pickup_point',
        name: 'Packeta – výdajné miesto',
        description: 'Vyzdvihnutie na výdajnom mieste Packeta.',
        price: netFromEur(2.9),
        freeFrom: FREE_DELIVERY_FROM_CZK,
        widgetUrl: 'https://widget.packeta.com/v6/www/js/library.js',
        trackingUrl: 'https://tracking.packeta.com/sk/?id={number}',
        position: 2,
      },
    ])
    .returning();
  const skPayment = await db
    .insert(paymentMethods)
    .values([
      { siteId: 2, kind: 'bank_transfer', name: 'Bankový prevod', description: 'Platba prevodom na účet.', price: 0, position: 1 },
      { siteId: 2, kind: 'card', name: 'Platba kartou online', description: 'Platba kartou cez platobnú bránu.', price: 0, position: 2 },
      { siteId: 2, kind: 'cash_on_delivery', name: 'Dobierka', description: 'Platba pri prevzatí.', price: netFromEur(1.5), position: 3 },
    ])
    .returning();
  const combos: Array<{ deliveryMethodId: number; paymentMethodId: number }> = [];
  for (const [deliveries, payments] of [
    [czDelivery, czPayment],
    [skDelivery, skPayment],
  ] as const) {
    for (const d of deliveries) {
      for (const p of payments) {
        if (!isPaymentAllowedFor(d.kind, p.kind)) continue;
        combos.push({ deliveryMethodId: d.id, paymentMethodId: p.id });
      }
    }
  }
  await db.insert(deliveryPayments).values(combos);
}
