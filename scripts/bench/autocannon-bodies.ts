// autocannon 8 keeps every answer's body as a string (`req.body += chunk` in lib/pipelinedRequestsQueue.js, for
// its body checks and `onResponse`; mcollina/autocannon#485). Decoding ~20 kB of brotli as UTF-8 was 80 % of the
// load generator's CPU: on this machine's two cores, next to the server, it capped a 19 kB answer at ≈ 8 % of the
// 200-byte hello-world (≈ 56 % without it), so a compressed page measured the load generator, not the shop.
// The benchmark reads no bodies (byte counts come from the socket), so they are dropped unread.
import { createRequire } from 'node:module';

interface QueueModule {
  prototype: { addBody?: (data: unknown) => void };
}

/** Makes autocannon skip collecting answer bodies; throws if its internals moved (so the fix cannot silently stop applying). */
export function dropAutocannonBodies(): void {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as QueueModule;
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: check scripts/bench/autocannon-bodies.ts against its version');
  }
  queue.prototype.addBody = () => undefined;
}
