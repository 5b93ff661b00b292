import { describe, expect, it } from 'vitest';
import { targetPathOf, type UrlKind, urlKind } from '../src/url-kind';

const KINDS: Array<[string, UrlKind]> = [
  ['/', 'page'],
  ['/?strana=2', 'page'],
  ['/1/kostymy', 'page'],
  ['/1/kostymy?razeni=cena&strana=2', 'page'],
  ['/sk/1/kostymy/pirat', 'page'],
  ['/kosik', 'page'],
  ['/ucet/objednavka/12', 'page'],
  // Look alike, but none of the prefixes: pages (the catch-all's 404 where no route takes them).
  ['/apidoc', 'page'],
  ['/imagesx/a', 'page'],
  ['/API/settings', 'page'],
  ['/_root', 'page'],
  ['/__manifestx', 'page'],
  ['/healthzz', 'page'],
  ['/1//kostymy', 'page'],
  ['/1/kostymy.data?_routes=category.cs', 'page-data'],
  ['/_root.data?_routes=home.cs', 'page-data'],
  ['/_root.data', 'page-data'],
  ['/kosik.data', 'page-data'],
  ['/_/cart', 'action'],
  ['/_/cart/item?x=1', 'action'],
  ['/_', 'action'],
  ['/_/cart.data', 'action-data'],
  ['/_/login.data?_routes=routes%2Factions%2Flogin', 'action-data'],
  ['/api', 'api'],
  ['/api/', 'api'],
  ['/api?x=1', 'api'],
  ['/api/catalog/categories?lang=cs', 'api'],
  ['/api/docs/static/index.css', 'api'],
  ['/images', 'media'],
  ['/images/products/1/mid.webp', 'media'],
  ['/documents/katalog.pdf', 'media'],
  ['/media/videos/navod.webm', 'media'],
  ['/assets/entry.client-3f2a.js', 'asset'],
  ['/assets', 'asset'],
  ['/admin', 'admin'],
  ['/admin/objednavky/12', 'admin'],
  ['/admin/assets/index-3f2a.js', 'admin'],
  ['/administrace', 'page'],
  ['/favicon.ico', 'file'],
  ['/robots.txt', 'feed'],
  ['/robots.txt?x=1', 'feed'],
  ['/sitemap.xml', 'feed'],
  ['/sitemaps/products-1.xml', 'feed'],
  ['/feeds/heureka.xml', 'feed'],
  ['/feeds', 'feed'],
  ['/feedsx/heureka.xml', 'file'],
  ['/sitemap.xml.data', 'file'],
  ['/1/sitemap.xml', 'file'],
  ['/1/kostymy.json', 'file'],
  ['/1/kostymy.v2.data', 'file'],
  ['/__manifest?paths=%2F1%2Fkostymy&version=abc', 'route-manifest'],
  ['/healthz', 'health'],
  ['/readyz', 'health'],
  ['/readyz?full=1', 'health'],
  // A probe's or the route discovery's path as a data request is no page's.
  ['/healthz.data', 'file'],
  ['/__manifest.data', 'file'],
];

describe('what kind of URL a request is', () => {
  it.each(KINDS)('%s is %s', (url, kind) => {
    expect(urlKind(url)).toBe(kind);
  });

  it("names the page or action a data request is about, and leaves any other path as it is", () => {
    expect(targetPathOf('/1/kostymy.data')).toBe('/1/kostymy');
    expect(targetPathOf('/_root.data')).toBe('/');
    expect(targetPathOf('/_/cart.data')).toBe('/_/cart');
    expect(targetPathOf('/1/kostymy')).toBe('/1/kostymy');
  });
});
