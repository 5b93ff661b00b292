import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { safeLoggerOptions } from '@konfety/api';
import { lazyChildLoggerFactory } from '../src/logger';

/** A shop-like logger writing its JSON lines into `lines`, with the parent's child() calls counted. */
function capturingLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, ...safeLoggerOptions }, stream);
  const counted = { children: 0 };
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => {
    counted.children++;
    return child(...args);
  }) as typeof logger.child;
  return { logger, lines, counted };
}

let app: { close(): Promise<unknown> } | undefined;

/** A Fastify app on `logger` with the lazy request loggers. */
function appWith(logger: pino.Logger) {
  const server = Fastify({ loggerInstance: logger as FastifyBaseLogger, childLoggerFactory: lazyChildLoggerFactory });
  app = server;
  return server;
}
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('lazy request logger', () => {
  it('makes no pino child for a request that logs nothing at an enabled level', async () => {
    const { logger, lines, counted } = capturingLogger('warn');
    const server = appWith(logger);
    server.get('/', async (request) => {
      request.log.info({ step: 'quiet' }, 'below the level');
      return { ok: true };
    });
    await server.ready();
    counted.children = 0; // Fastify makes children of its own while it starts
    const res = await server.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(counted.children).toBe(0);
    expect(lines).toEqual([]);
  });

  it('logs at an enabled level with the request id, redacted like the parent', async () => {
    const { logger, lines, counted } = capturingLogger('warn');
    const server = appWith(logger);
    server.get('/', async (request) => {
      request.log.warn({ email: 'jana@example.cz' }, 'something to see');
      request.log.error({ code: 7 }, 'and more');
      return { ok: true };
    });
    await server.ready();
    counted.children = 0;
    await server.inject({ url: '/' });
    expect(counted.children).toBe(1);
    expect(lines.map((l) => l.msg)).toEqual(['something to see', 'and more']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', email: '[redacted]', level: 40 });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', code: 7, level: 50 });
  });
});
