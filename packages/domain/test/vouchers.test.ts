import { describe, expect, it } from 'vitest';
import {
  applyVouchers,
  checkVoucher,
  ESHOP_SERVICE_TYPE,
  normalizeVoucherCode,
  voucherErrorCodes,
  type VoucherContext,
  type VoucherRules,
} from '../src/vouchers';

const now = new Date('2025-06-15T12:00:00Z');

function voucher(over: Partial<VoucherRules> = {}): VoucherRules {
  return {
    id: 7,
    voucherType: 'amount',
    value: 10000,
    type: 'cart',
    serviceType: 'eshop',
    requiresEmail: false,
    quantity: null,
    usedQuantity: 0,
    quantityPerUser: null,
    minimalPrice: null,
    activeFrom: null,
    activeTo: null,
    active: true,
    ...over,
  };
}

function ctx(over: Partial<VoucherContext> = {}): VoucherContext {
  return {
    now,
    serviceType: ESHOP_SERVICE_TYPE,
    goodsTotal: 100000,
    cartVoucherIds: [],
    identity: { userId: 1 },
    usesByIdentity: 0,
    inOtherCartOfIdentity: false,
    ...over,
  };
}

describe('checkVoucher: one test per error code', () => {
  it('accepts a plain valid voucher', () => {
    expect(checkVoucher(voucher(), ctx())).toBeNull();
  });

  it('not_exists: missing or inactive voucher', () => {
    expect(checkVoucher(null, ctx())).toEqual({ code: 'not_exists' });
    expect(checkVoucher(voucher({ active: false }), ctx())).toEqual({ code: 'not_exists' });
  });

  it('service_type: a voucher for another service', () => {
    expect(checkVoucher(voucher({ serviceType: 'rental' }), ctx())).toEqual({ code: 'service_type' });
  });

  it('voucher_is_already_added: already on this cart', () => {
    expect(checkVoucher(voucher(), ctx({ cartVoucherIds: [3, 7] }))).toEqual({ code: 'voucher_is_already_added' });
    expect(checkVoucher(voucher(), ctx({ cartVoucherIds: [3, 8] }))).toBeNull();
  });

  it('active_from: before the window opens (the opening instant itself is valid)', () => {
    expect(checkVoucher(voucher({ activeFrom: new Date(now.getTime() + 1) }), ctx())).toEqual({ code: 'active_from' });
    expect(checkVoucher(voucher({ activeFrom: now }), ctx())).toBeNull();
  });

  it('active_to: after the window closes (the closing instant itself is valid)', () => {
    expect(checkVoucher(voucher({ activeTo: new Date(now.getTime() - 1) }), ctx())).toEqual({ code: 'active_to' });
    expect(checkVoucher(voucher({ activeTo: now }), ctx())).toBeNull();
  });

  it('quantity: all uses consumed', () => {
    expect(checkVoucher(voucher({ quantity: 5, usedQuantity: 5 }), ctx())).toEqual({ code: 'quantity' });
    expect(checkVoucher(voucher({ quantity: 5, usedQuantity: 4 }), ctx())).toBeNull();
    expect(checkVoucher(voucher({ quantity: 0, usedQuantity: 0 }), ctx())).toEqual({ code: 'quantity' });
  });

  it('email_required: a voucher type that needs an e-mail, with no identity', () => {
    expect(checkVoucher(voucher({ requiresEmail: true }), ctx({ identity: null }))).toEqual({ code: 'email_required' });
    expect(checkVoucher(voucher({ requiresEmail: true }), ctx({ identity: { email: 'a@b.cz' } }))).toBeNull();
  });

  it('quantity_per_user_limit: carries the limit as value', () => {
    expect(checkVoucher(voucher({ quantityPerUser: 2 }), ctx({ usesByIdentity: 2 }))).toEqual({
      code: 'quantity_per_user_limit',
      value: 2,
    });
    expect(checkVoucher(voucher({ quantityPerUser: 2 }), ctx({ usesByIdentity: 1 }))).toBeNull();
  });

  it('does not apply the per-user limit to an anonymous shopper when no e-mail is required', () => {
    expect(checkVoucher(voucher({ quantityPerUser: 1 }), ctx({ identity: null, usesByIdentity: 5 }))).toBeNull();
  });

  it('user_check: the same identity holds a per-user voucher in another cart', () => {
    expect(checkVoucher(voucher({ quantityPerUser: 1 }), ctx({ inOtherCartOfIdentity: true }))).toEqual({ code: 'user_check' });
    // Without a per-user limit another cart does not matter.
    expect(checkVoucher(voucher(), ctx({ inOtherCartOfIdentity: true }))).toBeNull();
  });

  it('minimal_price: goods total below the minimum carries the minimum; equal passes', () => {
    expect(checkVoucher(voucher({ minimalPrice: 50000 }), ctx({ goodsTotal: 49999 }))).toEqual({ code: 'minimal_price', value: 50000 });
    expect(checkVoucher(voucher({ minimalPrice: 50000 }), ctx({ goodsTotal: 50000 }))).toBeNull();
  });

  it('has a test for every declared code', () => {
    expect([...voucherErrorCodes].sort()).toEqual(
      [
        'not_exists',
        'service_type',
        'quantity_per_user_limit',
        'voucher_is_already_added',
        'user_check',
        'quantity',
        'active_from',
        'active_to',
        'minimal_price',
        'email_required',
      ].sort(),
    );
  });
});

