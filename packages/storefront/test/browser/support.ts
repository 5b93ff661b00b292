import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request, chromium } from 'playwright-core';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { readMails, type ReceivedMail } from '@konfety/test-support/mail-catcher';

/** Debian's Chromium and the flags that work offline on these machines (shared/reference/stack-notes.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

/** The shop started by global-setup.ts. */
export function baseUrl(): string {
  return inject('baseUrl');
}

export interface BrowserHandle {
  browser: () => Browser;
  /**
   * A page in a fresh context (own cookies), closed after the test. The intro
   * popup (SPEC §4: opens 3 s after load) is kept away with its own "hidden"
   * cookie so it cannot cover what a test clicks; pass `introPopup: true` to allow it. So is the cookie consent bar
   * (fixed to the bottom of the window until a choice): the visitor has refused everything optional, unless
   * `consent` gives another choice (the cookie's value, lib/consent) or `consent: null` (no choice yet: the bar).
   */
  newPage: (opts?: { viewport?: { width: number; height: number }; baseUrl?: string; cookies?: Record<string, unknown>; introPopup?: boolean; consent?: string | null }) => Promise<Page>;
  /**
   * A context of its own options (no JavaScript, downloads …) with the same visitor cookies as `newPage`'s (the
   * intro popup hidden, consent given unless `consent: null`), closed after the test.
   */
  newContext: (options: BrowserContextOptions & { consent?: string | null }) => Promise<BrowserContext>;
}

/**
 * One Chromium per test file (launched in beforeAll, closed in afterAll);
 * every newPage() gets its own browser context, closed after each test.
 */
export function useBrowser(): BrowserHandle {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  const missingMessages: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    // The shop runs with its Content-Security-Policy on: anything it blocks is a failure of the test.
    const seen = violations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
    // A text a component asked for that no loader of the page sent (i18n/index.ts reports it; the server throws).
    expect(missingMessages.splice(0), 'messages the page did not get').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('Chromium is not running (use newPage inside a test)');
      return browser;
    },
    newPage: async (opts = {}) => {
      if (!browser) throw new Error('Chromium is not running (use newPage inside a test)');
      const base = opts.baseUrl ?? baseUrl();
      const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, baseURL: base, locale: 'cs-CZ' });
      contexts.push(context);
      // Everything is local: a condition not met within 10 s is a failure, not slowness.
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(30_000);
      await context.addCookies(visitorCookies(base, opts));
      await watchCsp(context, violations);
      context.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith('Message not sent to the page')) missingMessages.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
      });
      const page = await context.newPage();
      watchForProblems(page);
      return page;
    },
    newContext: async ({ consent, ...options }) => {
      if (!browser) throw new Error('Chromium is not running (use newContext inside a test)');
      const context = await browser.newContext(options);
      contexts.push(context);
      await context.addCookies(visitorCookies(options.baseURL ?? baseUrl(), { consent }));
      return context;
    },
  };
}

/** The cookies of a test's visitor: the intro popup hidden unless `introPopup`, consent given unless `consent: null`. */
function visitorCookies(base: string, opts: { introPopup?: boolean; consent?: string | null; cookies?: Record<string, unknown> }) {
  const consent = opts.consent === undefined ? '1.000' : opts.consent;
  const cookies: Record<string, unknown> = { ...(opts.introPopup ? {} : { konfety_intro_hidden: true }), ...(consent === null ? {} : { konfety_consent: consent }), ...opts.cookies };
  return Object.entries(cookies).map(([name, value]) => ({ name, value: encodeCookie(value), url: base }));
}

/**
 * Records every Content-Security-Policy violation in the context's pages: the
 * `securitypolicyviolation` DOM event (reported through a binding, which CSP
 * cannot block) and Chromium's console report of a refused resource.
 */
async function watchCsp(context: BrowserContext, into: string[]) {
  await context.exposeBinding('__konfetyCspViolation', ({ page }, text: string) => {
    into.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __konfetyCspViolation: (text: string) => void }).__konfetyCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) into.push(`${m.page()?.url() ?? ''}: console: ${m.text()}`);
  });
}

/**
 * Script errors, warnings, failed requests, error answers and document requests of the page, printed when the test
 * fails (e.g. a page that never hydrates because its assets 404, or one that loaded again under the test's feet).
 */
