import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, useBrowser, useDatabase } from './support';

const b = useBrowser();
const db = useDatabase();

/**
 * Drops every copy the shop keeps, as the end of their TTL and stale window does (≈ 15 s), without waiting for it:
 * any change-bus notification empties the page cache (ARCHITECTURE "Change bus"). Returns once the shop has heard
 * it, which a kept API answer tells (rendered anew where it was a hit).
 */
async function keptCopiesGone(): Promise<void> {
  const probe = async () => {
    const answer = await fetch(`${baseUrl()}/api/settings?lang=cs`, { headers: { 'client-url': baseUrl(), accept: 'application/json' } });
    await answer.arrayBuffer();
    return answer.headers.get('x-page-cache');
  };
  await expect.poll(probe).toBe('hit');
  await db.query(`SELECT pg_notify('konfety_changes', 'settings')`);
  await expect.poll(probe).toBe('miss');
}

interface DocumentAnswer {
  /** The ETag the browser revalidated its stored copy with, if it did. */
  revalidating: string | undefined;
  etag: string | undefined;
  cache: string | undefined;
  /** Whether a body came over the wire (a 304 has none: the browser shows the body it stored). */
  body: boolean;
}

/** The main document's answers, as they came over the wire (Playwright's `headers()` merge a 304 into the stored copy). */
function documentAnswers(page: Page): () => Promise<DocumentAnswer[]> {
  const answers: Array<Promise<DocumentAnswer>> = [];
  page.on('response', (response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    answers.push(
      Promise.all([response.request().allHeaders(), response.allHeaders()]).then(([asked, answered]) => ({
        revalidating: asked['if-none-match'],
        etag: answered.etag,
        cache: answered['x-page-cache'],
        body: answered['content-length'] !== '0',
      })),
    );
  });
  return () => Promise.all(answers);
}

/** Content-Security-Policy reports in the page's console (Chromium's "Refused to execute inline script …"). */
function cspReports(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

describe('a page visited again (issue 35)', () => {
  it('runs its scripts when the shop renders it anew and confirms the stored copy with a 304', async () => {
    // A URL of this test alone (the listing ignores the parameter), so no other test's visit keeps a copy of it.
    const path = `/1/kostymy?navrat=${Date.now()}`;
    const page = await b.newPage();
    const answers = documentAnswers(page);
    const reports = cspReports(page);
    await page.goto(path);
    await hydrated(page);

    await keptCopiesGone();
    await page.goto('/');
    await hydrated(page);
    await page.goto(path);
    expect(reports).toEqual([]);
    await hydrated(page);

    await keptCopiesGone();
    await page.reload();
    expect(reports).toEqual([]);
    await hydrated(page);

    // The revisit and the reload each asked with the stored copy's ETag, and the shop, having kept nothing, rendered
    // the page again and confirmed the browser's copy without a body.
    const [first, , revisit, reload] = await answers();
    expect(first).toEqual({ revalidating: undefined, etag: expect.stringMatching(/^".+"$/), cache: 'miss', body: true });
    for (const again of [revisit, reload]) expect(again).toEqual({ revalidating: first!.etag, etag: first!.etag, cache: 'miss', body: false });
  });
});
