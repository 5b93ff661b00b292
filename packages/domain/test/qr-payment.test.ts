import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { convertFromCzk } from '../src/format';
import {
  buildPayBySquare,
  buildSpayd,
  escapeSpaydValue,
  orderQrPayment,
  type PayBySquareInput,
  QrPaymentError,
  SpaydError,
  toSpaydText,
  type SpaydInput,
} from '../src/qr-payment';

const base: SpaydInput = {
  iban: 'CZ6508000000192000145399',
  amountMinor: 129900,
  currency: 'CZK',
  variableSymbol: '2026000123',
};
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;

describe('buildSpayd (czech-commerce.md examples)', () => {
  it('builds the shop example from an account number', () => {
    expect(
      buildSpayd({
        iban: '19-2000145399/0800',
        amountMinor: 129900,
        currency: 'CZK',
        variableSymbol: 2026000123,
        message: 'Objednávka #2026000123',
        recipientName: 'Party shop',
      }),
    ).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1299.00*CC:CZK*X-VS:2026000123*MSG:OBJEDNAVKA 2026000123*RN:PARTY SHOP');
  });

  it('builds the bank example with a due date', () => {
    expect(
      buildSpayd({ iban: 'CZ7801000000000000000123', amountMinor: 79950, currency: 'czk', variableSymbol: '9562231077', dueDate: '2022-10-01' }),
    ).toBe('SPD*1.0*ACC:CZ7801000000000000000123*AM:799.50*CC:CZK*DT:20221001*X-VS:9562231077');
  });

  it('appends the BIC and the other symbols', () => {
    expect(buildSpayd({ ...base, bic: 'kombczpp', constantSymbol: '0308', specificSymbol: 42 })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+KOMBCZPP*AM:1299.00*CC:CZK*X-VS:2026000123*X-KS:0308*X-SS:42',
    );
  });

  it('takes the due date of a Date in Prague time', () => {
    expect(buildSpayd({ ...base, dueDate: new Date('2024-12-31T23:30:00Z') })).toContain('*DT:20250101*');
    expect(buildSpayd({ ...base, dueDate: new Date('2024-06-30T21:59:00Z') })).toContain('*DT:20240630*');
    expect(buildSpayd({ ...base, dueDate: '2024-02-29' })).toContain('*DT:20240229*');
  });
});

