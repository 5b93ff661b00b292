import type http from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type pino from 'pino';
import { safeUrl } from '@konfety/api';

/** How many URLs' logged forms are kept. */
const SAFE_URLS_KEPT = 1000;

/** The `msg` of an access-log line. */
export const ACCESS_LOG_MESSAGE = 'request';

/**
 * Notes one request, writing its line once the answer is sent: `started` is when it arrived (`performance.now()`),
 * `hit` whether the page cache answered it before Fastify.
 */
export type AccessLog = (request: http.IncomingMessage, response: http.ServerResponse, started: number, hit: boolean) => void;

/**
 * The access log: one line per request, at `info`, whoever answers it (the page cache's edge answer or Fastify;
 * edge-server.ts calls it for every request), written when the answer has been sent:
 * `{"level":30,"time":…,"pid":…,"hostname":…,"method":"GET","url":"/…","status":200,"ms":0.41,"hit":true,"msg":"request"}`.
 *
 * Why not Fastify's request logging: it writes two lines a request (`incoming request`, `request completed`)
 * through a pino child per request, both run through the redaction of ~130 paths, and it cannot see the answers
 * given before Fastify; with it on, the edge answer had to be declined and a kept page cost 2.4× its `warn` price.
 * Here the line's fields are made safe where they are made (`safeUrl`: no summary hash, cart id, reset token or
 * e-mail in a URL; no headers, no body, no address), so it needs no redaction and goes through a plain pino
 * instance on the shop logger's destination, asynchronously and in batches (`logger.ts createLoggers`). Probes are not logged
 * (`skip`). Null below `info`: nothing to do per request.
 */
export function accessLog(access: pino.Logger, skip: ReadonlySet<string>): AccessLog | null {
  if (!access.isLevelEnabled('info')) return null;
  // The logged form of the URLs asked often (kept pages above all): `safeUrl`'s eight patterns cost more than the
  // rest of the line. Bounded: emptied when full, as an unbounded URL space (search, filters) would fill it.
  const safe = new Map<string, string>();
  const safeOf = (url: string) => {
    let out = safe.get(url);
    if (out === undefined) {
      if (safe.size >= SAFE_URLS_KEPT) safe.clear();
      out = safeUrl(url);
      safe.set(url, out);
    }
    return out;
  };
  return (request, response, started, hit) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    if (skip.has(query === -1 ? url : url.slice(0, query))) return;
    response.once('finish', () => {
      const line = { method: request.method, url: safeOf(url), status: response.statusCode, ms: Math.round((performance.now() - started) * 100) / 100 };
      access.info(hit ? { ...line, hit } : line, ACCESS_LOG_MESSAGE);
    });
  };
}

/**
 * Fastify's own log lines (errors, a failed stream …) without its two per request, which the access log replaces;
 * an error that ended a request keeps its `request errored` line.
 */
export class AccessLogged extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}
