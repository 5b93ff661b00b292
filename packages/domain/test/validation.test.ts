import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addressFieldsCheck,
  alphanumericDotString,
  catalogueKeyErrorMap,
  choiceField,
  dicField,
  emailField,
  FORM_ERROR_KEY,
  icoField,
  integerField,
  isBlank,
  issuesToFieldErrors,
  numericString,
  optionalField,
  optionalString,
  passwordConfirmationField,
  passwordField,
  passwordsMatch,
  phoneField,
  ratingField,
  requiredString,
  termsField,
  validationKeys,
  validationMessage,
  zipField,
} from '../src/validation';

const REQUIRED = 'Pole musí být vyplněno';
const EMAIL = 'Pole musí obsahovat platný email.';

/** Per-field Czech messages of a failed parse, or the parsed value. */
function check(schema: z.ZodType, value: unknown, locale = 'cs'): { ok: unknown } | { errors: Record<string, string[]> } {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { errors: issuesToFieldErrors(r.error.issues, locale) };
}
/** The messages of a single (root) field. */
function messages(schema: z.ZodType, value: unknown, locale = 'cs'): string[] | undefined {
  const r = check(schema, value, locale);
  return 'errors' in r ? r.errors[FORM_ERROR_KEY] : undefined;
}

describe('validationMessage (SPEC §5)', () => {
  it('gives the spec texts', () => {
    expect(validationMessage('required')).toBe(REQUIRED);
    expect(validationMessage('email')).toBe(EMAIL);
    expect(validationMessage('minLength', { length: 6 })).toBe('Vyplňte prosím minimálně 6 znaků.');
    expect(validationMessage('maxLength', { length: 6 })).toBe('Vyplňte prosím maximálně 6 znaků.');
    expect(validationMessage('confirmed')).toBe('Toto pole je nutné potvrdit.');
    expect(validationMessage('numeric')).toBe('Pole musí obsahovat pouze číslice.');
    expect(validationMessage('regex')).toBe('Pole musí obsahovat pouze alfanumerické znaky s tečkou.');
    expect(validationMessage('passwordsMismatch')).toBe('Hesla nejsou shodná.');
    expect(validationMessage('ico')).toBe('Zadejte platné IČO.');
    expect(validationMessage('validation.email')).toBe(EMAIL);
  });

  it('translates and has a text for every key in every locale', () => {
    expect(validationMessage('required', {}, 'sk')).toBe('Pole musí byť vyplnené');
    expect(validationMessage('required', {}, 'en')).toBe('This field is required');
    for (const key of validationKeys) {
      for (const locale of ['cs', 'sk', 'en']) {
        expect(validationMessage(key, { length: 2, min: 1, max: 9, megabytes: 5 }, locale)).not.toBe('');
      }
    }
  });

  it('isBlank treats empty and whitespace-only strings as missing', () => {
    expect([undefined, null, '', '   ', '\t\n'].every(isBlank)).toBe(true);
    expect([0, false, 'a', ' a '].some(isBlank)).toBe(false);
  });
});

describe('requiredString', () => {
  it('reports missing, null, empty and whitespace-only as required', () => {
    for (const v of [undefined, null, '', '   ']) expect(messages(requiredString(), v), String(v)).toEqual([REQUIRED]);
  });

  it('trims and checks lengths after trimming', () => {
    expect(check(requiredString({ min: 2, max: 5 }), '  abc  ')).toEqual({ ok: 'abc' });
    expect(messages(requiredString({ min: 5 }), ' ab ')).toEqual(['Vyplňte prosím minimálně 5 znaků.']);
    expect(messages(requiredString({ max: 5 }), 'abcdefg')).toEqual(['Vyplňte prosím maximálně 5 znaků.']);
    expect(messages(requiredString({ max: 5 }), 'abcde')).toBeUndefined();
    expect(messages(requiredString({ length: 4 }), 'abc')).toEqual(['Vyplňte prosím přesně 4 znaky.']);
  });

  it('only says "required" for an empty value, not also "too short"', () => {
    expect(messages(requiredString({ min: 5 }), '')).toEqual([REQUIRED]);
  });

  it('keeps spaces with trim: false, but whitespace-only still counts as missing', () => {
    expect(check(requiredString({ trim: false }), ' a ')).toEqual({ ok: ' a ' });
    expect(messages(requiredString({ trim: false }), '   ')).toEqual([REQUIRED]);
  });

  it('rejects non-strings and applies a pattern', () => {
    expect(messages(requiredString(), 5)).toEqual(['Pole obsahuje neplatnou hodnotu.']);
    expect(messages(requiredString({ pattern: /^[a-z]+$/ }), 'ABC')).toEqual(['Pole musí obsahovat pouze alfanumerické znaky s tečkou.']);
  });
});

