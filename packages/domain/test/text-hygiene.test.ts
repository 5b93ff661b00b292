import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutAddressSchema } from '../src/checkout-rules';
import {
  alphanumericDotString,
  dicField,
  emailField,
  hasForbiddenCharacters,
  icoField,
  issuesToFieldErrors,
  numericString,
  optionalString,
  optionalText,
  passwordConfirmationField,
  passwordField,
  phoneField,
  requiredString,
  textField,
  zipField,
} from '../src/validation';
import { customerIdentity } from '../src/vouchers';

const CHARACTERS = 'Pole obsahuje nepovolené znaky.';

/** Hostile values no text field may accept: NUL, a lone high surrogate (also at the end), a lone low surrogate. */
const hostile = ['Jan\u0000ek', '\u0000', 'abc\uD800def', 'abc\uD800', '\uDC00abc', 'a\uDBFFa', '\uDFFF'];

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ field: schema }).safeParse({ field: value });
  return r.success ? null : issuesToFieldErrors(r.error.issues).field;
};

describe('hasForbiddenCharacters', () => {
  it('finds NUL and lone surrogates', () => {
    for (const v of hostile) expect(hasForbiddenCharacters(v), JSON.stringify(v)).toBe(true);
  });

  it('lets ordinary text through, including characters outside the BMP (surrogate pairs) and other control characters', () => {
    for (const v of ['Žluťoučký kůň', 'dort 🎂 a 🎉', '\uD83C\uDF82', 'tab\there', 'řádek\nřádek', '']) {
      expect(hasForbiddenCharacters(v), JSON.stringify(v)).toBe(false);
    }
  });
});

describe('every text factory refuses NUL and lone surrogates with one message', () => {
  const factories: Array<[string, z.ZodType, string]> = [
    ['requiredString', requiredString({ max: 100 }), 'Jan'],
    ['optionalString', optionalString({ max: 100 }), 'Jan'],
    ['optionalText', optionalText(1000), 'Poznámka'],
    ['textField', textField({ max: 500 }), 'cokoliv'],
    ['emailField', emailField(), 'jan@example.com'],
    ['passwordField', passwordField(), 'Heslo1234'],
    ['passwordConfirmationField', passwordConfirmationField(), 'Heslo1234'],
    ['numericString', numericString(), '123'],
    ['alphanumericDotString', alphanumericDotString(), 'a.b'],
    ['icoField', icoField(), '27082440'],
    ['dicField', dicField('CZ'), 'CZ27082440'],
    ['zipField', zipField('CZ'), '120 00'],
    ['phoneField', phoneField('+420'), '602 111 222'],
  ];

  it.each(factories)('%s', (_name, schema, good) => {
    expect(messagesOf(schema, good)).toBeNull();
    for (const v of hostile) {
      const suffix = v === '\u0000' || v === '\uDFFF' ? v : `${good}${v}`;
      expect(messagesOf(schema, suffix), JSON.stringify(suffix)).toEqual([CHARACTERS]);
    }
  });

  it('reports the field of a nested schema (an address) in Czech, Slovak and English', () => {
    const r = checkoutAddressSchema.safeParse({ firstname: 'Petr', lastname: 'Svo\u0000boda', street: 'Korunní\uD800 12', city: 'Praha', zip: '12000', country: 'C\u0000' });
    expect(r.success).toBe(false);
    const cs = issuesToFieldErrors(r.error!.issues);
    expect(cs).toMatchObject({ lastname: [CHARACTERS], street: [CHARACTERS], country: [CHARACTERS] });
    expect(issuesToFieldErrors(r.error!.issues, 'sk').street).toEqual(['Pole obsahuje nepovolené znaky.']);
    expect(issuesToFieldErrors(r.error!.issues, 'en').street).toEqual(['The field contains characters that are not allowed.']);
  });

  it('blank and missing values keep their own messages', () => {
    expect(messagesOf(requiredString(), '   ')).toEqual(['Pole musí být vyplněno']);
    expect(messagesOf(optionalText(10), null)).toBeNull();
    expect(messagesOf(textField({ max: 3 }), 'abcd')).toEqual(['Vyplňte prosím maximálně 3 znaky.']);
  });
});

describe('customerIdentity: the identity a guest voucher limit binds to', () => {
  it('is the e-mail trimmed and lower-cased', () => {
    expect(customerIdentity('  Jana.Nova@Example.CZ ')).toBe('jana.nova@example.cz');
    expect(customerIdentity('jana.nova@example.cz')).toBe(customerIdentity('JANA.NOVA@EXAMPLE.CZ\t'));
  });
});
