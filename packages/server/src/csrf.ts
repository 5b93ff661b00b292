import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@konfety/config';
import { formatMessage } from '@konfety/domain/i18n';
import { cookieValues } from '@konfety/api';
import { urlKind } from './url-kind';

/** The double-submit cookie: random, httpOnly, SameSite=Lax; its value comes back in `_csrf` or `x-csrf-token`. */
export const CSRF_COOKIE = 'konfety_csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** A form carrying the token is read up to this size (the storefront's forms are a few kB). */
const MAX_TOKEN_FORM_BYTES = 64 * 1024;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of each page request (the visitor's cookie, or the one this answer sets), for the forms it renders. */
const pageTokens = new WeakMap<object, string>();

/** The CSRF token the page rendered for `request` puts into its forms' `_csrf` field (null for non-page requests). */
export function csrfTokenOf(request: object): string | null {
  return pageTokens.get(request) ?? null;
}

/**
 * The CSRF token of a page view for a browser that needs one in its forms: the visitor's `konfety_csrf` cookie, or
 * a new one that the reply sets. Kept for the request (`csrfTokenOf`); the same on a second call. The page cache
 * fills it into the copies it answers such browsers from (page-cache/csrf-template.ts), before this module's hook would run.
 */
export function csrfPageTokens(config: Config): (request: FastifyRequest, reply: FastifyReply) => string {
  const secure = config.publicUrl.startsWith('https://');
  return (request, reply) => {
    const assigned = pageTokens.get(request);
    if (assigned) return assigned;
    const cookie = cookieValues(request.headers.cookie).get(CSRF_COOKIE);
    if (cookie && TOKEN_PATTERN.test(cookie)) {
      pageTokens.set(request, cookie);
      return cookie;
    }
    const token = randomBytes(32).toString('base64url');
    pageTokens.set(request, token);
    reply.header('set-cookie', `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    return token;
  };
}

function sameToken(a: string | null, b: string | null): boolean {
  if (!a || !b || !TOKEN_PATTERN.test(a) || !TOKEN_PATTERN.test(b)) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Reads an urlencoded form from the raw stream and puts an identical stream back for React Router. */
async function tokenFromForm(request: FastifyRequest): Promise<string | null> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_TOKEN_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  const replay = Readable.from([body]);
  // The storefront adapter builds the Fetch Request from `request.raw`'s body stream.
  (request as { raw: unknown }).raw = Object.assign(replay, { headers: request.raw.headers, method: request.raw.method, url: request.raw.url });
  return new URLSearchParams(body.toString('utf8')).get(CSRF_FIELD);
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  const message = formatMessage('cs', 'api.csrf');
  const accept = String(request.headers.accept ?? '');
  const kind = urlKind(request.url);
  const wantsJson = accept.includes('application/json') || kind === 'page-data' || kind === 'action-data';
  reply.code(403).header('cache-control', 'no-store');
  if (wantsJson) return reply.type('application/json; charset=utf-8').send({ error: 'csrf', message });
  return reply
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="cs"><meta charset="utf-8"><title>Požadavek odmítnut</title><h1>Požadavek odmítnut</h1><p>${message}</p><p><a href="/">Zpět do obchodu</a></p></html>`);
}

/**
 * CSRF defence for every state-changing storefront request (the /_/… actions,
 * page actions and their React Router `.data` variants; the API under /api
 * authenticates with Bearer tokens, not cookies):
 * - `Sec-Fetch-Site` present → it must be `same-origin` (or `none`: typed by the user);
 * - else `Origin` present → it must be the shop's own origin (this request's, or a configured site URL);
 * - else (old browsers, non-browser clients) → a double-submit token: the `konfety_csrf` cookie
 *   (random, httpOnly, SameSite=Lax, set on page answers to browsers that send no Fetch Metadata) repeated in the
 *   `_csrf` form field or the `x-csrf-token` header. Every storefront form carries the field
 *   (`components/global/CsrfField.tsx`, the value from `csrfTokenOf` through the load context).
 *
 * Written here rather than with @fastify/csrf-protection: that plugin reads the form token from
 * `request.body`, which the storefront never parses (React Router reads the raw request stream),
 * and its origin-less design would demand a token in every form even from browsers that send
 * Origin/Sec-Fetch-Site.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config) {
  const configured = new Set([config.publicUrl, config.sites.cz.url, config.sites.sk.url].map((u) => new URL(u).origin));

  const pageToken = csrfPageTokens(config);

  app.addHook('onRequest', async (request, reply) => {
    const kind = urlKind(request.url);
    // The API authenticates with Bearer tokens, not cookies; the shop's files and the robots' files take no posts.
    if (kind === 'api' || kind === 'media' || kind === 'feed') return;
    if (SAFE_METHODS.has(request.method)) {
      // Pages get the cookie; assets, `.data`, actions' answers and the route manifest, whose answers the page
      // cache may share, do not.
      if (kind !== 'page') return;
      // A browser that sends Fetch Metadata is checked by it on every post and needs no token; its pages then
      // hold nothing of its own, so the page cache may share them (page-cache/).
      if (typeof request.headers['sec-fetch-site'] === 'string') return;
      pageToken(request, reply);
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site === 'same-origin' || site === 'none') return;
      return refuse(request, reply);
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      const own = `${request.protocol}://${request.host}`.toLowerCase();
      if (origin.toLowerCase() === own || configured.has(origin)) return;
      return refuse(request, reply);
    }
    const headerToken = request.headers[CSRF_HEADER];
    const token = typeof headerToken === 'string' ? headerToken : await tokenFromForm(request);
    if (sameToken(cookieValues(request.headers.cookie).get(CSRF_COOKIE) ?? null, token)) return;
    return refuse(request, reply);
  });
}
