import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The storefront in another process (API_BASE_URL) calls the API for its visitors, so every call comes from the
 * storefront's one address. It names the visitor in `VISITOR_ADDRESS_HEADER` and proves itself with the secret both
 * processes are configured with (STOREFRONT_API_SECRET) in `STOREFRONT_SECRET_HEADER`. (In the same process the
 * storefront's inject gives each call the visitor's address as its own: packages/server/src/storefront.ts.)
 */
export const VISITOR_ADDRESS_HEADER = 'x-konfety-visitor-address';
export const STOREFRONT_SECRET_HEADER = 'x-konfety-storefront-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client the per-client limits count (failed logins, reset requests, registrations): the visitor a trusted
     * storefront names, else Fastify's `request.ip` (the connection's peer, or what a trusted proxy forwarded:
     * TRUST_PROXY).
     */
    clientAddress(): string;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function registerClientAddress(app: FastifyInstance, storefrontSecret: string | null) {
  const expected = storefrontSecret === null ? null : digest(storefrontSecret);
  app.decorateRequest('clientAddress', function (this: FastifyRequest) {
    const named = this.headers[VISITOR_ADDRESS_HEADER];
    if (named === undefined) return this.ip;
    const secret = this.headers[STOREFRONT_SECRET_HEADER];
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    const trusted = expected !== null && typeof secret === 'string' && timingSafeEqual(digest(secret), expected);
    if (trusted && typeof named === 'string' && isIP(named) !== 0) return named;
    // Anybody may send the header; only the storefront's secret makes it count. Logged, so that a storefront
    // configured with another secret than this process shows up.
    this.log.warn({ trusted }, 'visitor address ignored: no matching storefront secret, or not an address');
    return this.ip;
  });
}
