import http from 'node:http';

/** Liveness: the process runs and answers HTTP (200 from the moment it listens, also while it starts). */
export const LIVENESS_PATH = '/healthz';
/** Readiness: the shop serves, and its database answered a `select 1` just now (else 503). */
export const READINESS_PATH = '/readyz';

/** What a starting shop is doing, as its readiness answer says (`starting`: anything but the database's steps). */
export type StartStep = 'starting' | 'database' | 'migrating' | 'seeding';

/** How long a readiness probe waits for the database's answer before calling it unavailable. */
export const READINESS_TIMEOUT_MS = 2_000;

interface Log {
  warn(obj: object, msg: string): void;
}

/** Null when `ping` answers within `ms`, else why not. */
function failureOf(ping: () => Promise<void>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<unknown>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([ping().then(() => null, (err: unknown) => err ?? new Error('the database refused')), late]).finally(() => clearTimeout(timer));
}

/**
 * The readiness check of a started shop: whether the database answers `ping` within `timeoutMs`. Probes
 * arriving while one is under way share its answer, so a flood of them sends one statement at a time (one per
 * `timeoutMs` while the database hangs).
 */
export function databaseReadiness(ping: () => Promise<void>, timeoutMs = READINESS_TIMEOUT_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () =>
    (inFlight ??= failureOf(ping, timeoutMs)
      .then((failure) => failure === null)
      .finally(() => {
        inFlight = null;
      }));
}

/** Resolves once the database answers `ping`, trying again with a growing pause (to 5 s) and a warning each time. */
export async function untilTheDatabaseAnswers(ping: () => Promise<void>, log: Log): Promise<void> {
  for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
    const failure = await failureOf(ping, 5_000);
    if (failure === null) return;
    log.warn({ err: failure, retryInMs: pause }, 'the database does not answer; trying again');
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

function send(response: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Nothing to keep a connection for: the shop takes over the port once it has started.
    connection: 'close',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

export interface StartingServer {
  /** Sets what the readiness answer names as under way. */
  step(step: StartStep): void;
  /** Stops listening and drops its connections, so the shop can listen on the port. */
  close(): Promise<void>;
}

/**
 * Listens while the shop starts (waiting for the database, migrating, seeding: a first seed takes minutes), so
 * an orchestrator sees a live process that is not ready yet instead of a refused connection: liveness 200,
 * readiness 503 with the step under way, and every other request 503 with `Retry-After`, so nothing of the shop
 * is served before it is ready. The started shop's own server (Fastify) then takes the port over.
 */
export async function listenWhileStarting(host: string, port: number): Promise<StartingServer> {
  let step: StartStep = 'starting';
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === LIVENESS_PATH) send(response, 200, { ok: true });
    else if (path === READINESS_PATH) send(response, 503, { ready: false, reason: step });
    else send(response, 503, { error: 'starting', message: 'The shop is starting; try again in a moment.' }, { 'retry-after': '5' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    step: (next) => {
      step = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