describe('emailField', () => {
  it('normalises valid addresses', () => {
    expect(check(emailField(), '  Jan.Novak@Example.CZ ')).toEqual({ ok: 'jan.novak@example.cz' });
  });

  it('reports missing and invalid addresses', () => {
    expect(messages(emailField(), '')).toEqual([REQUIRED]);
    expect(messages(emailField(), undefined)).toEqual([REQUIRED]);
    for (const bad of ['jan', 'jan@', '@example.cz', 'jan@example', 'jan novak@example.cz']) {
      expect(messages(emailField(), bad), bad).toEqual([EMAIL]);
    }
  });

  it('limits the length', () => {
    const long = `${'a'.repeat(250)}@b.cz`;
    expect(messages(emailField(), long)).toEqual(['Vyplňte prosím maximálně 254 znaků.']);
  });
});

describe('passwords', () => {
  it('passwordField: minimum length, whitespace-only is missing, no trimming', () => {
    expect(messages(passwordField(8), 'abc')).toEqual(['Vyplňte prosím minimálně 8 znaků.']);
    expect(messages(passwordField(8), '        ')).toEqual([REQUIRED]);
    expect(messages(passwordField(8), undefined)).toEqual([REQUIRED]);
    expect(check(passwordField(8), ' abcdefg')).toEqual({ ok: ' abcdefg' });
    expect(messages(passwordField(6), 'abcde')).toEqual(['Vyplňte prosím minimálně 6 znaků.']);
  });

  const form = z
    .object({ password: passwordField(8), passwordConfirmation: passwordConfirmationField() })
    .superRefine(passwordsMatch('password', 'passwordConfirmation'));

  it('confirmation: empty → must confirm; different → passwords differ', () => {
    expect(check(form, { password: 'abcdefgh', passwordConfirmation: '' })).toEqual({
      errors: { passwordConfirmation: ['Toto pole je nutné potvrdit.'] },
    });
    expect(check(form, { password: 'abcdefgh', passwordConfirmation: 'abcdefgx' })).toEqual({
      errors: { passwordConfirmation: ['Hesla nejsou shodná.'] },
    });
    expect(check(form, { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })).toEqual({
      ok: { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' },
    });
  });
});

describe('format fields', () => {
  it('numericString', () => {
    expect(check(numericString(), ' 0123 ')).toEqual({ ok: '0123' });
    expect(messages(numericString(), '12a')).toEqual(['Pole musí obsahovat pouze číslice.']);
    expect(messages(numericString(), '-12')).toEqual(['Pole musí obsahovat pouze číslice.']);
    expect(messages(numericString({ length: 4 }), '123')).toEqual(['Vyplňte prosím přesně 4 znaky.']);
  });

  it('alphanumericDotString', () => {
    expect(check(alphanumericDotString(), 'jan.novak2')).toEqual({ ok: 'jan.novak2' });
    expect(messages(alphanumericDotString(), 'jan-novak')).toEqual(['Pole musí obsahovat pouze alfanumerické znaky s tečkou.']);
  });

  it('icoField', () => {
    expect(check(icoField(), '261 68 685')).toEqual({ ok: '26168685' });
    expect(messages(icoField(), '26168684')).toEqual(['Zadejte platné IČO.']);
    expect(messages(icoField(), ' ')).toEqual([REQUIRED]);
  });

  it('dicField', () => {
    expect(check(dicField('CZ'), 'cz 26168685')).toEqual({ ok: 'CZ26168685' });
    expect(messages(dicField('CZ'), 'CZ26168684')).toEqual(['Zadejte platné DIČ.']);
    expect(check(dicField('SK'), '2022749619')).toEqual({ ok: '2022749619' });
    expect(check(dicField('SK'), 'SK2022749619')).toEqual({ ok: 'SK2022749619' });
    expect(messages(dicField('SK'), 'SK2022749618')).toEqual(['Zadejte platné DIČ.']);
  });

  it('zipField', () => {
    expect(check(zipField('CZ'), '120 00')).toEqual({ ok: '12000' });
    expect(messages(zipField('CZ'), '920 01')).toEqual(['Zadejte platné PSČ.']);
    expect(messages(zipField('CZ'), '1200')).toEqual(['Zadejte platné PSČ.']);
    expect(check(zipField('SK'), '920 01')).toEqual({ ok: '92001' });
  });

  it('phoneField', () => {
    expect(check(phoneField(), '777 123 456')).toEqual({ ok: '777123456' });
    expect(check(phoneField(), '+420 777 123 456')).toEqual({ ok: '+420777123456' });
    expect(check(phoneField('+420'), '777 123 456')).toEqual({ ok: '777123456' });
    expect(check(phoneField('+420'), '+420 777 123 456')).toEqual({ ok: '777123456' });
    expect(messages(phoneField(), '12')).toEqual(['Zadejte platné telefonní číslo.']);
    expect(messages(phoneField('+420'), '77712345')).toEqual(['Zadejte platné telefonní číslo.']);
  });
});

describe('ratingField (1–5 stars)', () => {
  const RATING = 'Hodnocení musí být od 1 do 5 hvězdiček.';
  it('accepts 1 to 5, also as a numeric string', () => {
    expect(check(ratingField(), 1)).toEqual({ ok: 1 });
    expect(check(ratingField(), 5)).toEqual({ ok: 5 });
    expect(check(ratingField(), '3')).toEqual({ ok: 3 });
  });

  it('rejects 0, 6, fractions and text; blank is required', () => {
    for (const v of [0, 6, 2.5, -1, 'x', '6']) expect(messages(ratingField(), v), String(v)).toEqual([RATING]);
    expect(messages(ratingField(), '')).toEqual([REQUIRED]);
    expect(messages(ratingField(), undefined)).toEqual([REQUIRED]);
  });
});

describe('integerField, termsField, choiceField, optionalField', () => {
  it('integerField bounds', () => {
    expect(check(integerField({ min: 1, max: 99 }), '3')).toEqual({ ok: 3 });
    expect(messages(integerField({ min: 1, max: 99 }), 0)).toEqual(['Zadejte prosím hodnotu alespoň 1.']);
    expect(messages(integerField({ min: 1, max: 99 }), 100)).toEqual(['Zadejte prosím hodnotu nejvýše 99.']);
    expect(messages(integerField(), 1.5)).toEqual(['Zadejte prosím celé číslo.']);
    expect(messages(integerField(), 'abc')).toEqual(['Zadejte prosím celé číslo.']);
  });

  it('termsField: only an explicit agreement passes', () => {
    for (const v of [true, 'true', 'on', '1', 1]) expect(check(termsField(), v)).toEqual({ ok: true });
    for (const v of [false, undefined, null, '', 'no', 0]) {
      expect(messages(termsField(), v), String(v)).toEqual(['Je nutné souhlasit s obchodními podmínkami.']);
    }
  });

  it('choiceField', () => {
    const f = choiceField(['courier', 'branch_pickup']);
    expect(check(f, 'courier')).toEqual({ ok: 'courier' });
    expect(messages(f, 'drone')).toEqual(['Vyberte prosím jednu z nabízených možností.']);
    expect(messages(f, '')).toEqual([REQUIRED]);
    expect(messages(f, undefined)).toEqual([REQUIRED]);
  });

  it('optionalField: blank → undefined, otherwise validated', () => {
    const f = optionalField(icoField());
    for (const v of [undefined, null, '', '  ']) expect(check(f, v), String(v)).toEqual({ ok: undefined });
    expect(check(f, '26168685')).toEqual({ ok: '26168685' });
    expect(messages(f, '123')).toEqual(['Zadejte platné IČO.']);
    expect(check(optionalString({ max: 3 }), ' ab ')).toEqual({ ok: 'ab' });
    expect(messages(optionalString({ max: 3 }), 'abcd')).toEqual(['Vyplňte prosím maximálně 3 znaky.']);
  });
});

describe('issuesToFieldErrors', () => {
  const order = z.object({
    email: emailField(),
    invoiceAddress: z.object({ street: requiredString({ max: 100 }), zip: zipField('CZ'), companyId: optionalField(icoField()) }),
    items: z.array(z.object({ quantity: integerField({ min: 1 }) })),
    terms: termsField(),
  });

  it('keys messages by dotted path, including array indexes', () => {
    const r = order.safeParse({
      email: 'x',
      invoiceAddress: { street: ' ', zip: '920 01', companyId: '123' },
      items: [{ quantity: 1 }, { quantity: 0 }],
      terms: false,
    });
    expect(r.success).toBe(false);
    expect(issuesToFieldErrors(r.error!.issues, 'cs')).toEqual({
      email: [EMAIL],
      'invoiceAddress.street': [REQUIRED],
      'invoiceAddress.zip': ['Zadejte platné PSČ.'],
      'invoiceAddress.companyId': ['Zadejte platné IČO.'],
      'items.1.quantity': ['Zadejte prosím hodnotu alespoň 1.'],
      terms: ['Je nutné souhlasit s obchodními podmínkami.'],
    });
  });

  it('translates into the requested locale', () => {
    const r = order.safeParse({ email: '', invoiceAddress: { street: 'A', zip: '12000' }, items: [], terms: true });
    expect(issuesToFieldErrors(r.error!.issues, 'en')).toEqual({ email: ['This field is required'] });
    expect(issuesToFieldErrors(r.error!.issues, 'sk')).toEqual({ email: ['Pole musí byť vyplnené'] });
  });

  it('reports a missing nested object as required and a missing body under _form', () => {
    expect(issuesToFieldErrors(order.safeParse({ email: 'a@b.cz', items: [], terms: true }).error!.issues)).toEqual({
      invoiceAddress: [REQUIRED],
    });
    expect(issuesToFieldErrors(order.safeParse(undefined).error!.issues)).toEqual({ [FORM_ERROR_KEY]: [REQUIRED] });
  });

  it('maps issues of plain zod schemas by their code', () => {
    const plain = z.strictObject({
      name: z.string(),
      nick: z.string().min(1),
      code: z.string().min(3).max(5),
      mail: z.email(),
      age: z.number().min(18).max(99),
      count: z.int(),
      amount: z.number(),
      kind: z.enum(['a', 'b']),
      sku: z.string().regex(/^[A-Z]+$/),
      tags: z.array(z.string()).min(1),
    });
    const r = plain.safeParse({ nick: '', code: 'ab', mail: 'nope', age: 100, count: 1.5, amount: 'x', kind: 'c', sku: 'a', tags: [], extra: 1 });
    expect(issuesToFieldErrors(r.error!.issues)).toEqual({
      name: [REQUIRED],
      nick: [REQUIRED],
      code: ['Vyplňte prosím minimálně 3 znaky.'],
      mail: [EMAIL],
      age: ['Zadejte prosím hodnotu nejvýše 99.'],
      count: ['Zadejte prosím celé číslo.'],
      amount: ['Pole musí obsahovat pouze číslice.'],
      kind: ['Vyberte prosím jednu z nabízených možností.'],
      sku: ['Pole musí obsahovat pouze alfanumerické znaky s tečkou.'],
      tags: [REQUIRED],
      extra: ['Toto pole není povoleno.'],
    });
    expect(issuesToFieldErrors(z.object({ code: z.string().max(2) }).safeParse({ code: 'abc' }).error!.issues)).toEqual({
      code: ['Vyplňte prosím maximálně 2 znaky.'],
    });
  });

  it('reports the closest branch of a union and a bad discriminator as a choice', () => {
    const delivery = z.object({
      delivery: z.union([
        z.object({ kind: z.literal('courier'), zip: zipField('CZ') }),
        z.object({ kind: z.literal('pickup'), branchId: integerField({ min: 1 }), note: z.string() }),
      ]),
    });
    expect(issuesToFieldErrors(delivery.safeParse({ delivery: { kind: 'courier', zip: 'x' } }).error!.issues)).toEqual({
      'delivery.zip': ['Zadejte platné PSČ.'],
    });
    const du = z.object({
      d: z.discriminatedUnion('kind', [z.object({ kind: z.literal('x') }), z.object({ kind: z.literal('y') })]),
    });
    expect(issuesToFieldErrors(du.safeParse({ d: { kind: 'z' } }).error!.issues)).toEqual({
      'd.kind': ['Vyberte prosím jednu z nabízených možností.'],
    });
  });

  it('de-duplicates messages per field and ignores entries that are not issues', () => {
    const issues = [
      { code: 'custom', path: ['a'], message: 'validation.ico' },
      { code: 'custom', path: ['a'], message: 'validation.ico' },
      { code: 'custom', path: ['a'], message: 'validation.dic' },
      undefined,
      null,
      'text',
    ];
    expect(issuesToFieldErrors(issues)).toEqual({ a: ['Zadejte platné IČO.', 'Zadejte platné DIČ.'] });
  });

  it('uses a message key from custom params, and falls back when a key lacks its parameter', () => {
    const s = z.object({ x: z.string().refine(() => false, { params: { messageKey: 'validation.zip' } }) });
    expect(issuesToFieldErrors(s.safeParse({ x: 'a' }).error!.issues)).toEqual({ x: ['Zadejte platné PSČ.'] });
    const t = z.object({ x: z.string().refine(() => false, { error: 'validation.minLength' }) });
    expect(issuesToFieldErrors(t.safeParse({ x: 'a' }).error!.issues)).toEqual({ x: ['Pole obsahuje neplatnou hodnotu.'] });
  });

  it('accepts Fastify validation entries built from zod issues', () => {
    const r = order.safeParse({ email: 'a@b.cz', invoiceAddress: { street: 'A', zip: '1' }, items: [], terms: true });
    const fastify = r.error!.issues.map((issue) => {
      const { path, code, message, ...rest } = issue;
      return { keyword: code, instancePath: `/${path.join('/')}`, schemaPath: '#', message, params: rest };
    });
    expect(issuesToFieldErrors(fastify)).toEqual({ 'invoiceAddress.zip': ['Zadejte platné PSČ.'] });
    expect(
      issuesToFieldErrors([{ keyword: 'too_small', instancePath: '/password', message: 'x', params: { origin: 'string', minimum: 8 } }]),
    ).toEqual({ password: ['Vyplňte prosím minimálně 8 znaků.'] });
  });
});

describe('addressFieldsCheck (country-dependent rules)', () => {
  const address = z
    .object({
      country: requiredString(),
      zip: requiredString(),
      companyId: optionalString(),
      vatId: optionalString(),
      phonePrefix: z.string(),
      phone: optionalString(),
    })
    .superRefine(addressFieldsCheck({ allowedCountries: ['CZ'] }));

  it('validates zip, IČO, DIČ and phone for the address country', () => {
    expect(
      check(address, { country: 'CZ', zip: '920 01', companyId: '26168684', vatId: 'CZ1', phonePrefix: '+420', phone: '1234' }),
    ).toEqual({
      errors: {
        zip: ['Zadejte platné PSČ.'],
        companyId: ['Zadejte platné IČO.'],
        vatId: ['Zadejte platné DIČ.'],
        phone: ['Zadejte platné telefonní číslo.'],
      },
    });
    expect('ok' in check(address, { country: 'CZ', zip: '120 00', companyId: '26168685', vatId: 'CZ26168685', phonePrefix: '+420', phone: '777123456' })).toBe(
      true,
    );
  });

  it('rejects a country the shop does not ship to, and uses that country’s rules', () => {
    expect(check(address, { country: 'SK', zip: '920 01', phonePrefix: '' })).toEqual({
      errors: { country: ['Do vybrané země nedoručujeme.'] },
    });
  });
});

describe('catalogueKeyErrorMap', () => {
  it('writes catalogue keys into plain zod issues', () => {
    const r = z.object({ a: z.string(), b: z.number() }).safeParse({ b: 'x' }, { error: catalogueKeyErrorMap });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['validation.required', 'validation.numeric']);
  });
});
