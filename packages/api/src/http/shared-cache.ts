import type { FastifyInstance } from 'fastify';

/*
 * Route config for the response cache in front of the API (packages/server/src/page-cache/, ARCHITECTURE
 * "Caching and several processes"): a route sets `config: SHARED_CACHE` when its answer is the same for
 * everyone who names the same site (`client-url`) and URL — it reads no identity, cookie or other header — so
 * that one answer may serve every visitor for the cache's TTL.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    sharedCache?: boolean;
  }
}

export const SHARED_CACHE = { sharedCache: true } as const;

/**
 * Every other answer is `private, no-store` unless its route set a Cache-Control of its own (an order's QR code):
 * the API's answers are about their caller (the customer of the Bearer token, a guest cart, an order summary, a
 * form's outcome) unless a route says otherwise, so a route added later is private without a list to remember,
 * and neither a browser's cache nor a proxy keeps one visitor's answer for the next.
 */
export function registerPrivateByDefault(app: FastifyInstance): void {
  // A callback hook: an async one costs every answer a promise and a turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.sharedCache !== true && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
}
