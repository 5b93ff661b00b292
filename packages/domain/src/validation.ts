import { z } from 'zod';
import { DEFAULT_LOCALE, formatMessage, isMessageKey, type MessageKey, type MessageParams } from './i18n';
import { normalizeIco, normalizePhone, normalizeTaxId, normalizeZip } from './company';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from './checkout';

/**
 * SPEC §5 validation messages and the zod 4 glue that turns zod issues into them.
 *
 * How it fits together: the field builders below put a catalogue key (e.g.
 * 'validation.minLength') into each zod issue's `message`; `issuesToFieldErrors`
 * translates those keys, with parameters taken from the issue (`minimum` →
 * {length}), into the request's locale. Issues of plain zod schemas, which carry
 * zod's English text, are mapped by their code instead, so every issue comes out
 * as one of the catalogue texts.
 */

export const validationKeys = [
  'required',
  'email',
  'minLength',
  'maxLength',
  'length',
  'confirmed',
  'numeric',
  'regex',
  'passwordsMismatch',
  'ico',
  'dic',
  'zip',
  'phone',
  'rating',
  'terms',
  'choice',
  'invalid',
  'integer',
  'minValue',
  'maxValue',
  'unknownField',
  'country',
  'characters',
  'nameCharacters',
  'priceRange',
  'tooMany',
  'date',
  'futureDate',
  'consent',
  'cvMissing',
  'cvType',
  'cvSize',
] as const;
export type ValidationKey = (typeof validationKeys)[number];
export type ValidationMessageKey = `validation.${ValidationKey}`;

// Every validation key has a catalogue text (compile-time check).
const _validationKeysCovered: [ValidationMessageKey] extends [MessageKey] ? true : never = true;
void _validationKeysCovered;

/** Key under which issues about the whole body (empty path) are reported. */
export const FORM_ERROR_KEY = '_form';

import { RATING_MAX, RATING_MIN } from './reviews';

export { RATING_MAX, RATING_MIN };

const K = <T extends ValidationKey>(key: T): `validation.${T}` => `validation.${key}`;

/**
 * The text of a validation rule: `validationMessage('minLength', { length: 8 })` →
 * "Vyplňte prosím minimálně 8 znaků." Accepts 'minLength' or 'validation.minLength'.
 */
export function validationMessage(
  key: ValidationKey | ValidationMessageKey,
  params: MessageParams = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const full = (key.startsWith('validation.') ? key : `validation.${key}`) as ValidationMessageKey;
  return formatMessage(locale, full, params);
}

/** SPEC §5: undefined, null, an empty or whitespace-only string count as "not filled in". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

type RawIssue = z.core.$ZodRawIssue;

/** Schema-level error map: blank input → required; length checks → min/max length; anything else → `invalid`. */
function keyedErrors(invalid: ValidationKey, blank: ValidationKey = 'required') {
  return (iss: RawIssue): string => {
    if (isBlank(iss.input)) return K(blank);
    if (iss.code === 'too_small' && iss.origin === 'string') return iss.exact ? K('length') : K('minLength');
    if (iss.code === 'too_big' && iss.origin === 'string') return iss.exact ? K('length') : K('maxLength');
    return K(invalid);
  };
}

/**
 * Characters no text field accepts: NUL (U+0000) and lone UTF-16 surrogates (a high
 * surrogate not followed by a low one, or a low one without its high one). Neither is
 * text, and PostgreSQL cannot store either (UTF-8 has no encoding for them, text and
 * jsonb refuse NUL), so they are refused at the edge with 'Pole obsahuje nepovolené znaky.'
 */
const FORBIDDEN_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string carries a character no text field accepts (see FORBIDDEN_CHARACTERS). */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/** The first check of every text factory: forbidden characters end the field's validation. */
const cleanText = [(v: string) => !hasForbiddenCharacters(v), { error: K('characters'), abort: true }] as const;

/**
 * A plain text field for values that are not form input (codes, technical strings):
 * any string without forbidden characters, not trimmed, blank allowed, at most `max` characters.
 * Form fields use `requiredString`, `optionalString` or `optionalText`.
 */
export function textField(opts: { max?: number } = {}) {
  const s = z.string({ error: keyedErrors('invalid') }).refine(...cleanText);
  return opts.max === undefined ? s : s.max(opts.max, { error: K('maxLength') });
}

