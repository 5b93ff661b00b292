import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatIcu } from '@konfety/domain/i18n/icu';
import { cs as domainCs, en as domainEn, sk as domainSk } from '@konfety/domain/i18n';
import { bankCs } from '@konfety/domain/i18n/bank';
import { invoiceCs, invoiceSk } from '@konfety/domain/i18n/invoice';
import { staffCs } from '@konfety/domain/i18n/staff';
import { adminCs } from '../../../admin/src/i18n/cs';
import { cartCs, cartEn, cartSk } from '../../app/i18n/cart';
import { catalogCs, catalogEn, catalogSk } from '../../app/i18n/catalog';
import { footerCs, footerEn, footerSk } from '../../app/i18n/footer';
import { headerCs, headerEn, headerSk } from '../../app/i18n/header';
import { homeCs, homeEn, homeSk } from '../../app/i18n/home';
import { ordersCs, ordersEn, ordersSk } from '../../app/i18n/orders';
import { shellCs, shellEn, shellSk } from '../../app/i18n/shell';
import { type Messages, messagesFor } from '../../app/i18n/catalogue.server';

type Catalogue = Record<string, string | undefined>;

/** The storefront's messages per locale, as its pages get them. */
const catalogues: Record<string, Catalogue> = {
  cs: { ...domainCs, ...shellCs, ...headerCs, ...footerCs, ...catalogCs, ...ordersCs, ...cartCs, ...homeCs },
  sk: { ...domainSk, ...shellSk, ...headerSk, ...footerSk, ...catalogSk, ...ordersSk, ...cartSk, ...homeSk },
  en: { ...domainEn, ...shellEn, ...headerEn, ...footerEn, ...catalogEn, ...ordersEn, ...cartEn, ...homeEn },
};

/**
 * Every catalogue formatted, by name and locale: the back office's (adminCs) and the domain's own ones (staff,
 * bank statements, tax documents) each apart from the storefront's, since their keys may repeat the shop's (the
 * back office's `order.*` beside the shop's `order.state.*`) and one spread would hide the other's message.
 */
const formatted: Array<[name: string, locale: string, catalogue: Catalogue]> = [
  ...Object.entries(catalogues).map(([locale, catalogue]): [string, string, Catalogue] => ['storefront', locale, catalogue]),
  ['admin', 'cs', adminCs],
  ['staff', 'cs', staffCs],
  ['bank', 'cs', bankCs],
  ['invoice', 'cs', invoiceCs],
  ['invoice', 'sk', invoiceSk],
];

const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 1000, 12345.5, 1.5, -1];
const CHOICES = ['yes', 'no', 'other', 'x'];

/** Every argument of a pattern with the values to try: numbers for plural/number arguments, choices for selects, text else. */
function samples(pattern: string): Array<Record<string, unknown>> {
  const args = new Map<string, unknown[]>();
  for (const [, name, type] of pattern.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    const values = type === 'plural' || type === 'number' ? NUMBERS : type === 'select' ? CHOICES : ['Text', 7];
    if (!args.has(name!) || type) args.set(name!, values);
  }
  const longest = Math.max(1, ...[...args.values()].map((v) => v.length));
  return Array.from({ length: longest }, (_, i) => Object.fromEntries([...args].map(([name, values]) => [name, values[i % values.length]])));
}

function oracle(pattern: string, locale: string, params: Record<string, unknown>): string {
  const out = new IntlMessageFormat(pattern, locale, undefined, { ignoreTag: true }).format(params as Record<string, string | number>);
  return Array.isArray(out) ? out.join('') : String(out);
}

describe('the ICU formatter', () => {
  it('formats every catalogue message in every locale exactly as intl-messageformat does', () => {
    let compared = 0;
    for (const [name, locale, catalogue] of formatted) {
      for (const [key, pattern] of Object.entries(catalogue)) {
        if (pattern === undefined) continue;
        for (const params of samples(pattern)) {
          expect(formatIcu(pattern, locale, params), `${name} ${locale} ${key} ${JSON.stringify(params)}`).toBe(oracle(pattern, locale, params));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it.each([
    ["Apostrophes: it''s, l'été, '{literal}' and '#' outside plural", {}],
    ['{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}', { n: 3, who: 'Eva' }],
    ["{n, plural, =1 {exact} other {# items, quoted: '#'}}", { n: 1 }],
    ['{n, plural, other {# items, quoted: \'#\'}}', { n: 1234 }],
    ['{kind, select, a {A{x}} other {O}} {x}', { kind: 'a', x: 0 }],
    ['{flag} {nothing}', { flag: false, nothing: null }],
    ['<b>tags are text</b> {x}', { x: 'y' }],
  ])('agrees with intl-messageformat on %s', (pattern, params) => {
    for (const locale of ['cs', 'sk', 'en']) expect(formatIcu(pattern, locale, params)).toBe(oracle(pattern, locale, params));
  });

  it('refuses syntax outside its subset and a missing value, as the library does', () => {
    expect(() => formatIcu('{d, date, short}', 'cs', { d: 1 })).toThrow(SyntaxError);
    expect(() => formatIcu('{n, plural, one {x}}', 'cs', { n: 1 })).toThrow(SyntaxError);
    expect(() => formatIcu('{open', 'cs', {})).toThrow(SyntaxError);
    expect(() => formatIcu('Hi {name}', 'cs', {})).toThrow(/name/);
  });
});

describe('messages sent to a page', () => {
  it('are the areas asked for, in the locale, with the Czech text where the locale has none', () => {
    // Packed (one JSON text in the page's data), as the browser gets them.
    const home = JSON.parse(messagesFor('sk', ['home'])) as Messages;
    expect(Object.keys(home).length).toBeGreaterThan(0);
    expect(Object.keys(home).every((k) => k.startsWith('home.'))).toBe(true);
    expect(home['home.top.title']).toBe(catalogues.sk!['home.top.title']);
    const errors = JSON.parse(messagesFor('en', ['shell'])) as Messages;
    expect(errors['shell.error.404.title']).toBe(catalogues.en!['shell.error.404.title'] ?? catalogues.cs!['shell.error.404.title']);
  });
});
