import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cookies } from '../../app/lib/cookies.server';
import { rootLanguageRedirect, samePageIn, switchLanguage } from '../../app/lib/site-language.server';
import { loader as homeLoader } from '../../app/routes/home';
import { COOKIE_NAMES } from '../../app/lib/cookie-names';
import { stub, stubLoadContext } from './support/load-context';

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
  it('remembers the language for 365 days and goes to the same page in it on the same host', async () => {
    const res = await switchLanguage(await get(`${CZ}/_/language?locale=en&from=/prodejny`), on(CZ));
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
    const first = await switchLanguage(await get(`${CZ}/_/language?locale=sk&from=/prodejny`), on(CZ));
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
    for (const from of ['https://evil.example/', '//evil.example/sk', '/\\evil', '', '/nic-takoveho/tu/neni/vubec']) {
      const res = await switchLanguage(await get(`${CZ}/_/language?locale=en&${new URLSearchParams({ from })}`), on(CZ));
      expect(res.headers.get('location'), from).toBe('/en');
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

describe('the same page in another language (`samePageIn`)', () => {
  const product = { id: 252, paths: { cs: '/252/detske-kostymy/kostym-superhrdina', sk: '/252/detske-kostymy/kostym-superhrdina-pre-deti', en: '/252/kids-costumes/superhero' } };
  const tree = (locale: string) => [{ id: 1, slug: 'x', name: 'x', image: null, url: `/1/${locale}-kostymy`, subcategories: [{ id: 11, slug: 'y', name: 'y', image: null, url: `/11/${locale}-detske`, subcategories: [] }] }];
  const api = stubLoadContext(
    stub('GET /catalog/product/:id', (r) => (r.params.id === '252' ? { status: 200, body: { data: product } as never } : { status: 404, body: { error: 'not_found' } })),
    stub('GET /catalog/category/:locale', (r) => ({ status: 200, body: { data: tree(r.params.locale!) } as never })),
  ).context;
  const context = { ...api, clientUrl: CZ, publicUrl: CZ, siteUrls: { cs: CZ, sk: SK } } as AppLoadContext;
  const same = async (from: string, to: 'cs' | 'sk' | 'en') => samePageIn(await get(`${CZ}/`), context, from, to);

  it('is a page of the route table at its path in that language, with its ids', async () => {
    expect(await same('/prodejny', 'sk')).toBe('/sk/predajne');
    expect(await same('/sk/hladanie', 'cs')).toBe('/hledani');
    expect(await same('/prodejny/3', 'en')).toBe('/en/stores/3');
    expect(await same('/sk', 'cs')).toBe('/');
  });

  it('is a product or a category at its translated slugs, which the API knows', async () => {
    expect(await same('/252/detske-kostymy/kostym-superhrdina', 'sk')).toBe('/sk/252/detske-kostymy/kostym-superhrdina-pre-deti');
    expect(await same('/sk/252/detske-kostymy/kostym-superhrdina-pre-deti', 'en')).toBe('/en/252/kids-costumes/superhero');
    expect(await same('/sk/11/detske-kostymy', 'cs')).toBe('/11/cs-detske');
  });

  it('is the language’s home for a page whose address has words of one language, an unknown product, or no page', async () => {
    expect(await same('/blog/3/clanek', 'sk')).toBe('/sk');
    expect(await same('/999/x/y', 'sk')).toBe('/sk');
    expect(await same('/999/x', 'sk')).toBe('/sk');
    expect(await same('/kontakty', 'en')).toBe('/en');
  });
});
