/*
 * Route config for the response cache in front of the API (packages/server/src/page-cache.ts, ARCHITECTURE
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