export interface StringFieldOptions {
  /** Minimum length (after trimming): message 'Vyplňte prosím minimálně {length} znaků.' */
  min?: number;
  /** Maximum length: message 'Vyplňte prosím maximálně {length} znaků.' */
  max?: number;
  /** Exact length. */
  length?: number;
  /** Trim surrounding whitespace from the value (default true). Whitespace-only is "missing" either way. */
  trim?: boolean;
  /** A pattern the value must match, reported with `patternKey` (default 'regex'). */
  pattern?: RegExp;
  patternKey?: ValidationKey;
}

/** A required text field; "", "   ", null and a missing value all give 'Pole musí být vyplněno'. */
export function requiredString(opts: StringFieldOptions = {}) {
  let s = z.string({ error: keyedErrors(opts.pattern ? (opts.patternKey ?? 'regex') : 'invalid') }).refine(...cleanText);
  if (opts.trim !== false) s = s.trim().min(1, { error: K('required'), abort: true });
  else s = s.refine((v) => v.trim() !== '', { error: K('required'), abort: true });
  if (opts.length !== undefined) s = s.length(opts.length, { error: K('length') });
  if (opts.min !== undefined) s = s.min(opts.min, { error: K('minLength') });
  if (opts.max !== undefined) s = s.max(opts.max, { error: K('maxLength') });
  if (opts.pattern) s = s.regex(opts.pattern, { error: K(opts.patternKey ?? 'regex') });
  return s;
}

/**
 * Makes a field optional: a missing value, null, "" and whitespace-only become
 * undefined and are not validated; anything else must pass `schema`.
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());
}

/** An optional free-text field (trimmed; blank → undefined). */
export function optionalString(opts: Omit<StringFieldOptions, 'trim'> = {}) {
  return optionalField(requiredString(opts));
}

/** An optional free text kept as null when missing or blank (trimmed, at most `max` characters). */
export function optionalText(max: number) {
  return z
    .string({ error: keyedErrors('invalid', 'invalid') })
    .refine(...cleanText)
    .trim()
    .max(max, { error: K('maxLength') })
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * Characters no person types into a name: controls (C0, DEL and C1: ESC, CR/LF, tab …), the bidirectional
 * formatting characters (marks, embeddings, overrides, isolates: U+202E shows "Novák" backwards on a page, a mail
 * or an invoice), zero-width characters and the line and paragraph separators. Pasted or planted, they make one
 * name look like another or break what it is printed on; surrounding whitespace is trimmed before the check.
 */
const NAME_FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Bidi_Control}\u200B-\u200D\u2060\uFEFF\u2028\u2029]/u;

/** Whether a name carries a character no person types (see NAME_FORBIDDEN_CHARACTERS). */
export function hasNameForbiddenCharacters(value: string): boolean {
  return NAME_FORBIDDEN_CHARACTERS.test(value);
}

/** A person's first or last name: a required, trimmed string of at most `max` characters without invisible or control characters. */
export function personNameField(opts: { max: number }) {
  return requiredString({ max: opts.max }).refine((v) => !hasNameForbiddenCharacters(v), { error: K('nameCharacters') });
}

/** E-mail: trimmed, lower-cased, at most `max` characters (RFC 5321: 254), 'Pole musí obsahovat platný email.' */
export function emailField(opts: { max?: number } = {}) {
  return z
    .string({ error: keyedErrors('email') })
    .refine(...cleanText)
    .trim()
    .toLowerCase()
    .min(1, { error: K('required'), abort: true })
    .max(opts.max ?? 254, { error: K('maxLength'), abort: true })
    .check(z.email({ error: K('email') }));
}

/** A new password: not trimmed (spaces are characters), whitespace-only is missing, at least `min` characters. */
export function passwordField(min = 8, max = 200) {
  return z
    .string({ error: keyedErrors('invalid') })
    .refine(...cleanText)
    .refine((v) => v.trim() !== '', { error: K('required'), abort: true })
    .min(min, { error: K('minLength') })
    .max(max, { error: K('maxLength') });
}

/** The repeated password: when left empty it says 'Toto pole je nutné potvrdit.' Combine with `passwordsMatch`. */
export function passwordConfirmationField() {
  return z
    .string({ error: keyedErrors('invalid', 'confirmed') })
    .refine(...cleanText)
    .refine((v) => v.trim() !== '', { error: K('confirmed'), abort: true });
}

/**
 * Object-level check for `.superRefine(...)`: when both passwords are filled in and
 * differ, reports 'Hesla nejsou shodná.' on the confirmation field.
 */
