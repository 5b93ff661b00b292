import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '@konfety/config';
import { payloadBytes } from './payload-bytes';

/** The Packeta widget library the seed configures (PACKETA_WIDGET_URL replaces it). */
const PACKETA_DEFAULT_WIDGET = 'https://widget.packeta.com';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const nonces = new WeakMap<object, string>();

/** The response's CSP nonce (one per request, made on first use): the CSP header and React Router's inline scripts share it. */
export function cspNonce(res: ServerResponse | { raw: object }): string {
  const raw: object = 'raw' in res ? res.raw : res;
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}

const NONCE_SOURCE = / ?'nonce-([^']*)'/;

/** The nonce a CSP allows scripts by, if any. */
export function nonceOf(csp: string | undefined): string | undefined {
  return csp === undefined ? undefined : NONCE_SOURCE.exec(csp)?.[1];
}

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * `'sha256-…'` of every inline script of `html` that carries `nonce`: the scripts the render put there (an injected
 * one cannot know the nonce, so it stays refused as under the nonce). The bytes are hashed as they are, UTF-8, as
 * CSP hashes a script's text.
 */
function nonceScriptHashes(html: Buffer, nonce: string): string[] {
  const hashes = new Set<string>();
  const marked = `nonce="${nonce}"`;
  for (let open = html.indexOf(SCRIPT_OPEN); open !== -1; open = html.indexOf(SCRIPT_OPEN, open + 1)) {
    const after = html[open + SCRIPT_OPEN.length];
    // `<script` followed by white space or `>`: not `<scripts` or the like.
    if (after !== 0x20 && after !== 0x3e && after !== 0x09 && after !== 0x0a) continue;
    const textStart = html.indexOf('>', open) + 1;
    const close = textStart === 0 ? -1 : html.indexOf(SCRIPT_CLOSE, textStart);
    if (close === -1) break;
    const attributes = html.toString('latin1', open + SCRIPT_OPEN.length, textStart - 1);
    if (attributes.includes(marked) && !/\bsrc\s*=/.test(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(html.subarray(textStart, close)).digest('base64')}'`);
    }
    open = close;
  }
  return [...hashes];
}

/**
 * The one rule for an answer that may be served again without being rendered again (the page cache's copies, an answer
 * with an ETag or Last-Modified a browser or proxy revalidates, one with a lifetime a CDN keeps it for): its CSP
 * allows the inline scripts its nonce allowed by their hashes instead, and names no nonce. A stored body carries
 * the nonce of the render it came from, not of the answer that serves it again; a 304 tells the browser to keep
 * its body and take the 304's headers, so a 304 with the nonce of a new render refused every script of that body;
 * and a nonce in a shared copy would be one visitor's nonce handed to many. The policy depends on the body without
 * its nonce only, so two renders of the same page (the same ETag, page-cache/headers.ts `etagOf`) have the same policy.
 * `html` is the body when it can hold the answer's scripts (a page; anything else, a file or JSON, never carries a
 * nonce made for this answer).
 */
export function storedAnswerPolicy(csp: string, html: Buffer | null): string {
  const nonce = nonceOf(csp);
  if (nonce === undefined) return csp;
  const hashes = html === null ? [] : nonceScriptHashes(html, nonce);
  return csp.replace(NONCE_SOURCE, hashes.length > 0 ? ` ${hashes.join(' ')}` : '');
}

/**
 * Whether a cache may serve the answer again without the shop rendering it: it carries a validator (a revalidation
 * answered 304 keeps the stored body) or a lifetime, and does not forbid storing it.
 */
function mayBeServedAgain(reply: FastifyReply): boolean {
  const control = String(reply.getHeader('cache-control') ?? '');
  if (/no-store/.test(control)) return false;
  return reply.hasHeader('etag') || reply.hasHeader('last-modified') || /\bpublic\b|\b(max-age|s-maxage)=[1-9]/.test(control);
}

