import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_PREFIX,
  deliveryKinds,
  deliveryPriceFor,
  FREE_DELIVERY_FROM_CZK,
  isPaymentAllowedFor,
  isPrepayment,
  paymentKinds,
  PHONE_PREFIXES,
  phonePrefixOf,
} from '../src/checkout';

describe('prepayment (SPEC §5: personal pickup requires card or transfer)', () => {
  it('card and bank transfer are prepayments, cash on delivery is not', () => {
    expect(isPrepayment('bank_transfer')).toBe(true);
    expect(isPrepayment('card')).toBe(true);
    expect(isPrepayment('cash_on_delivery')).toBe(false);
  });

  it('branch pickup allows only prepayment; other deliveries allow everything', () => {
    expect(isPaymentAllowedFor('branch_pickup', 'card')).toBe(true);
    expect(isPaymentAllowedFor('branch_pickup', 'bank_transfer')).toBe(true);
    expect(isPaymentAllowedFor('branch_pickup', 'cash_on_delivery')).toBe(false);
    for (const delivery of deliveryKinds.filter((d) => d !== 'branch_pickup')) {
      for (const payment of paymentKinds) expect(isPaymentAllowedFor(delivery, payment), `${delivery}/${payment}`).toBe(true);
    }
  });
});

describe('free delivery threshold (SPEC §1/§9: 1 500 CZK)', () => {
  it('is 1 500 CZK in haléře', () => {
    expect(FREE_DELIVERY_FROM_CZK).toBe(150000);
  });

  it('charges delivery one haléř below the threshold and nothing from the threshold on', () => {
    expect(deliveryPriceFor(9900, FREE_DELIVERY_FROM_CZK, 149999)).toBe(9900);
    expect(deliveryPriceFor(9900, FREE_DELIVERY_FROM_CZK, 150000)).toBe(0);
    expect(deliveryPriceFor(9900, FREE_DELIVERY_FROM_CZK, 150001)).toBe(0);
    expect(deliveryPriceFor(9900, FREE_DELIVERY_FROM_CZK, 0)).toBe(9900);
  });

  it('never makes delivery free when the method has no threshold', () => {
    expect(deliveryPriceFor(9900, null, 10 ** 9)).toBe(9900);
  });
});

describe('phone prefixes (SPEC §3)', () => {
  it('lists the prefixes of the spec plus an empty option', () => {
    expect([...PHONE_PREFIXES]).toEqual(['', '+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385']);
  });
});

describe('the phone prefix (one rule for checkout, registration and the profile forms)', () => {
  it('is optional: a form that sends none, or an unknown one, is read with the default +420', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+420');
    expect(phonePrefixOf(undefined)).toBe('+420');
    expect(phonePrefixOf('+999')).toBe('+420');
    expect(phonePrefixOf(42)).toBe('+420');
  });

  it('keeps every offered prefix, "" (none) included', () => {
    for (const prefix of PHONE_PREFIXES) expect(phonePrefixOf(prefix)).toBe(prefix);
  });
});
