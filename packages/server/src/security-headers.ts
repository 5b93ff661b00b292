import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@konfety/config';

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

function origin(url: string | null | undefined): string[] {
  return url ? [new URL(url).origin] : [];
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
 * Packeta widget origins (and CSP_EXTRA_SCRIPT_ORIGINS for a tag manager or
 * captcha) from configuration; nosniff, frame-ancestors 'none', Referrer-Policy,
 * Permissions-Policy; HSTS only when the public URL is https.
 *
 * Subresources (SUBRESOURCE) get a shorter, stricter set: a CSP that allows nothing, nosniff, the resource policy,
 * the referrer policy (a stylesheet's own requests follow it) and HSTS.
 *
 * helmet's own middleware, made once and run in an onRequest hook: @fastify/helmet builds a new one (parsing
 * every CSP directive again) on each request, which was a tenth of a cached page's cost.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  const gateway = origin(config.payments?.gatewayUrl);
  const packeta = origin(config.packeta.widgetUrl ?? PACKETA_DEFAULT_WIDGET);
  const extraScripts = config.csp.extraScriptOrigins;
  const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  // `npm run dev`: Vite injects the CSS as <style> elements and talks to its HMR server over a WebSocket.
  const dev = config.env === 'development';

  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, ...packeta, ...extraScripts],
        scriptSrcAttr: ["'none'"],
        // Inline style attributes (e.g. the star ratings' widths) are needed; <style> elements only on /api/docs.
        styleSrc: ["'self'", (req: IncomingMessage) => (dev || isDocs(req) ? "'unsafe-inline'" : '')],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraScripts, ...(dev ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", ...gateway, ...packeta, ...extraScripts],
        // The card payment posts to the shop, which redirects to the gateway (form-action covers the redirect).
        formAction: ["'self'", ...gateway],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
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
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  // A file that is not there is answered with the HTML error page: a document after all, with every header.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!subresources.has(request.raw) || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      done(null, payload);
      return;
    }
    reply.removeHeader('content-security-policy');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    applyHeaders(request.raw, reply.raw, (err?: unknown) => (err ? done(err as Error) : done(null, payload)));
  });
}
