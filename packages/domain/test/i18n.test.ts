import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  createMessageFormatter,
  cs,
  deliveryLabelKey,
  en,
  formatMessage,
  isMessageKey,
  orderStateLabel,
  resolveLocale,
  retryAfterParams,
  sk,
  tooManyAttemptsMessage,
  voucherErrorMessage,
  voucherErrorMessageKey,
  type MessageKey,
} from '../src/i18n';
import { orderStates } from '../src/orders';
import { voucherErrorCodes } from '../src/vouchers';
import { availabilityStates } from '../src/catalog';
import type { Currency } from '../src/format';

const EUR: Currency = { code: 'EUR', rate: '0.04', decimals: 2, symbolBefore: '', symbolAfter: '€' };
const show = (s: string) => s.replace(/\u00a0/g, '_');
const keys = Object.keys(cs) as MessageKey[];

describe('catalogues', () => {
  it('sk and en have exactly the Czech keys', () => {
    expect(Object.keys(sk).sort()).toEqual([...keys].sort());
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
  });

  it('every message of every locale compiles and formats with its parameters', () => {
    const params = { count: 3, length: 8, min: 1, max: 5, value: 2, hasValue: 'yes', price: '100 Kč', seconds: 30, minutes: 1, name: 'x', url: 'u', from: 'a', to: 'b', state: 'c', email: 'e', who: 'w', hasNote: 'yes', note: 'n', megabytes: 5, privacy: 'p', terms: 't' };
    for (const locale of ['cs', 'sk', 'en']) {
      for (const key of keys) {
        const text = formatMessage(locale, key, params);
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(text, `${locale} ${key}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it('translations differ from Czech where the language differs', () => {
    expect(sk['validation.required']).not.toBe(cs['validation.required']);
    expect(en['checkout.deliveryMissing']).not.toBe(cs['checkout.deliveryMissing']);
  });
});

describe('SPEC §5 and §8 texts, word for word', () => {
  const exact: Array<[MessageKey, string]> = [
    ['validation.required', 'Pole musí být vyplněno'],
    ['validation.email', 'Pole musí obsahovat platný email.'],
    ['validation.confirmed', 'Toto pole je nutné potvrdit.'],
    ['validation.numeric', 'Pole musí obsahovat pouze číslice.'],
    ['validation.regex', 'Pole musí obsahovat pouze alfanumerické znaky s tečkou.'],
    ['validation.passwordsMismatch', 'Hesla nejsou shodná.'],
    ['validation.ico', 'Zadejte platné IČO.'],
    ['newsletter.alreadyExists', 'Tento e-mail je již uložen.'],
    ['newsletter.failed', 'E-mail nebyl úspěšně uložen.'],
    ['newsletter.saved', 'E-mail byl úspěšně uložen.'],
    ['checkout.accountExists', 'Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.'],
    ['checkout.branchNotFound', 'Vybraná pobočka neexistuje!'],
    ['checkout.deliveryMissing', 'Nemáte zvolenou dopravu.'],
    ['checkout.paymentMissing', 'Nemáte zvolenou platební metodu.'],
    ['checkout.pickupPointMissing', 'Nemáte zvolené odběrové místo (pobočku).'],
    ['checkout.requiredFields', 'Zadejte všechny povinné údaje prosím.'],
    ['checkout.invoiceAddressInvalid', 'Neplatná fakturační adresa...'],
    ['checkout.deliveryAddressInvalid', 'Neplatná dodací adresa...'],
    ['voucher.not_exists', 'Slevový kód neexistuje.'],
  ];
  it.each(exact)('%s', (key, text) => {
    expect(formatMessage('cs', key)).toBe(text);
  });

  it('min/max length: the spec text for 5+ characters, grammatical for 1–4', () => {
    expect(formatMessage('cs', 'validation.minLength', { length: 8 })).toBe('Vyplňte prosím minimálně 8 znaků.');
    expect(formatMessage('cs', 'validation.minLength', { length: 5 })).toBe('Vyplňte prosím minimálně 5 znaků.');
    expect(formatMessage('cs', 'validation.minLength', { length: 3 })).toBe('Vyplňte prosím minimálně 3 znaky.');
    expect(formatMessage('cs', 'validation.minLength', { length: 1 })).toBe('Vyplňte prosím minimálně 1 znak.');
    expect(formatMessage('cs', 'validation.maxLength', { length: 255 })).toBe('Vyplňte prosím maximálně 255 znaků.');
  });

  it('the 404 text is English in every locale', () => {
    for (const locale of ['cs', 'sk', 'en']) expect(formatMessage(locale, 'error.pageNotFound')).toBe('This page could not be found');
  });

  it('prepayment and up-to-10-days store messages exist', () => {
    expect(formatMessage('cs', 'checkout.pickupRequiresPrepayment')).toMatch(/předem/);
    expect(formatMessage('cs', 'checkout.storeDeliveryUpTo10Days')).toMatch(/až 10 dní/);
  });
});

describe('plurals', () => {
  it('Czech one/few/many/other', () => {
    const n = (count: number) => formatMessage('cs', 'cart.itemCount', { count });
    expect(n(1)).toBe('1 produkt');
    expect(n(2)).toBe('2 produkty');
    expect(n(4)).toBe('4 produkty');
    expect(n(5)).toBe('5 produktů');
    expect(n(0)).toBe('0 produktů');
    expect(n(21)).toBe('21 produktů');
    expect(n(1.5)).toBe('1,5 produktu');
  });

  it('Slovak and English', () => {
    expect(formatMessage('sk', 'cart.itemCount', { count: 1 })).toBe('1 produkt');
    expect(formatMessage('sk', 'cart.itemCount', { count: 3 })).toBe('3 produkty');
    expect(formatMessage('sk', 'cart.itemCount', { count: 5 })).toBe('5 produktov');
    expect(formatMessage('en', 'cart.itemCount', { count: 1 })).toBe('1 product');
    expect(formatMessage('en', 'cart.itemCount', { count: 2 })).toBe('2 products');
  });

  it('stock counts', () => {
    expect(formatMessage('cs', 'availability.in_stock', { count: 1 })).toBe('Skladem 1 kus');
    expect(formatMessage('cs', 'availability.in_stock', { count: 3 })).toBe('Skladem 3 kusy');
    expect(formatMessage('cs', 'availability.in_stock', { count: 7 })).toBe('Skladem 7 kusů');
    expect(show(formatMessage('cs', 'availability.in_stock', { count: 1000 }))).toBe('Skladem 1_000 kusů');
    expect(formatMessage('cs', 'cart.notEnoughStock', { count: 2 })).toBe('Skladem jsou pouze 2 kusy.');
  });
});

describe('locale resolution and fallback', () => {
  it('resolves locale tags and falls back to cs', () => {
    expect(resolveLocale('sk')).toBe('sk');
    expect(resolveLocale('SK-sk')).toBe('sk');
    expect(resolveLocale('en_GB')).toBe('en');
    expect(resolveLocale('de')).toBe('cs');
    expect(resolveLocale(undefined)).toBe('cs');
    expect(resolveLocale('')).toBe('cs');
    expect(formatMessage('de', 'newsletter.saved')).toBe('E-mail byl úspěšně uložen.');
    expect(formatMessage('en-GB', 'newsletter.saved')).toBe('The e-mail was saved.');
  });

  it('falls back to the Czech text when a locale lacks a key', () => {
    const format = createMessageFormatter({ cs, sk: { 'newsletter.saved': 'Uložené.' } });
    expect(format('sk', 'newsletter.saved')).toBe('Uložené.');
    expect(format('sk', 'newsletter.failed')).toBe('E-mail nebyl úspěšně uložen.');
    expect(format('en', 'newsletter.failed')).toBe('E-mail nebyl úspěšně uložen.');
  });

  it('rejects unknown keys and missing parameters', () => {
    expect(() => formatMessage('cs', 'no.such.key' as MessageKey)).toThrow();
    expect(() => formatMessage('cs', 'cart.itemCount')).toThrow();
    expect(isMessageKey('cart.itemCount')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe('too many login attempts', () => {
  it('says seconds up to a minute, whole minutes beyond', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 1 sekundu.');
    expect(tooManyAttemptsMessage(3)).toMatch(/za 3 sekundy\.$/);
    expect(tooManyAttemptsMessage(30)).toMatch(/za 30 sekund\.$/);
    expect(tooManyAttemptsMessage(60)).toMatch(/za 60 sekund\.$/);
    expect(tooManyAttemptsMessage(61)).toMatch(/za 2 minuty\.$/);
    expect(tooManyAttemptsMessage(300)).toMatch(/za 5 minut\.$/);
    expect(tooManyAttemptsMessage(90, 'sk')).toMatch(/o 2 minúty\.$/);
    expect(tooManyAttemptsMessage(1, 'en')).toBe('Too many login attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(900, 'en')).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('works with the parameters the API passes', () => {
    expect(retryAfterParams(0.2)).toEqual({ seconds: 1, minutes: 1 });
    expect(retryAfterParams(120)).toEqual({ seconds: 120, minutes: 2 });
    expect(formatMessage('cs', 'api.tooManyAttempts', { seconds: 120, minutes: 2 })).toMatch(/za 2 minuty\.$/);
  });
});

describe('order states and availability', () => {
  it('names every order state, distinctly', () => {
    for (const locale of ['cs', 'sk', 'en']) {
      const names = orderStates.map((s) => orderStateLabel(s, locale));
      expect(new Set(names).size, locale).toBe(orderStates.length);
    }
    expect(orderStateLabel('waiting_for_payment')).toBe('Čeká na platbu');
    expect(orderStateLabel('paid')).toBe('Zaplacena');
    expect(orderStateLabel('paid', 'en')).toBe('Paid');
  });

  it('labels every availability state and the delivery times', () => {
    for (const state of availabilityStates) expect(formatMessage('cs', `availability.${state}`, { count: 0 })).not.toBe('');
    expect(availabilityLabel({ state: 'in_stock', count: 3, deliveryDays: { min: 1, max: 2 } })).toEqual({
      status: 'Skladem 3 kusy',
      delivery: 'Doručení do 1–2 dnů',
    });
    expect(availabilityLabel({ state: 'in_stock', count: 5, deliveryDays: { min: 3, max: 5 } }).delivery).toBe('Doručení do 3–5 dnů');
    expect(availabilityLabel({ state: 'in_stock', count: 5, deliveryDays: { min: 1, max: 2 } }, 'cs', { notAtStore: true }).delivery).toBe(
      'Doručení až do 10 dnů',
    );
    expect(availabilityLabel({ state: 'sold_out_temporarily', count: 0, deliveryDays: null })).toEqual({
      status: 'Dočasně vyprodáno',
      delivery: null,
    });
    expect(availabilityLabel({ state: 'not_active', count: 0, deliveryDays: null }, 'en').status).toBe('Not for sale');
    expect(deliveryLabelKey(null)).toBeNull();
  });
});

describe('voucher messages (SPEC §8)', () => {
  it('maps every code, grouping the codes as the spec does', () => {
    for (const code of voucherErrorCodes) expect(voucherErrorMessageKey(code)).toBe(`voucher.${code}`);
    const text = (code: string) => voucherErrorMessage({ code });
    expect(text('service_type')).toBe(text('not_exists'));
    expect(text('user_check')).toBe(text('voucher_is_already_added'));
    expect(text('active_from')).toBe(text('quantity'));
    expect(text('active_to')).toBe(text('quantity'));
    expect(text('voucher_is_already_added')).toBe('Slevový kód je již v košíku uplatněn.');
    expect(text('quantity')).toBe('Slevový kód momentálně není k dispozici.');
    expect(text('email_required')).toMatch(/e-mail/);
    expect(text('something_else')).toBe('Slevový kód není platný.');
    expect(voucherErrorMessageKey('toString')).toBe('voucher.invalid');
  });

  it('adds the value when there is one', () => {
    expect(voucherErrorMessage({ code: 'quantity_per_user_limit', value: 2 })).toBe('Tento slevový kód nelze použít více než 2x.');
    expect(voucherErrorMessage({ code: 'quantity_per_user_limit' })).not.toMatch(/\d/);
    expect(show(voucherErrorMessage({ code: 'minimal_price', value: 50000 }))).toBe('Slevový kód lze uplatnit při nákupu od 500,00_Kč.');
    expect(show(voucherErrorMessage({ code: 'minimal_price', value: 50000 }, 'sk', EUR))).toBe(
      'Zľavový kód je možné uplatniť pri nákupe od 20,00_€.',
    );
    expect(voucherErrorMessage({ code: 'minimal_price' })).toBe('Slevový kód nelze uplatnit, hodnota nákupu je příliš nízká.');
  });

  it('matches the way the API formats them', () => {
    expect(formatMessage('cs', 'voucher.minimal_price', { value: '500 Kč', hasValue: 'yes' })).toBe('Slevový kód lze uplatnit při nákupu od 500 Kč.');
    expect(formatMessage('cs', 'voucher.not_exists', { value: '', hasValue: 'no' })).toBe('Slevový kód neexistuje.');
  });
});
