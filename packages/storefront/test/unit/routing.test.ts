import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loaderOnlyPageParams, pageParamsFit } from '../../app/lib/params.server';
import { layouts, pageModules, pagePath, routeNames, serverPagePaths } from '../../app/routing/page-modules';
import { pageAt, pageShare } from '../../app/routing/page-sharing';
import { localeOfPath, localePath, locales, routePaths } from '../../app/routing/route-names';
import { buildPageRoutes, pageOfRouteId } from '../../app/routing/route-tree';

describe('route-name table', () => {
  it('builds Czech paths without a prefix and the others under theirs', () => {
    expect(localePath('home', 'cs')).toBe('/');
    expect(localePath('home', 'sk')).toBe('/sk');
    expect(pagePath('maintenance', 'cs')).toBe('/mimo-provoz');
    expect(pagePath('maintenance', 'en')).toBe('/en/maintenance');
    expect(localePath('search', 'sk')).toBe('/sk/hladanie');
  });

  it('keeps the pages the browser links to by name apart from the server’s own, each page in one table', () => {
    const both = Object.keys(serverPagePaths).filter((name) => name in routePaths);
    expect(both).toEqual([]);
    expect(Object.keys(routeNames).sort()).toEqual([...Object.keys(routePaths), ...Object.keys(serverPagePaths)].sort());
  });

  it('reads the locale from a path prefix, Czech otherwise', () => {
    expect(localeOfPath('/')).toBe('cs');
    expect(localeOfPath('/en/maintenance')).toBe('en');
    expect(localeOfPath('/sk')).toBe('sk');
    expect(localeOfPath('/skupina/123')).toBe('cs');
    expect(localeOfPath('/cs/something')).toBe('cs');
  });
});

describe('route parameters of the pages that only load (what the edge checks a post against)', () => {
  it('lists every routed page without an action whose path has parameters, and no other', async () => {
    const loaderOnlyWithParams: string[] = [];
    for (const [name, { file }] of Object.entries(pageModules)) {
      // Whether a page takes posts is what its module exports: read from the module the route config names.
      const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as Record<string, unknown>;
      const hasParams = Object.values(routeNames[name as keyof typeof routeNames].paths).some((path) => path.includes(':'));
      if (hasParams && !module.action) loaderOnlyWithParams.push(name);
    }
    expect(Object.keys(loaderOnlyPageParams).sort()).toEqual(loaderOnlyWithParams.sort());
  });

  it('refuses an address that matches a page route but is no page of it', () => {
    expect(pageParamsFit('product.cs', { id: '_', category: 'cart', product: 'voucher' })).toBe(false);
    expect(pageParamsFit('category.sk', { id: '01', category: 'kostymy' })).toBe(false);
    expect(pageParamsFit('orderDetail.en', { id: '99999999999' })).toBe(false);
    expect(pageParamsFit('product.en', { id: '12', category: 'kostymy', product: 'balonek' })).toBe(true);
    expect(pageParamsFit('video.cs', { id: '4' })).toBe(true);
    // Pages without parameters, and routes that are no page, have nothing to refuse.
    expect(pageParamsFit('cart.cs', {})).toBe(true);
    expect(pageParamsFit('routes/actions/cart', {})).toBe(true);
  });

  it('reads the page of a page route id, and none of other routes', () => {
    expect(pageOfRouteId('orderDetail.sk')).toBe('orderDetail');
    expect(pageOfRouteId('routes/not-found')).toBeNull();
    expect(pageOfRouteId('layout:default/account')).toBeNull();
    expect(pageOfRouteId('root')).toBeNull();
  });
});

