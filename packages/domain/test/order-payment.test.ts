import { describe, expect, it } from 'vitest';
import { awaitsPayment, isPaid, orderAmountDue, paymentActions, qrPaymentStandard } from '../src/order-payment';
import { buildPayBySquare } from '../src/qr-payment';

const SPAYD = 'SPD*1.0*ACC:CZ6508000000192000145399*AM:100.00*CC:CZK*X-VS:2026000001';

describe('paying an order the customer placed', () => {
  it('offers the card gateway for an unpaid card order and the QR code for an unpaid transfer', () => {
    expect(paymentActions({ state: 'waiting_for_payment', paidAt: null, paymentKind: 'card', qrPayment: null })).toEqual({ payByCard: true, qrPayment: false });
    expect(paymentActions({ state: 'waiting_for_payment', paidAt: null, paymentKind: 'bank_transfer', qrPayment: SPAYD })).toEqual({ payByCard: false, qrPayment: true });
  });

  it('offers nothing once paid, cancelled, for cash on delivery, or for a transfer without a QR code (not CZK)', () => {
    const none = { payByCard: false, qrPayment: false };
    expect(paymentActions({ state: 'paid', paidAt: '2026-11-20T10:00:00Z', paymentKind: 'card', qrPayment: null })).toEqual(none);
    expect(paymentActions({ state: 'waiting_for_payment', paidAt: new Date('2026-11-20T10:00:00Z'), paymentKind: 'bank_transfer', qrPayment: SPAYD })).toEqual(none);
    expect(paymentActions({ state: 'cancelled', paidAt: null, paymentKind: 'card', qrPayment: null })).toEqual(none);
    expect(paymentActions({ state: 'new', paidAt: null, paymentKind: 'cash_on_delivery', qrPayment: null })).toEqual(none);
    expect(paymentActions({ state: 'waiting_for_payment', paidAt: null, paymentKind: 'bank_transfer', qrPayment: null })).toEqual(none);
  });

  it('knows when an order is paid or still waits for its payment', () => {
    expect(awaitsPayment({ state: 'waiting_for_payment', paidAt: null })).toBe(true);
    expect(awaitsPayment({ state: 'new', paidAt: null })).toBe(false);
    expect(isPaid({ state: 'waiting_for_payment', paidAt: null })).toBe(false);
    expect(isPaid({ state: 'paid', paidAt: null })).toBe(true);
    expect(isPaid({ state: 'delivered', paidAt: '2026-11-20T10:00:00Z' })).toBe(true);
    expect(isPaid({ state: 'delivered', paidAt: null })).toBe(false);
  });
});

describe('what the customer pays', () => {
  it('is the total in the order’s currency at the rate it was placed at, rounded as the summary rounds', () => {
    expect(orderAmountDue({ total: 129900, currency: { rate: '1.00000000', decimals: 2 } })).toBe(129900);
    expect(orderAmountDue({ total: 129900, currency: { rate: '0.04', decimals: 2 } })).toBe(5196);
    expect(orderAmountDue({ total: 123456, currency: { rate: '0.04000000', decimals: 2 } })).toBe(4938);
    expect(orderAmountDue({ total: 12, currency: { rate: '0.04', decimals: 2 } })).toBe(0);
  });

  it('names the standard of a stored QR string', () => {
    expect(qrPaymentStandard(SPAYD)).toBe('spayd');
    const pbs = buildPayBySquare({ iban: 'SK3112000000198742637541', amountMinor: 5196, currency: 'EUR', variableSymbol: '2026000001', beneficiaryName: 'KONFETY SRO' });
    expect(qrPaymentStandard(pbs)).toBe('pay_by_square');
  });
});
