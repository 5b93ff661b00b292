import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cookies } from '../../app/lib/cookies.server';
import { rootLanguageRedirect, switchLanguage } from '../../app/lib/site-language.server';
import { loader as homeLoader } from '../../app/routes/home';
import { COOKIE_NAMES } from '../../app/lib/cookie-names';
import { stubLoadContext } from './support/load-context';

/*
 * Which language a visitor gets where (lib/site-language.server.ts): the switcher's `/_/language` remembers the choice
 * in the locale cookie (SPEC §9: 365 days) on every host it passes, and only the root `/` asks the cookie.
 */

const CZ = 'https://www.konfety.example';
const SK = 'https://www.konfety.example.sk';

/** A load context of a request to `site` while Czech and Slovak are live on their own hosts. */
function on(site: string): AppLoadContext {
  return { ...stubLoadContext().context, clientUrl: site, publicUrl: CZ, siteUrls: { cs: CZ, sk: SK } };
}

const localeCookie = async (locale: string) => (await cookies(false).locale.serialize(locale)).split(';')[0]!;

async function get(url: string, cookie?: string): Promise<Request> {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

describe('the language switcher (`/_/language`)', () => {
  it('remembers the language for 365 days and goes to the page on the same host', async () => {
    const res = await switchLanguage(await get(`${CZ}/_/language?locale=en&to=/en/stores`), on(CZ));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/stores');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(new RegExp(`^${COOKIE_NAMES.locale}=`));
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('HttpOnly');
    expect(await cookies(false).locale.parse(setCookie)).toBe('en');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('passes through the other site’s own `/_/language` for a language that lives there, which never bounces again', async () => {
    const first = await switchLanguage(await get(`${CZ}/_/language?locale=sk&to=/sk/predajne`), on(CZ));
    expect(await cookies(false).locale.parse(first.headers.get('set-cookie'))).toBe('sk');
    const next = new URL(first.headers.get('location')!);
    expect(next.origin).toBe(SK);
    expect(next.pathname).toBe('/_/language');
    expect(Object.fromEntries(next.searchParams)).toEqual({ locale: 'sk', to: '/sk/predajne', hop: '1' });
    const second = await switchLanguage(await get(next.href), on(SK));
    expect(second.headers.get('location')).toBe('/sk/predajne');
    expect(await cookies(false).locale.parse(second.headers.get('set-cookie'))).toBe('sk');
  });

  it('ends on a local page of that language only: another host, another language’s page or junk is its home', async () => {
    for (const to of ['https://evil.example/', '//evil.example', '/prodejny', '/\\evil', '']) {
      const res = await switchLanguage(await get(`${CZ}/_/language?locale=en&${new URLSearchParams({ to })}`), on(CZ));
      expect(res.headers.get('location'), to).toBe('/en');
    }
    const unknown = await switchLanguage(await get(`${CZ}/_/language?locale=de&to=/de`), on(CZ)).catch((e: unknown) => e as Response);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
});

describe('the root `/`', () => {
  it('is the Czech home page on the Czech host for a visitor who chose nothing or Czech', async () => {
    expect(await rootLanguageRedirect(await get(`${CZ}/`), on(CZ))).toBeNull();
    expect(await rootLanguageRedirect(await get(`${CZ}/`, await localeCookie('cs')), on(CZ))).toBeNull();
  });

  it('is the Slovak home page on the Slovak host, and the chosen language’s home page anywhere', async () => {
    expect(await rootLanguageRedirect(await get(`${SK}/`), on(SK))).toBe('/sk');
    expect(await rootLanguageRedirect(await get(`${CZ}/`, await localeCookie('sk')), on(CZ))).toBe(`${SK}/sk`);
    expect(await rootLanguageRedirect(await get(`${CZ}/`, await localeCookie('en')), on(CZ))).toBe('/en');
    expect(await rootLanguageRedirect(await get(`${SK}/`, await localeCookie('cs')), on(SK))).toBe(`${CZ}/`);
    expect(await rootLanguageRedirect(await get(`${SK}/`, await localeCookie('en')), on(SK))).toBe(`${CZ}/en`);
  });

  it('stays on this host while Slovak has no live site of its own', async () => {
    const czechOnly = { ...on(CZ), siteUrls: { cs: CZ } };
    expect(await rootLanguageRedirect(await get(`${CZ}/`, await localeCookie('sk')), czechOnly)).toBe('/sk');
  });

  it('is where the home page’s loader sends the visitor, before it asks the API anything', async () => {
    const { context, calls } = stubLoadContext();
    const sk = { ...context, clientUrl: SK, publicUrl: CZ, siteUrls: { cs: CZ, sk: SK } };
    const thrown = await homeLoader({ request: await get(`${SK}/`), context: sk, params: {} } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/sk');
    expect(calls).toEqual([]);
  });
});
