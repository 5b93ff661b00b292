import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from '@konfety/test-support/free-port';
import { pageCacheKey } from '../src/page-cache';
import { urlKind } from '../src/url-kind';
import { databaseReadiness, listenWhileStarting } from '../src/readiness';

/** The server a starting shop listens with, and the started shop's readiness check (server.ts). */
describe('while the shop starts', () => {
  it('answers liveness 200, readiness 503 with the step under way, anything else 503, and gives the port back', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const starting = await listenWhileStarting('127.0.0.1', port);
    let closed = false;
    try {
      const live = await fetch(`${base}/healthz`);
      expect([live.status, await live.json()]).toEqual([200, { ok: true }]);
      const ready = await fetch(`${base}/readyz`);
      expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([503, { ready: false, reason: 'starting' }, 'no-store']);
      starting.step('seeding');
      expect(await (await fetch(`${base}/readyz?probe=1`)).json()).toEqual({ ready: false, reason: 'seeding' });
      for (const [method, url] of [['GET', '/'], ['POST', '/api/orders'], ['HEAD', '/kostymy']] as const) {
        const res = await fetch(`${base}${url}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
        expect([res.status, res.headers.get('retry-after'), res.headers.get('cache-control')], `${method} ${url}`).toEqual([503, '5', 'no-store']);
        await res.arrayBuffer();
      }
      await starting.close();
      closed = true;
      // The shop's own server can listen on the port now.
      const next = http.createServer();
      await new Promise<void>((resolve, reject) => next.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
      await new Promise((resolve) => next.close(resolve));
    } finally {
      if (!closed) await starting.close();
    }
  });
});

describe('readiness of the started shop', () => {
  it('is true when the database answers, false when it refuses or does not answer in time', async () => {
    expect(await databaseReadiness(async () => {})()).toBe(true);
    expect(await databaseReadiness(() => Promise.reject(new Error('connection refused')))()).toBe(false);
    expect(await databaseReadiness(() => new Promise<void>(() => {}), 50)()).toBe(false);
  });

  it('sends one statement for probes arriving while one is under way', async () => {
    let pings = 0;
    let answer!: () => void;
    const ready = databaseReadiness(() => {
      pings++;
      return new Promise<void>((resolve) => {
        answer = resolve;
      });
    });
    const probes = Array.from({ length: 5 }, () => ready());
    answer();
    expect(await Promise.all(probes)).toEqual([true, true, true, true, true]);
    expect(pings).toBe(1);
    const later = ready();
    answer();
    expect(await later).toBe(true);
    expect(pings).toBe(2);
  });
});

describe('the probes are no pages', () => {
  it('the page cache, tracking-parameter stripping and page CSRF handling leave /healthz and /readyz alone', () => {
    const headers = { accept: 'text/html', 'sec-fetch-site': 'none' };
    for (const url of ['/healthz', '/readyz', '/readyz?full=1']) {
      expect(urlKind(url), url).toBe('health');
      expect(pageCacheKey({ method: 'GET', url, headers, host: '127.0.0.1' }), url).toBeNull();
    }
    expect(pageCacheKey({ method: 'GET', url: '/kostymy', headers, host: '127.0.0.1' })).not.toBeNull();
  });
});
