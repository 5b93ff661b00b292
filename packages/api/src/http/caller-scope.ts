import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * One caller inside the process that makes several API calls for one request of its own: a storefront page or
 * data request, whose loaders call the API through Fastify's inject (server storefront.ts, `injectTransport`).
 * The cart widget asks for the user and for the carts at once, and each call would look up the same login token.
 * Lookups that one caller's calls make at the same moment share one statement (`sharedWhileRunning`).
 *
 * Only while the lookup runs: a lookup asked for after the last one finished runs again, so a call made after
 * another revoked the token (a logout, then the page it leads to) sees it revoked. Calls from outside the
 * process, and calls of two different storefront requests, never share: each runs its own lookup.
 */
const running = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * A caller: the calls it runs through the function it returns share the lookups running at the same time. A call
 * is awaited inside the scope, so a thenable that only starts its work when awaited (Fastify's `inject`) starts in it.
 */
export function callerScope(): <T>(call: () => PromiseLike<T>) => Promise<T> {
  const lookups = new Map<string, Promise<unknown>>();
  return (call) => running.run(lookups, async () => await call());
}

/** `lookup()`, or the same lookup already running for the same caller under `key`. Outside a caller: `lookup()`. */
export function sharedWhileRunning<T>(key: string, lookup: () => Promise<T>): Promise<T> {
  const lookups = running.getStore();
  if (!lookups) return lookup();
  const already = lookups.get(key) as Promise<T> | undefined;
  if (already) return already;
  const started = lookup();
  lookups.set(key, started);
  const done = () => void lookups.delete(key);
  started.then(done, done);
  return started;
}