describe('which pages may be shared (route table `share`, ARCHITECTURE "Page cache")', () => {
  it("declares none for a page behind a guard or in the account area: what they show is one visitor's", () => {
    const declared = Object.entries(routeNames).filter(([, page]) => page.share !== undefined);
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, page] of declared) {
      expect(page.guard, name).toBeUndefined();
      expect(page.layout, name).not.toBe('account');
    }
  });

  it('finds the page at a path as React Router does, and its declaration; none where only the catch-all answers', () => {
    expect([pageAt('/'), pageShare('/')]).toEqual(['home', 'catalogue']);
    expect([pageAt('/sk/1/kostymy'), pageShare('/sk/1/kostymy')]).toEqual(['category', 'catalogue']);
    expect([pageAt('/en/maintenance'), pageShare('/en/maintenance')]).toEqual(['maintenance', 'content']);
    // A static segment outranks a parameter: the account's order, not a product.
    expect([pageAt('/ucet/objednavka/5'), pageShare('/ucet/objednavka/5')]).toEqual(['orderDetail', null]);
    expect([pageAt('/kosik'), pageShare('/kosik')]).toEqual(['cart', null]);
    // Search results have a budget of their own; a static segment outranks the category's parameters.
    expect([pageAt('/hledani'), pageShare('/hledani')]).toEqual(['search', 'search']);
    expect([pageAt('/produkty/akce'), pageShare('/produkty/akce')]).toEqual(['saleProducts', 'catalogue']);
    expect([pageAt('/znacky/karnevalka'), pageShare('/znacky/karnevalka')]).toEqual(['brand', 'catalogue']);
    // One segment no static route claims is a content page's slug (a slug no page has answers the 404 page, which the
    // page cache never keeps); a static segment outranks it, two segments are a category's.
    expect([pageAt('/obchodni-podminky'), pageShare('/obchodni-podminky')]).toEqual(['contentPage', 'content']);
    expect([pageAt('/sk/reklamacny-poriadok'), pageAt('/prodejny'), pageAt('/kosik'), pageAt('/eshop'), pageAt('/1/kostymy')]).toEqual(['contentPage', 'branches', 'cart', null, 'category']);
    expect([pageAt('/info/5/o-nas'), pageAt('/info/doprava-a-platba'), pageAt('/info/doprava-a-platba/okno'), pageAt('/5/kostymy/o-nas')]).toEqual(['infoPage', 'deliveryInfo', 'deliveryInfoFrame', 'product']);
    // SPEC §2's fixed info pages have a segment of their own; the contact page and the delivery page outrank it.
    expect([pageAt('/info/o-nas'), pageAt('/info/kontakt'), pageAt('/eventy/novy'), pageAt('/eventy/dekujeme'), pageAt('/eventy/5/masopust')]).toEqual(['infoSlugPage', 'contact', 'eventOrder', 'eventThanks', 'event']);
    // No page at all: the 404 page, private.
    expect([pageAt('/a/b/c/d'), pageShare('/a/b/c/d')]).toEqual([null, null]);
  });

  it("gives every path the page of React Router's own match, whatever was asked before (a match is kept per path shape)", () => {
    const routes = buildPageRoutes(routeNames, layouts, locales);
    const matched = (path: string) => pageOfRouteId(matchRoutes(routes, path)?.at(-1)?.route.id ?? '');
    // Paths that share a length, a word in another place, case, encoding, slashes: asked in turns, twice.
    const paths = [
      '/1/kostymy/balonek', '/ucet/objednavka/5', '/1/kostymy', '/1/kosik', '/kosik', '/KOSIK', '/kosik/', '/k%6Fsik',
      '/sk/kosik', '/sk/1/kostymy', '/en/1/kostymy/balonek', '/en/cart', '/ucet', '/ucet/', '/ucet/objednavka',
      '/ucet/objednavka/5/6', '/1//kostymy', '//kosik', '/a/b/c/d', '/sk', '/en', '/', '/mimo-provoz',
      '/en/maintenance', '/sk/ucet/objednavka/7', '/shrnuti/5/abc', '/kosik/1/2',
    ];
    for (const path of [...paths, ...paths.toReversed()]) expect(pageAt(path), path).toBe(matched(path));
    expect(new Set(paths.map((path) => pageAt(path))).size).toBeGreaterThan(6);
  });
});
