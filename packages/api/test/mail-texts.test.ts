import { describe, expect, it } from 'vitest';
import { storefrontHome, storefrontLink } from '@konfety/domain/site-urls';
import { replyToOf } from '../src/features/mail/links';
import { mailText, mailTexts, SAME_IN_SLOVAK, type MailTextKey } from '../src/features/mail/texts';

/*
 * The mails' texts and links without a database: the Slovak catalogue is Slovak (a text left a Czech copy, or one the
 * formatter would fill from Czech, shows up here before a Slovak customer reads it), and the links land on the
 * language's own pages.
 */

const cs = mailTexts.cs as Record<MailTextKey, string>;
const sk = mailTexts.sk as Partial<Record<MailTextKey, string>>;
const en = mailTexts.en as Partial<Record<MailTextKey, string>>;
const keys = Object.keys(cs) as MailTextKey[];

/**
 * The argument names a message uses, nested ones (in a plural's or select's options) included: a small reading of the
 * ICU syntax the catalogues use, where an option's text (`other {Predmet}`) is text, not an argument.
 */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  const word = () => {
    while (/\s/.test(message[i] ?? '')) i++;
    const start = i;
    while (i < message.length && /[^\s{},]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] !== '{') {
        i++;
        continue;
      }
      i++;
      names.add(word());
      while (/\s/.test(message[i] ?? '')) i++;
      if (message[i] === ',') {
        i++;
        word();
        while (/\s/.test(message[i] ?? '')) i++;
        if (message[i] === ',') {
          i++;
          for (;;) {
            while (/\s/.test(message[i] ?? '')) i++;
            if (message[i] === '}' || i >= message.length) break;
            word();
            while (/\s/.test(message[i] ?? '')) i++;
            i++; // the option's `{`
            text();
            i++; // its `}`
          }
        }
      }
      i++; // the argument's `}`
    }
  };
  text();
  return names;
}

describe('the Slovak mail texts', () => {
  it('every Czech key has a Slovak text of its own, or is listed as written alike in both languages', () => {
    const missing = keys.filter((key) => typeof sk[key] !== 'string' || sk[key] === '');
    expect(missing).toEqual([]);
    const czechCopies = keys.filter((key) => sk[key] === cs[key] && !SAME_IN_SLOVAK.has(key));
    expect(czechCopies).toEqual([]);
    // The list says why a text may equal the Czech one; an entry whose texts now differ no longer belongs in it.
    const stale = [...SAME_IN_SLOVAK].filter((key) => sk[key] !== cs[key]);
    expect(stale).toEqual([]);
  });

  it('no Slovak text has a letter only Czech writes (ě, ř, ů)', () => {
    const czechLetters = keys.filter((key) => /[ěřůĚŘŮ]/.test(sk[key] ?? ''));
    expect(czechLetters).toEqual([]);
  });

  it('the Slovak and English texts take the arguments the Czech ones do, and all of them format', () => {
    for (const [locale, catalogue] of [['sk', sk], ['en', en]] as const) {
      for (const key of keys) {
        expect([...argumentsOf(catalogue[key] ?? '')].sort(), `${locale} ${key}`).toEqual([...argumentsOf(cs[key])].sort());
        const params = Object.fromEntries([...argumentsOf(cs[key])].map((name) => [name, 2]));
        expect(() => mailText(locale, key, params), `${locale} ${key}`).not.toThrow();
      }
    }
  });

  it('names the QR code by the standard the order stores, never "QR Platba" in Slovak', () => {
    expect(mailText('cs', 'mail.order.bank.qr', { standard: 'spayd' })).toBe('Nebo naskenujte QR kód (QR Platba) v aplikaci své banky:');
    expect(mailText('cs', 'mail.order.bank.qrAlt', { standard: 'spayd' })).toBe('QR Platba');
    expect(mailText('sk', 'mail.order.bank.qr', { standard: 'pay_by_square' })).toBe('Alebo naskenujte QR kód PAY by square v aplikácii svojej banky:');
    expect(mailText('sk', 'mail.order.bank.qrAlt', { standard: 'pay_by_square' })).toBe('PAY by square');
    for (const standard of ['spayd', 'pay_by_square']) {
      for (const key of ['mail.order.bank.qr', 'mail.order.bank.qrAlt'] as const) expect(mailText('sk', key, { standard })).not.toContain('QR Platba');
    }
  });
});

describe('the mails’ links', () => {
  const czSite = { url: 'https://www.konfety.test', locale: 'cs' };
  const skSite = { url: 'https://www.konfety-sk.test/', locale: 'sk' };

  it('a page in the site’s language, under its prefix on its own host', () => {
    expect(storefrontLink(skSite, 'summary', { id: 42, hash: 'ab12' })).toBe('https://www.konfety-sk.test/sk/zhrnutie/42/ab12');
    expect(storefrontLink(czSite, 'summary', { id: 42, hash: 'ab12' })).toBe('https://www.konfety.test/shrnuti/42/ab12');
    expect(storefrontLink(skSite, 'survey')).toBe('https://www.konfety-sk.test/sk/spokojnost');
    expect(storefrontLink(skSite, 'store', { id: 3 })).toBe('https://www.konfety-sk.test/sk/predajne/3');
  });

  it('the home page: the Slovak site’s is its /sk, the Czech one’s the bare site address', () => {
    expect(storefrontHome(skSite)).toBe('https://www.konfety-sk.test/sk');
    expect(storefrontHome(czSite)).toBe('https://www.konfety.test');
  });

  it('replies go to the site’s own address when it is not the sender’s', () => {
    expect(replyToOf('obchod@konfety-sk.example', 'Konfety <obchod@konfety.example>')).toBe('obchod@konfety-sk.example');
    expect(replyToOf('Obchod@Konfety.example', 'Konfety <obchod@konfety.example>')).toBeUndefined();
    expect(replyToOf('obchod@konfety.example', 'obchod@konfety.example')).toBeUndefined();
    expect(replyToOf('', 'obchod@konfety.example')).toBeUndefined();
  });
});