describe('free texts (MSG, RN)', () => {
  it('strips diacritics, upper-cases, and replaces other characters', () => {
    expect(toSpaydText('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe('PRILIS ZLUTOUCKY KUN UPEL DABELSKE ODY');
    expect(toSpaydText('Objednávka #123, díky!')).toBe('OBJEDNAVKA 123 DIKY');
    expect(toSpaydText('a+b-c.d/e:f$g%h*i')).toBe('A+B-C.D/E:F$G%H*I');
  });

  it('escapes * as %2A', () => {
    expect(escapeSpaydValue('A*B')).toBe('A%2AB');
    expect(buildSpayd({ ...base, message: 'a*b' })).toMatch(/\*MSG:A%2AB$/);
  });

  it('cuts MSG to 60 and RN to 35 characters, never splitting an escape', () => {
    const s = buildSpayd({ ...base, message: 'A'.repeat(70), recipientName: 'B'.repeat(40) });
    expect(s).toContain(`*MSG:${'A'.repeat(60)}*`);
    expect(s).toMatch(new RegExp(`\\*RN:${'B'.repeat(35)}$`));
    const edge = buildSpayd({ ...base, message: `${'A'.repeat(59)}*B` });
    expect(edge).toMatch(new RegExp(`\\*MSG:${'A'.repeat(59)}$`));
  });

  it('omits texts that sanitise to nothing, and the whole string stays alphanumeric-mode', () => {
    expect(buildSpayd({ ...base, message: '!!!', recipientName: '' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1299.00*CC:CZK*X-VS:2026000123',
    );
    expect(buildSpayd({ ...base, message: 'Dárek pro Žofii & spol. <3', recipientName: 'Konfety s.r.o.' })).toMatch(ALPHANUMERIC);
  });
});

describe('validation errors', () => {
  const fails = (over: Partial<SpaydInput>, field: string) => {
    let error: unknown;
    try {
      buildSpayd({ ...base, ...over });
    } catch (e) {
      error = e;
    }
    expect(error, JSON.stringify(over)).toBeInstanceOf(SpaydError);
    expect((error as SpaydError).field).toBe(field);
  };

  it('rejects bad IBANs and account numbers', () => {
    fails({ iban: 'CZ6508000000192000145390' }, 'iban');
    fails({ iban: 'nonsense' }, 'iban');
    fails({ bic: 'KOMB' }, 'bic');
  });

  it('rejects bad variable symbols', () => {
    fails({ variableSymbol: '12345678901' }, 'variableSymbol');
    fails({ variableSymbol: 'abc' }, 'variableSymbol');
    fails({ variableSymbol: '0' }, 'variableSymbol');
    fails({ variableSymbol: '' }, 'variableSymbol');
    fails({ variableSymbol: 1.5 }, 'variableSymbol');
    expect(buildSpayd({ ...base, variableSymbol: '9999999999' })).toContain('*X-VS:9999999999');
    fails({ constantSymbol: '03081234567' }, 'constantSymbol');
  });

  it('rejects bad amounts, currencies and dates', () => {
    fails({ amountMinor: 0 }, 'amountMinor');
    fails({ amountMinor: -100 }, 'amountMinor');
    fails({ amountMinor: 1.5 }, 'amountMinor');
    fails({ amountMinor: 1_000_000_000 }, 'amountMinor');
    expect(buildSpayd({ ...base, amountMinor: 999_999_999 })).toContain('*AM:9999999.99*');
    expect(buildSpayd({ ...base, amountMinor: 1 })).toContain('*AM:0.01*');
    fails({ currency: 'CZ' }, 'currency');
    fails({ dueDate: '2024-02-30' }, 'dueDate');
    fails({ dueDate: '1.10.2022' }, 'dueDate');
    fails({ dueDate: new Date('invalid') }, 'dueDate');
  });
});

const SK_IBAN = 'SK3112000000198742637541';
const pbs: PayBySquareInput = {
  iban: SK_IBAN,
  amountMinor: 5196,
  currency: 'EUR',
  variableSymbol: '2026000123',
  message: 'Objednávka 2026000123',
  beneficiaryName: 'Konfety s.r.o.',
};

describe('buildPayBySquare (PAY by square 1.2.0)', () => {
  it('decodes back to the amount in euros, the IBAN, the variable symbol, the currency, the note and the beneficiary', () => {
    const qr = buildPayBySquare(pbs);
    // Base32hex: the QR code stays in alphanumeric mode.
    expect(qr).toMatch(/^[0-9A-V]+$/);
    expect(decode(qr)).toEqual({
      payments: [
        {
          type: 1,
          amount: 51.96,
          currencyCode: 'EUR',
          variableSymbol: '2026000123',
          paymentNote: 'Objednavka 2026000123',
          bankAccounts: [{ iban: SK_IBAN }],
          beneficiary: { name: 'Konfety s.r.o.' },
        },
      ],
    });
  });

  it('writes cents exactly, carries the BIC when known, and cuts the note and the name to the standard', () => {
    for (const [minor, amount] of [[1, 0.01], [10, 0.1], [129999, 1299.99], [99_999_999_999_999, 999_999_999_999.99]] as const) {
      expect(decode(buildPayBySquare({ ...pbs, amountMinor: minor })).payments[0]!.amount).toBe(amount);
    }
    const payment = decode(buildPayBySquare({ ...pbs, bic: 'tatr skbx', message: 'x'.repeat(200), beneficiaryName: `  ${'N'.repeat(80)} ` })).payments[0]!;
    expect(payment.bankAccounts).toEqual([{ iban: SK_IBAN, bic: 'TATRSKBX' }]);
    expect(payment.paymentNote).toBe('x'.repeat(140));
    expect(payment.beneficiary).toEqual({ name: 'N'.repeat(70) });
    expect(decode(buildPayBySquare({ ...pbs, message: undefined })).payments[0]!.paymentNote).toBeUndefined();
  });

  it('refuses what buildSpayd refuses, and a currency other than EUR or a missing beneficiary', () => {
    const fails = (over: Partial<PayBySquareInput>, field: string) => {
      let error: unknown;
      try {
        buildPayBySquare({ ...pbs, ...over });
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(over)).toBeInstanceOf(QrPaymentError);
      expect((error as QrPaymentError).field, JSON.stringify(over)).toBe(field);
    };
    fails({ variableSymbol: '2026ABC123' }, 'variableSymbol');
    fails({ variableSymbol: '12345678901' }, 'variableSymbol');
    fails({ variableSymbol: '0' }, 'variableSymbol');
    fails({ amountMinor: 0 }, 'amountMinor');
    fails({ amountMinor: -5196 }, 'amountMinor');
    fails({ amountMinor: 51.96 }, 'amountMinor');
    fails({ amountMinor: 100_000_000_000_000 }, 'amountMinor');
    fails({ currency: 'CZK' }, 'currency');
    fails({ currency: 'USD' }, 'currency');
    fails({ iban: 'SK3112000000198742637540' }, 'iban');
    fails({ bic: 'TATR' }, 'bic');
    fails({ beneficiaryName: '   ' }, 'beneficiaryName');
  });
});

describe('orderQrPayment: the code of a bank-transfer order', () => {
  const order = { variableSymbol: '2026000123', total: 129900, iban: SK_IBAN, recipientName: 'KONFETY SRO' };

  it('is PAY by square for EUR, for the total converted at the order’s rate', () => {
    const eur = { code: 'EUR', rate: '0.04000000', decimals: 2 };
    const qr = orderQrPayment({ ...order, currency: eur })!;
    const [payment] = decode(qr).payments;
    expect(payment).toMatchObject({ amount: 51.96, currencyCode: 'EUR', variableSymbol: '2026000123', bankAccounts: [{ iban: SK_IBAN }], beneficiary: { name: 'KONFETY SRO' } });
    // Rounded as the summary rounds: 1 234,56 Kč at 0.04 is 49.3824 → 49.38 €.
    const odd = decode(orderQrPayment({ ...order, total: 123456, currency: eur })!).payments[0]!;
    expect(Math.round(odd.amount! * 100)).toBe(convertFromCzk(123456, eur));
    expect(odd.amount).toBe(49.38);
  });

  it('is QR Platba for CZK, and nothing for another currency', () => {
    expect(orderQrPayment({ ...order, iban: '19-2000145399/0800', currency: { code: 'CZK', rate: '1.00000000', decimals: 2 } })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1299.00*CC:CZK*X-VS:2026000123*MSG:OBJEDNAVKA 2026000123*RN:KONFETY SRO',
    );
    expect(orderQrPayment({ ...order, currency: { code: 'PLN', rate: '0.17', decimals: 2 } })).toBeNull();
    expect(() => orderQrPayment({ ...order, currency: { code: 'EUR', rate: '0.04', decimals: 3 } })).toThrow(QrPaymentError);
  });
});