export function passwordsMatch(passwordKey = 'password', confirmationKey = 'passwordConfirmation') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const a = value[passwordKey];
    const b = value[confirmationKey];
    if (typeof a === 'string' && typeof b === 'string' && !isBlank(a) && !isBlank(b) && a !== b) {
      ctx.addIssue({ code: 'custom', path: [confirmationKey], message: K('passwordsMismatch') });
    }
  };
}

/** Digits only ('Pole musí obsahovat pouze číslice.'), with optional length limits. */
export function numericString(opts: Omit<StringFieldOptions, 'pattern' | 'patternKey'> = {}) {
  return requiredString({ ...opts, pattern: /^\d+$/, patternKey: 'numeric' });
}

/** Letters, digits and dots only ('Pole musí obsahovat pouze alfanumerické znaky s tečkou.'). */
export function alphanumericDotString(opts: Omit<StringFieldOptions, 'pattern' | 'patternKey'> = {}) {
  return requiredString({ ...opts, pattern: /^[A-Za-z0-9.]+$/, patternKey: 'regex' });
}

/** A required string normalised by `normalize` (null = invalid, reported as `key`). */
function normalizedField(key: ValidationKey, normalize: (value: string) => string | null) {
  return z
    .string({ error: keyedErrors(key) })
    .refine(...cleanText)
    .trim()
    .min(1, { error: K('required'), abort: true })
    .overwrite((v) => normalize(v) ?? v)
    .refine((v) => normalize(v) !== null, { error: K(key) });
}

/** IČO (CZ/SK): spaces removed, 8 digits with a valid check digit ('Zadejte platné IČO.'). */
export function icoField() {
  return normalizedField('ico', normalizeIco);
}

/** DIČ for a country: CZ → CZ + 8–10 digits (8 = valid IČO); SK → DIČ (10 digits) or IČ DPH (SK + 10 digits). */
export function dicField(country: string) {
  return normalizedField('dic', (v) => normalizeTaxId(v, country));
}

/** Postal code for a country: CZ/SK "120 00" → "12000" (5 digits, CZ 1–7…, SK 0/8/9…). */
export function zipField(country: string) {
  return normalizedField('zip', (v) => normalizeZip(v, country));
}

/**
 * Phone number: separators dropped; "+420…"/"+421…" need 9 national digits,
 * other numbers 6–15 digits. Pass the separately chosen prefix when it is known
 * statically; for a prefix field in the same form use `addressFieldsCheck`.
 */
export function phoneField(prefix = '') {
  return normalizedField('phone', (v) => {
    const normalized = normalizePhone(v, prefix);
    if (normalized === null) return null;
    // Keep the national number when the prefix is a separate field.
    return prefix !== '' && normalized.startsWith(prefix) ? normalized.slice(prefix.length) : normalized;
  });
}

/** The phone prefix of a form (SPEC §3 prefixes, "" for none): optional, `DEFAULT_PHONE_PREFIX` when not sent (checkout.ts). */
export function phonePrefixField() {
  return z.enum(PHONE_PREFIXES).default(DEFAULT_PHONE_PREFIX);
}

const numericInput = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** SPEC §5/§9: star rating, an integer 1–5 (a numeric string from a form is accepted). */
export function ratingField() {
  const err = { error: K('rating') };
  return z.preprocess(
    numericInput,
    z.number({ error: keyedErrors('rating') }).int(err).min(RATING_MIN, err).max(RATING_MAX, err),
  );
}

/** An integer with optional bounds ('Zadejte prosím hodnotu alespoň {min}.'), numeric strings accepted. */
export function integerField(opts: { min?: number; max?: number } = {}) {
  let n = z.number({ error: keyedErrors('integer') }).int({ error: K('integer') });
  if (opts.min !== undefined) n = n.min(opts.min, { error: K('minValue') });
  if (opts.max !== undefined) n = n.max(opts.max, { error: K('maxValue') });
  return z.preprocess(numericInput, n);
}

/** SPEC §5: agreement with the terms. Accepts true (or "true"/"on"/"1"/1 from forms); anything else → terms message. */
export function termsField() {
  return z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1,
    z.literal(true, { error: K('terms') }),
  );
}

/** One of the given values; blank → required, anything else → 'Vyberte prosím jednu z nabízených možností.' */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: keyedErrors('choice') });
}

export interface AddressFormatInput {
  country: string | null;
  zip?: string | null;
  companyId?: string | null;
  vatId?: string | null;
  phone?: string | null;
  phonePrefix?: string | null;
}

