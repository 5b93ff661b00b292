import type { Db } from '../client';
import { vouchers } from '../schema/index';

/** The demo codes the README lists; each exercises one rule of SPEC §3/§8. */
export async function seedVouchers(db: Db, now: Date, influencerId: number) {
  const day = 86400000;
  await db.insert(vouchers).values([
    { code: 'SLEVA10', name: 'Sleva 10 %', voucherType: 'percent', value: 1000 },
    { code: 'MINUS200', name: 'Sleva 200 Kč od 1 000 Kč', voucherType: 'amount', value: 20000, minimalPrice: 100000 },
    { code: 'JEDNOU', name: 'Jednorázová sleva 15 %', voucherType: 'percent', value: 1500, quantityPerUser: 1, requiresEmail: true },
    { code: 'EXPIROVANY', name: 'Letní akce', voucherType: 'percent', value: 2000, activeFrom: new Date(now.getTime() - 90 * day), activeTo: new Date(now.getTime() - 30 * day) },
    { code: 'BUDOUCI', name: 'Vánoční akce', voucherType: 'percent', value: 1500, activeFrom: new Date(now.getTime() + 30 * day), activeTo: new Date(now.getTime() + 60 * day) },
    { code: 'VYPRODANY', name: 'Prvních 50 nákupů', voucherType: 'amount', value: 10000, quantity: 50, usedQuantity: 50 },
    { code: 'TEREZA15', name: 'Kód influencerky Terezy', voucherType: 'percent', value: 1500, ownerUserId: influencerId, commissionPercent: '10.00' },
    { code: 'PRODEJNA50', name: 'Sleva na prodejně', voucherType: 'amount', value: 5000, serviceType: 'store' },
  ]);
}