describe('checkVoucher: order of checks', () => {
  const everythingWrong = voucher({
    serviceType: 'rental',
    activeFrom: new Date('2030-01-01'),
    activeTo: new Date('2020-01-01'),
    quantity: 1,
    usedQuantity: 1,
    requiresEmail: true,
    quantityPerUser: 1,
    minimalPrice: 10 ** 9,
  });
  const worst = ctx({ cartVoucherIds: [7], identity: null, usesByIdentity: 9, inOtherCartOfIdentity: true, goodsTotal: 0 });

  it('reports the first failing rule in the documented order', () => {
    expect(checkVoucher({ ...everythingWrong, active: false }, worst)?.code).toBe('not_exists');
    expect(checkVoucher(everythingWrong, worst)?.code).toBe('service_type');
    let v = { ...everythingWrong, serviceType: 'eshop' };
    expect(checkVoucher(v, worst)?.code).toBe('voucher_is_already_added');
    const c = { ...worst, cartVoucherIds: [] };
    expect(checkVoucher(v, c)?.code).toBe('active_from');
    v = { ...v, activeFrom: null };
    expect(checkVoucher(v, c)?.code).toBe('active_to');
    v = { ...v, activeTo: null };
    expect(checkVoucher(v, c)?.code).toBe('quantity');
    v = { ...v, quantity: null };
    expect(checkVoucher(v, c)?.code).toBe('email_required');
    const withIdentity = { ...c, identity: { email: 'x@y.cz' } };
    expect(checkVoucher(v, withIdentity)?.code).toBe('quantity_per_user_limit');
    expect(checkVoucher(v, { ...withIdentity, usesByIdentity: 0 })?.code).toBe('user_check');
    expect(checkVoucher(v, { ...withIdentity, usesByIdentity: 0, inOtherCartOfIdentity: false })?.code).toBe('minimal_price');
  });
});

describe('applyVouchers (running total, in the order added)', () => {
  it('subtracts amounts and percentages of the running total', () => {
    const r = applyVouchers(10000, [
      { id: 1, voucherType: 'amount', value: 3000 },
      { id: 2, voucherType: 'percent', value: 1000 },
    ]);
    expect(r).toEqual({ discounts: [{ id: 1, discount: 3000 }, { id: 2, discount: 700 }], total: 6300 });
  });

  it('depends on the order: percent first gives a different result', () => {
    const r = applyVouchers(10000, [
      { id: 2, voucherType: 'percent', value: 1000 },
      { id: 1, voucherType: 'amount', value: 3000 },
    ]);
    expect(r).toEqual({ discounts: [{ id: 2, discount: 1000 }, { id: 1, discount: 3000 }], total: 6000 });
  });

  it('rounds the percent share to a whole minor unit', () => {
    expect(applyVouchers(999, [{ id: 1, voucherType: 'percent', value: 1000 }])).toEqual({
      discounts: [{ id: 1, discount: 100 }],
      total: 899,
    });
    expect(applyVouchers(994, [{ id: 1, voucherType: 'percent', value: 1000 }]).total).toBe(895);
  });

  it('never goes below zero', () => {
    const r = applyVouchers(2000, [
      { id: 1, voucherType: 'amount', value: 5000 },
      { id: 2, voucherType: 'percent', value: 5000 },
      { id: 3, voucherType: 'amount', value: 100 },
    ]);
    expect(r).toEqual({
      discounts: [
        { id: 1, discount: 2000 },
        { id: 2, discount: 0 },
        { id: 3, discount: 0 },
      ],
      total: 0,
    });
    expect(applyVouchers(1000, [{ id: 1, voucherType: 'percent', value: 15000 }]).total).toBe(0);
  });

  it('ignores negative values and leaves the total without vouchers', () => {
    expect(applyVouchers(1000, [{ id: 1, voucherType: 'amount', value: -500 }])).toEqual({ discounts: [{ id: 1, discount: 0 }], total: 1000 });
    expect(applyVouchers(1000, [])).toEqual({ discounts: [], total: 1000 });
  });
});

describe('normalizeVoucherCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeVoucherCode('  leto10 ')).toBe('LETO10');
    expect(ESHOP_SERVICE_TYPE).toBe('eshop');
  });
});