/**
 * The format rules of an address that depend on its country: PSČ/ZIP, IČO
 * (a Czech and Slovak identifier, so only checked there), DIČ and the phone
 * with its prefix. Blank values and a blank country are skipped: whether a
 * field is required is the form's own rule.
 */
export function addressFormatProblems(a: AddressFormatInput): Array<{ field: 'zip' | 'companyId' | 'vatId' | 'phone'; key: ValidationKey }> {
  const present = (v: string | null | undefined) => (typeof v === 'string' && !isBlank(v) ? v : null);
  const country = present(a.country)?.trim().toUpperCase() ?? null;
  const problems: Array<{ field: 'zip' | 'companyId' | 'vatId' | 'phone'; key: ValidationKey }> = [];
  const zip = present(a.zip);
  if (country && zip !== null && normalizeZip(zip, country) === null) problems.push({ field: 'zip', key: 'zip' });
  const ico = present(a.companyId);
  if (ico !== null && (country === 'CZ' || country === 'SK') && normalizeIco(ico) === null) problems.push({ field: 'companyId', key: 'ico' });
  const dic = present(a.vatId);
  if (country && dic !== null && normalizeTaxId(dic, country) === null) problems.push({ field: 'vatId', key: 'dic' });
  const phone = present(a.phone);
  if (phone !== null && normalizePhone(phone, present(a.phonePrefix) ?? '') === null) problems.push({ field: 'phone', key: 'phone' });
  return problems;
}

/**
 * Object-level check for `.superRefine(...)` of an address whose country is a
 * field of the same object: validates zip, IČO, DIČ and phone (with its prefix)
 * for that country, and optionally that the country is one the shop ships to.
 * Empty optional fields are skipped (mark them required in the object itself).
 */
export function addressFieldsCheck(
  options: {
    allowedCountries?: readonly string[];
    keys?: Partial<Record<'country' | 'zip' | 'companyId' | 'vatId' | 'phone' | 'phonePrefix', string>>;
  } = {},
) {
  const k = {
    country: 'country',
    zip: 'zip',
    companyId: 'companyId',
    vatId: 'vatId',
    phone: 'phone',
    phonePrefix: 'phonePrefix',
    ...options.keys,
  };
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const str = (key: string) => {
      const v = value[key];
      return typeof v === 'string' && !isBlank(v) ? v : null;
    };
    const country = str(k.country)?.trim().toUpperCase() ?? null;
    const report = (key: string, msg: ValidationKey) => ctx.addIssue({ code: 'custom', path: [key], message: K(msg) });
    if (country && options.allowedCountries && !options.allowedCountries.map((c) => c.toUpperCase()).includes(country)) {
      report(k.country, 'country');
    }
    const problems = addressFormatProblems({
      country,
      zip: str(k.zip),
      companyId: str(k.companyId),
      vatId: str(k.vatId),
      phone: str(k.phone),
      phonePrefix: str(k.phonePrefix),
    });
    for (const problem of problems) report(k[problem.field], problem.key);
  };
}

// ---------------------------------------------------------------------------
// zod issues → per-field messages

interface NormalIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  fields: Record<string, unknown>;
  hasInput: boolean;
}

/** Accepts a zod issue, or a Fastify validation entry made from one by fastify-type-provider-zod. */
function normalizeIssue(raw: unknown): NormalIssue | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (Array.isArray(r.path) && typeof r.code === 'string') {
    return { code: r.code, path: r.path as PropertyKey[], message: String(r.message ?? ''), fields: r, hasInput: 'input' in r };
  }
  if (typeof r.keyword === 'string' && typeof r.instancePath === 'string') {
    const path = r.instancePath
      .split('/')
      .slice(1)
      .filter((p) => p !== '')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const params = (typeof r.params === 'object' && r.params !== null ? r.params : {}) as Record<string, unknown>;
    return { code: r.keyword, path, message: String(r.message ?? ''), fields: params, hasInput: 'input' in params };
  }
  return null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined);

function paramsOf(issue: NormalIssue): MessageParams {
  const f = issue.fields;
  const minimum = num(f.minimum);
  const maximum = num(f.maximum);
  const custom = typeof f.params === 'object' && f.params !== null ? (f.params as Record<string, unknown>) : {};
  const params: MessageParams = { ...custom };
  if (minimum !== undefined) {
    params.min = minimum;
    params.length = minimum;
  }
  if (maximum !== undefined) {
    params.max = maximum;
    if (minimum === undefined) params.length = maximum;
  }
  return params;
}

