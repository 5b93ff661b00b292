import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, hydrated, useBrowser } from './support';

/**
 * Issue 10: a page paints before its scripts load (lib/document-stream.server.ts). The browser's own timings
 * say it: no script of the shop is requested before the first contentful paint; then the page hydrates, both
 * when its HTML was rendered for this request (CSP nonce) and when it is a page-cache copy (CSP hashes). The
 * harness fails any test that trips the Content-Security-Policy.
 */
const b = useBrowser();

interface Timings {
  fcp: number | null;
  scripts: Array<{ name: string; startTime: number }>;
  moduleScripts: number;
}

const timings = (page: Page): Promise<Timings> =>
  page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
      .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime })),
    moduleScripts: document.querySelectorAll('script[type="module"]').length,
  }));

describe('scripts after the first paint', () => {
  it('no script is requested before the first contentful paint, and the page then hydrates, rendered fresh and from the page cache', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    const caches: Array<string | null> = [];
    // A query of its own: no other test's visit has put this page into the cache.
    const url = `/?v=${Date.now()}`;
    for (let visit = 0; visit < 2; visit++) {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      caches.push(res?.headers()['x-page-cache'] ?? null);
      // (React Router's <Scripts> removes its scripts from the document once hydrated, so the HTML is read as sent.)
      expect(await res?.text(), "React Router's module script, inert in the HTML").toMatch(/<script [^>]*type="text\/x-deferred-module" id="router-module" data-preload="\/assets\/[^"]+"/);
      await hydrated(page);
      const t = await timings(page);
      expect(t.fcp, 'first contentful paint').not.toBeNull();
      expect(t.scripts.length, 'scripts loaded').toBeGreaterThan(3);
      for (const s of t.scripts) expect(s.startTime, `${s.name} requested after the first paint`).toBeGreaterThanOrEqual(t.fcp!);
      expect(t.moduleScripts, 'the bootstrap added it as a module').toBe(1);
    }
    expect(caches).toEqual(['miss', 'hit']);
  });
});