function origin(url: string | null | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * Where Google Tag Manager and the Google Analytics 4 tag it loads fetch and send from (Google's "Using Tag Manager
 * with a Content Security Policy"): scripts from the tag manager, beacons and pixels to Analytics. Another script URL
 * (a test stand-in, which sends nothing) is allowed as a script's origin only. The container's other tags (ads, pixels of other companies)
 * need their origins in CSP_EXTRA_SCRIPT_ORIGINS.
 */
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_TAG_ORIGINS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
function tagManagerOrigins(tagManager: { scriptUrl: string } | null): { scripts: string[]; beacons: string[] } {
  if (!tagManager) return { scripts: [], beacons: [] };
  const own = new URL(tagManager.scriptUrl).origin;
  return own === GOOGLE_TAG_MANAGER ? { scripts: ['https://*.googletagmanager.com'], beacons: GOOGLE_TAG_ORIGINS } : { scripts: [own], beacons: [] };
}

/**
 * Where the captcha (reCAPTCHA v3, config `captcha`, only when configured) loads its script from and frames its
 * iframe from (Google's "I'm using Content Security Policy" FAQ): the script URL's folder (`https://www.google.com/recaptcha/`,
 * not the whole of www.google.com, whose JSONP endpoints would let an injected script in), and for Google's script
 * its releases on www.gstatic.com and its frames on recaptcha.google.com. A stand-in's script (tests) is allowed by its folder.
 */
const GOOGLE_CAPTCHA_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);
export function captchaSources(captcha: { scriptUrl: string } | null): { scripts: string[]; frames: string[] } {
  if (!captcha) return { scripts: [], frames: [] };
  const url = new URL(captcha.scriptUrl);
  const folder = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  return GOOGLE_CAPTCHA_HOSTS.has(url.hostname)
    ? { scripts: [folder, 'https://www.gstatic.com/recaptcha/'], frames: [folder, 'https://recaptcha.google.com/recaptcha/'] }
    : { scripts: [folder], frames: [folder] };
}

/**
 * Where the stores' map draws its tiles from (MAP_TILE_URL, pictures): the template's origin, with a `{s}` subdomain
 * (a tile server's a., b., c. hosts) as a wildcard.
 */
export function tileOrigins(template: string): string[] {
  const url = new URL(template.replace(/\{[xyz]\}/g, '0').replace('{s}', 'tile-subdomain'));
  return [url.host.startsWith('tile-subdomain.') ? `${url.protocol}//*.${url.host.slice('tile-subdomain.'.length)}` : url.origin];
}

/**
 * Scripts, styles, fonts, pictures and video files under the shop's static prefixes: subresources, never documents
 * (SVG is left out: opened on its own it is a document that can run script). Most of a document's headers mean
 * nothing on them, and on HTTP/1.1 the set costs ≈ 1 kB uncompressed per answer, times the ≈ 30 files of a page.
 */
const SUBRESOURCE = /^\/(assets|images|media)\/[^?#]+\.(js|css|woff2|avif|webp|jpe?g|png|gif|webm|mp4|vtt)(\?|$)/;

/** A file that is not a document may load nothing and be framed by nothing (were it ever opened as a page). */
const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The Swagger UI (/api/docs) is the one page that needs inline styles beyond attributes. */
const isDocs = (req: IncomingMessage) => /^\/api\/docs(\/|\?|$)/.test(req.url ?? '');

/**
 * Security headers on every document and API answer (helmet): a strict CSP with a
 * per-request nonce for React Router's inline scripts, the payment gateway and
 * Packeta widget origins, the captcha's sources when it is configured (`captchaSources`) and CSP_EXTRA_SCRIPT_ORIGINS
 * from configuration; nosniff, frame-ancestors 'none' (`'self'` for a page `frameable` says the shop may
 * frame: the route table's), Referrer-Policy,
 * Permissions-Policy; HSTS only when the public URL is https. An answer a cache may serve
 * again names no nonce but script hashes (`storedAnswerPolicy`, applied in onSend).
 *
 * Subresources (SUBRESOURCE) get a shorter, stricter set: a CSP that allows nothing, nosniff, the resource policy,
 * the referrer policy (a stylesheet's own requests follow it) and HSTS.
 *
 * helmet's own middleware, made once and run in an onRequest hook: @fastify/helmet builds a new one (parsing
 * every CSP directive again) on each request, which was a tenth of a cached page's cost.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, { frameable = () => false }: { frameable?: (pathname: string) => boolean } = {}) {
  const https = config.publicUrl.startsWith('https://');
  const gateway = origin(config.payments?.gatewayUrl);
  const packeta = origin(config.packeta.widgetUrl ?? PACKETA_DEFAULT_WIDGET);
  const extraScripts = config.csp.extraScriptOrigins;
  const tags = tagManagerOrigins(config.tagManager);
  const tiles = tileOrigins(config.maps.tileUrl);
  const captcha = captchaSources(config.captcha);
  const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  // `npm run dev`: Vite injects the CSS as <style> elements and talks to its HMR server over a WebSocket.
  const dev = config.env === 'development';
  const framedBySelf = (req: IncomingMessage) => frameable((req.url ?? '/').replace(/[?#].*$/, ''));

  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, ...packeta, ...tags.scripts, ...captcha.scripts, ...extraScripts],
        scriptSrcAttr: ["'none'"],
        // Inline style attributes (e.g. the star ratings' widths) are needed; <style> elements only on /api/docs.
        styleSrc: ["'self'", (req: IncomingMessage) => (dev || isDocs(req) ? "'unsafe-inline'" : '')],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...tiles, ...tags.beacons],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tags.beacons, ...extraScripts, ...(dev ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", ...gateway, ...packeta, ...captcha.frames, ...extraScripts],
        // The card payment posts to the shop, which redirects to the gateway (form-action covers the redirect).
        formAction: ["'self'", ...gateway],
        // Only the pages the route table lets the shop frame (`frameable`) may be framed, by the shop alone.
        frameAncestors: [(req: IncomingMessage) => (framedBySelf(req) ? "'self'" : "'none'")],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Gateway and Packeta windows talk back to the shop window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const subresources = new WeakSet<object>();
  app.addHook('onRequest', (request, reply, done) => {
    if (SUBRESOURCE.test(request.url)) {
      subresources.add(request.raw);
      reply.header('content-security-policy', SUBRESOURCE_CSP);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-site');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // For browsers without CSP frame-ancestors, the same rule.
    reply.header('x-frame-options', framedBySelf(request.raw) ? 'SAMEORIGIN' : 'DENY');
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  // An answer a cache may serve again gets the policy true for its body whenever it is served (`storedAnswerPolicy`).
  // The page cache's answers have it already (page-cache/headers.ts); this is every other one: a file with its ETag (whose
  // 304 would otherwise carry a new nonce), a page a route lets be cached.
  const forStorage = (reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string' || nonceOf(csp) === undefined || !mayBeServedAgain(reply)) {
      done(null, payload);
      return;
    }
    if (!isHtml(reply)) {
      reply.header('content-security-policy', storedAnswerPolicy(csp, null));
      done(null, payload);
      return;
    }
    payloadBytes(payload).then((body) => {
      reply.header('content-security-policy', storedAnswerPolicy(csp, body));
      done(null, body ?? payload);
    }, done);
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!subresources.has(request.raw) || !isHtml(reply)) {
      forStorage(reply, payload, done);
      return;
    }
    // A file that is not there is answered with the HTML error page: a document after all, with every header.
    reply.removeHeader('content-security-policy');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('x-frame-options', 'DENY');
    applyHeaders(request.raw, reply.raw, (err?: unknown) => (err ? done(err as Error) : forStorage(reply, payload, done)));
  });
}