function watchForProblems(page: Page) {
  const log: string[] = [];
  page.on('pageerror', (e) => log.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) log.push(`document request: ${r.method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => log.push(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) log.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  onTestFailed(() => {
    if (log.length) console.error(`Browser log of the failed test (${page.url()}):\n  ${log.join('\n  ')}`);
  });
}

/** A cookie value as React Router's createCookie writes it (unsigned): URI-encoded base64 of the JSON. */
export function encodeCookie(value: unknown): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'));
}

export function decodeCookie<T = unknown>(raw: string): T {
  return JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8')) as T;
}

/** Calls the shop's API as the Czech storefront does (client-url = the site). */
export async function api<T = unknown>(path: string, init: { method?: string; body?: unknown; base?: string } = {}): Promise<{ status: number; body: T }> {
  const base = init.base ?? baseUrl();
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'client-url': base,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Waits until the page has hydrated: the header's cart toggle is a link to /kosik until then and a button after.
 * Scripts load only after the first paint (lib/document-stream.server.ts), so a test of what JavaScript does
 * waits for this before it acts; without it, it would test the form's no-JavaScript path.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Košík', exact: true }).waitFor();
}

/**
 * Holds the page's scripts back (the framework chunk every page needs) until the returned function is called: a
 * slow phone, where a visitor acts on the painted page before it hydrates. Call before `goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export interface MenuLink {
  text: string;
  link: string;
  leave?: boolean;
}

/** The Czech settings as the API answers them, by name. */
export async function settings(base?: string): Promise<Record<string, unknown>> {
  const { status, body } = await api<{ data: Array<{ name: string; value: unknown }> }>('/settings?lang=cs', { base });
  if (status !== 200) throw new Error(`GET /api/settings answered ${status}`);
  return Object.fromEntries(body.data.map((s) => [s.name, s.value]));
}

/** Every request the page makes whose URL path matches, recorded from now on. */
export function recordRequests(page: Page, matches: (url: URL) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (matches(new URL(r.url()))) seen.push(r);
  });
  return seen;
}

/** axe-core on the current page; the violations formatted for a failure message. */
export async function axeViolations(page: Page): Promise<{ count: number; report: string }> {
  // Colour contrast is judged on what is painted: a panel still fading in (the mobile menu's 0.22 s slide) blends
  // its text with the page behind it. Finite animations are waited for; spinners, which never end, are not.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} → ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');
  return { count: results.violations.length, report };
}

/**
 * The shared shop's database (a throwaway PostgreSQL, see global-setup.ts) for
 * checking what the shop stored; one small pool per test file, closed after it.
 */
export function useDatabase(): { query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]> } {
  let pool: pg.Pool | null = null;
  afterAll(async () => {
    await pool?.end();
  });
  return {
    query: async <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
      pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
      return (await pool.query<R>(sql, params)).rows;
    },
  };
}

/** Every e-mail the shared shop has sent to `address` so far (the SMTP catcher of global-setup.ts). */
export function mailsTo(address: string): ReceivedMail[] {
  const wanted = address.toLowerCase();
  return readMails(inject('mailDir')).filter((m) => m.envelope.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Waits until exactly `count` e-mails have reached `address` (the shop sends
 * after its transaction commits, so not necessarily before the page shows the result).
 */
export async function waitForMails(address: string, count = 1): Promise<ReceivedMail[]> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000, message: `e-mails to ${address}` }).toBe(count);
  return mailsTo(address);
}

/**
 * A guest's order through the shop's API, as the checkout places it: `quantity` pieces of a variant, picked up at a
 * store (`branchId`, else the first), paid by bank transfer. Its answer: id, number, summary URL and total.
 */
export async function placeGuestOrder(line: { productId: number; variantId: number; quantity: number }, contact: { email: string; branchId?: number }) {
  const cart = await api<{ data: { tempId: string } }>('/cart/anonymous/cs/0');
  const put = await api(`/cart/${cart.body.data.tempId}`, { method: 'PUT', body: { id: line.productId, variantId: line.variantId, quantity: line.quantity } });
  expect(put.status).toBe(200);
  const methods = (await api<{ data: { delivery: Array<{ id: number; kind: string }>; payment: Array<{ id: number; kind: string }>; branches: Array<{ id: number }> } }>('/checkout/methods')).body.data;
  const placed = await api<{ data: { id: number; number: string; url: string; total: number } }>('/orders', {
    method: 'POST',
    body: {
      cartId: cart.body.data.tempId,
      deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
      paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
      branchId: contact.branchId ?? methods.branches[0]!.id,
      email: contact.email,
      phonePrefix: '+420',
      phone: '602111333',
      invoiceAddress: { firstname: 'Klára', lastname: 'Dvořáková', street: 'Korunní 12', city: 'Praha 2', zip: '120 00', country: 'CZ' },
      terms: true,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}
