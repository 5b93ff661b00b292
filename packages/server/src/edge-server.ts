import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { AccessLog } from './access-log';

/** Answers a request by itself (true), or leaves it untouched for Fastify (false). */
export type EdgeAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/**
 * The shop's HTTP server, for Fastify's `serverFactory`: each request is offered to the edge answer first (the page
 * cache's hits, page-cache/index.ts `answerHit`) and goes to Fastify when it declines. A cached page answered through
 * Fastify spent about half its CPU on Fastify's request and reply, hooks and header handling, none of which a kept
 * copy needs: answered here it costs about half the CPU (ARCHITECTURE "Page and API answer cache").
 *
 * The edge answer is set once the app is built (`answerFirst`); until then, and without one, every request goes to
 * Fastify. Every request is offered to the access log first (`log`, null when the level is above `info`), so that
 * the answers given here are logged as Fastify's are. The server is set up as Fastify sets up its own (timeouts,
 * requests per socket).
 */
export function edgeServer(log: AccessLog | null = null): { serverFactory: FastifyServerFactory; answerFirst: (answer: EdgeAnswer | null) => void } {
  let edge: EdgeAnswer | null = null;
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer((options.http ?? {}) as http.ServerOptions, (request, response) => {
      const started = log === null ? 0 : performance.now();
      const hit = edge !== null && edge(request, response);
      // After the edge answer: its answer's 'finish' comes later, on a later turn of the event loop.
      log?.(request, response, started, hit);
      if (!hit) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };
  return {
    serverFactory,
    answerFirst: (answer) => {
      edge = answer;
    },
  };
}
