import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { urlKind } from './url-kind';

/**
 * Query parameters that ads, price comparators, newsletters and analytics add to links into the shop: a click's
 * id (Google Ads, Meta, Microsoft, TikTok …; `srsltid` on Google's free product listings) or a campaign's name
 * (`utm_*`, which Sklik's auto-tagging writes too). No page reads them: the tag manager reads them from the
 * browser's address bar, where they stay.
 */
const TRACKING_PARAMS = new Set(['gclid', 'gclsrc', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'igshid', 'yclid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'srsltid']);
const TRACKING_PREFIX = 'utm_';

/**
 * Whether a query's `name=value` pair is a tracking parameter: by its name as written, before any `=` (a name
 * someone percent-encoded is left alone; no page reads it either way).
 */
const isTracking = (pair: string) => {
  const name = pair.split('=', 1)[0]!;
  return TRACKING_PARAMS.has(name) || name.startsWith(TRACKING_PREFIX);
};

/** The `name=value` pairs of `url`'s query, as written. */
const queryPairs = (url: string) => url.slice(url.indexOf('?') + 1).split('&');

/**
 * `url` (path and query) without its tracking parameters, the others as they were (same order, same encoding),
 * or `url` itself when it has none.
 */
export function withoutTrackingParams(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = queryPairs(url);
  const kept = pairs.filter((pair) => !isTracking(pair));
  if (kept.length === pairs.length) return url;
  return kept.length === 0 ? url.slice(0, q) : `${url.slice(0, q)}?${kept.join('&')}`;
}

/**
 * A page view is handled as its URL without tracking parameters (`withoutTrackingParams`). Every ad click carries
 * an id of its own, so with them each landing was a page-cache miss (a render, ≈ 5 ms of CPU) and a kept copy
 * that pushed popular pages out of the cache; without them it is the page everyone gets. The page is rendered
 * from that URL too (the storefront adapter builds its Request from `request.originalUrl`, so both are set), so
 * nothing of one visitor's click can end up in a copy served to another. The browser keeps the parameters in its
 * address bar; React does not patch the attributes that differ on hydration (a form's return address, which then
 * leads back without them).
 *
 * A redirect from such a page (a product's old slug, a trailing slash) keeps them, so the page it leads to is
 * still the click's landing for the tag manager. Registered before the page cache, which keys by the URL.
 */
export function registerTrackingParamStripping(app: FastifyInstance) {
  const originals = new WeakMap<FastifyRequest, string>();
  // Callback hooks, not async ones: they run on every request, a cached page's included (≈ 30 µs in all), and a
  // promise each would be a few percent of that.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (url.includes('?') && (request.method === 'GET' || request.method === 'HEAD') && urlKind(url) === 'page') {
      const clean = withoutTrackingParams(url);
      if (clean !== url) {
        originals.set(request, url);
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.url = clean;
        raw.originalUrl = clean;
      }
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const original = originals.get(request);
    if (original !== undefined && reply.statusCode >= 300 && reply.statusCode <= 399) keepOnRedirect(reply, original);
    done(null, payload);
  });
}

/** Puts the tracking parameters of `original` on the answer's Location, if it is one of the shop's own paths. */
function keepOnRedirect(reply: FastifyReply, original: string) {
  const location = reply.getHeader('location');
  // Only the shop's own paths: a redirect elsewhere (the payment gateway) gets nothing of the visitor's click.
  if (typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//')) return;
  const tracking = queryPairs(original).filter(isTracking);
  const [path, fragment] = location.split('#', 2) as [string, string | undefined];
  reply.header('location', `${path}${path.includes('?') ? '&' : '?'}${tracking.join('&')}${fragment === undefined ? '' : `#${fragment}`}`);
}
