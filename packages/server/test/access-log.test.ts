import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_LOG_MESSAGE, AccessLogged, accessLog } from '../src/access-log';
import { edgeServer } from '../src/edge-server';

/** A pino logger at `level` writing its JSON lines into `lines`. */
function capturing(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const HASH = 'a'.repeat(64);

/** A shop-like server: the edge answers `/kept` itself (as a page-cache hit), Fastify the rest. */
async function serve(level: string) {
  const { logger, lines } = capturing(level);
  const edge = edgeServer(accessLog(logger, new Set(['/healthz'])));
  app = Fastify({ serverFactory: edge.serverFactory, loggerInstance: logger as FastifyBaseLogger, logController: new AccessLogged() });
  edge.answerFirst((request, response) => {
    if (request.url !== '/kept') return false;
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>kept</p>');
    return true;
  });
  app.get('/rendered', async () => ({ ok: true }));
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/shrnuti/:id/:hash', async (_request, reply) => reply.status(404).send({ error: 'not_found' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  lines.length = 0; // Fastify's `Server listening at …`
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, lines };
}

/** Waits until `lines` holds `n` lines: each is written once its answer has been sent, after the client has it. */
async function linesOf(lines: unknown[], n: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (lines.length < n && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(n);
}

describe('access log', () => {
  it('writes one line per request, for answers given before Fastify and by it, without credentials in the URL', async () => {
    const { base, lines } = await serve('info');
    expect((await fetch(`${base}/kept`)).status).toBe(200);
    expect((await fetch(`${base}/rendered?q=1`)).status).toBe(200);
    expect((await fetch(`${base}/shrnuti/12/${HASH}`)).status).toBe(404);
    expect((await fetch(`${base}/rendered?email=jana@example.cz`)).status).toBe(200);
    await linesOf(lines, 4);
    expect(lines.map(({ msg, method, url, status, hit }) => ({ msg, method, url, status, hit }))).toEqual([
      { msg: ACCESS_LOG_MESSAGE, method: 'GET', url: '/kept', status: 200, hit: true },
      { msg: ACCESS_LOG_MESSAGE, method: 'GET', url: '/rendered?q=1', status: 200, hit: undefined },
      { msg: ACCESS_LOG_MESSAGE, method: 'GET', url: '/shrnuti/12/[redacted]', status: 404, hit: undefined },
      { msg: ACCESS_LOG_MESSAGE, method: 'GET', url: '/rendered?email=[redacted]', status: 200, hit: undefined },
    ]);
    // One line each: not Fastify's `incoming request` and `request completed` (its route-not-found line neither).
    for (const line of lines) expect(line).toMatchObject({ level: 30, ms: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toMatch(/jana|example\.cz|aaaaaaaa/);
  });

  it('leaves out the probes', async () => {
    const { base, lines } = await serve('info');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/kept`)).status).toBe(200);
    await linesOf(lines, 1);
    expect(lines[0]).toMatchObject({ url: '/kept' });
  });

  it('is not there above info: nothing is done per request', () => {
    expect(accessLog(capturing('warn').logger, new Set())).toBeNull();
    expect(accessLog(capturing('debug').logger, new Set())).not.toBeNull();
  });
});