function receivedBlank(issue: NormalIssue): boolean {
  if (issue.hasInput) return isBlank(issue.fields.input);
  return /received (undefined|null)\s*$/.test(issue.message);
}

/** The catalogue key for an issue that does not name one itself. */
function keyFromCode(issue: NormalIssue): ValidationMessageKey {
  const f = issue.fields;
  switch (issue.code) {
    case 'invalid_type': {
      if (receivedBlank(issue)) return K('required');
      if (f.expected === 'int') return K('integer');
      if (f.expected === 'number' || f.expected === 'bigint') return K('numeric');
      return K('invalid');
    }
    case 'too_small': {
      const min = num(f.minimum) ?? 0;
      if (f.origin === 'string') {
        if (f.exact) return K('length');
        return min <= 1 ? K('required') : K('minLength');
      }
      if (f.origin === 'array' || f.origin === 'set') return min <= 1 ? K('required') : K('invalid');
      if (f.origin === 'number' || f.origin === 'int' || f.origin === 'bigint') return K('minValue');
      return K('invalid');
    }
    case 'too_big': {
      if (f.origin === 'string') return f.exact ? K('length') : K('maxLength');
      if (f.origin === 'number' || f.origin === 'int' || f.origin === 'bigint') return K('maxValue');
      return K('invalid');
    }
    case 'invalid_format':
      if (f.format === 'email') return K('email');
      if (f.format === 'regex') return K('regex');
      return K('invalid');
    case 'invalid_value':
      return receivedBlank(issue) ? K('required') : K('choice');
    default:
      return K('invalid');
  }
}

/**
 * SPEC §5 per-field errors of a 422: zod issues → `{ "invoiceAddress.zip": ["Zadejte platné PSČ."] }`,
 * keyed by the dotted path (array indexes included: "items.0.quantity"); issues
 * about the body itself go under `FORM_ERROR_KEY`. Each field lists distinct
 * messages in issue order. Entries that are not issues are ignored.
 */
export function issuesToFieldErrors(issues: Iterable<unknown>, locale: string = DEFAULT_LOCALE): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (path: PropertyKey[], text: string) => {
    const key = path.length === 0 ? FORM_ERROR_KEY : path.map((p) => String(p)).join('.');
    const list = (out[key] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  const visit = (raw: unknown, prefix: PropertyKey[]) => {
    const issue = normalizeIssue(raw);
    if (!issue) return;
    const path = [...prefix, ...issue.path];
    const f = issue.fields;
    const custom = typeof f.params === 'object' && f.params !== null ? (f.params as Record<string, unknown>) : {};
    let key: MessageKey | null = isMessageKey(custom.messageKey) ? custom.messageKey : isMessageKey(issue.message) ? issue.message : null;
    if (key === null && issue.code === 'unrecognized_keys' && Array.isArray(f.keys)) {
      for (const k of f.keys) add([...path, String(k)], validationMessage('unknownField', {}, locale));
      return;
    }
    if (key === null && issue.code === 'invalid_union' && Array.isArray(f.errors) && f.errors.length > 0) {
      // Report the branch that came closest (fewest issues), as if it were the only one.
      const branches = (f.errors as unknown[]).filter(Array.isArray) as unknown[][];
      const best = branches.reduce((a, b) => (b.length < a.length ? b : a));
      for (const inner of best) visit(inner, path);
      return;
    }
    if (key === null && issue.code === 'invalid_union') key = K('choice');
    key ??= keyFromCode(issue);
    let text: string;
    try {
      text = formatMessage(locale, key, paramsOf(issue));
    } catch {
      // A key that needs a parameter the issue does not carry (e.g. a custom refine using 'validation.minLength').
      text = validationMessage('invalid', {}, locale);
    }
    add(path, text);
  };
  for (const raw of issues) visit(raw, []);
  return out;
}

/**
 * A zod error map that writes catalogue keys into the issues of plain zod
 * schemas (those not built with the helpers above), with the issue's input at
 * hand. Optional: `schema.safeParse(data, { error: catalogueKeyErrorMap })`.
 */
export function catalogueKeyErrorMap(iss: RawIssue): string {
  const fields = iss as unknown as Record<string, unknown>;
  return keyFromCode({ code: iss.code ?? 'custom', path: iss.path ?? [], message: '', fields, hasInput: true });
}
