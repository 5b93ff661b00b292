import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutAddressSchema } from '../src/checkout-rules';
import {
  alphanumericDotString,
  dicField,
  emailField,
  hasForbiddenCharacters,
  hasNameForbiddenCharacters,
  icoField,
  issuesToFieldErrors,
  numericString,
  optionalString,
  optionalText,
  passwordConfirmationField,
  passwordField,
  personNameField,
  phoneField,
  requiredString,
  textField,
  zipField,
} from '../src/validation';
import { invoiceDetailsSchema, savedAddressSchema } from '../src/profile';
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

describe('person names: no invisible or control characters', () => {
  const NAME = 'Jméno nesmí obsahovat neviditelné ani řídicí znaky (například zalomení řádku). Napište ho prosím znovu bez nich.';
  const planted = [
    'Jan\u001bek', // ESC
    'Jan\rNovák',
    'Jan\nNovák',
    'Jan\tNovák',
    'Jan\u007f', // DEL
    'Jan\u0085', // C1 (NEL)
    'Jan\u009b', // C1 (CSI)
    '\u202Ekávon', // right-to-left override
    'Jan\u202Aek', // left-to-right embedding
    'Jan\u2067ek\u2069', // isolates
    'Jan\u200Fek', // right-to-left mark
    'Ja\u200Bn', // zero-width space
    'Ja\u200Cn',
    'Ja\u200Dn',
    'Ja\u2060n', // word joiner
    'Ja\uFEFFn', // zero-width no-break space inside
    'Jan\u2028Novák', // line separator
  ];

  it('finds them', () => {
    for (const v of planted) expect(hasNameForbiddenCharacters(v), JSON.stringify(v)).toBe(true);
    for (const v of ['Žofie', 'Nováková-Dvořáková', "O'Brien", 'Jose\u0301', 'Nguyễn Văn An', 'Anna Marie', 'Łukasz Żółć']) {
      expect(hasNameForbiddenCharacters(v), JSON.stringify(v)).toBe(false);
    }
  });

  it('personNameField refuses them in Czech, Slovak and English; surrounding whitespace is trimmed first', () => {
    for (const v of planted) expect(messagesOf(personNameField({ max: 100 }), v), JSON.stringify(v)).toEqual([NAME]);
    const r = z.object({ field: personNameField({ max: 100 }) }).safeParse({ field: '\u202Ekávon' });
    expect(issuesToFieldErrors(r.error!.issues, 'sk').field).toEqual(['Meno nesmie obsahovať neviditeľné ani riadiace znaky (napríklad zalomenie riadka). Napíšte ho, prosím, znova bez nich.']);
    expect(issuesToFieldErrors(r.error!.issues, 'en').field).toEqual(['A name must not contain invisible or control characters (such as a line break). Please type it again without them.']);
    expect(personNameField({ max: 100 }).parse(' \uFEFFJana\r\n')).toBe('Jana');
    expect(messagesOf(personNameField({ max: 100 }), 'Jan\u0000')).toEqual([CHARACTERS]);
    expect(messagesOf(personNameField({ max: 100 }), '  ')).toEqual(['Pole musí být vyplněno']);
  });

  it('every person-name field uses it: the checkout address, a saved address, the invoice details', () => {
    const base = { firstname: 'Petr', lastname: 'Svoboda', street: 'Korunní 12', city: 'Praha', zip: '12000', country: 'CZ' };
    for (const schema of [checkoutAddressSchema, savedAddressSchema, invoiceDetailsSchema] as z.ZodType[]) {
      const r = schema.safeParse({ ...base, firstname: 'Pe\u200Btr', lastname: 'Svo\u202Eboda' });
      expect(r.success).toBe(false);
      expect(issuesToFieldErrors(r.error!.issues)).toEqual({ firstname: [NAME], lastname: [NAME] });
    }
  });
});

describe('customerIdentity: the identity a guest voucher limit binds to', () => {
  it('is the e-mail trimmed and lower-cased', () => {
    expect(customerIdentity('  Jana.Nova@Example.CZ ')).toBe('jana.nova@example.cz');
    expect(customerIdentity('jana.nova@example.cz')).toBe(customerIdentity('JANA.NOVA@EXAMPLE.CZ\t'));
  });
});
