import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, axeViolations, baseUrl, DESKTOP, encodeCookie, hydrated, useBrowser, useDatabase } from './support';

/**
 * Issue 40: the customer downloads the invoice of an order from `/ucet/objednavka/{id}`. The order is made as it is
 * in the shop: placed by the demo customer through the API, moved to paid by a member of staff through the back
 * office's API, and the shop's own jobs runner issues the invoice (its PDF a private file). The order page lists it
 * under "Doklady" as a plain link; a click downloads the PDF, with JavaScript and without. Anybody else gets the 404,
 * an anonymous visitor the login. Screenshots of the section at 390 and 1280 px go to /tmp/shots/account-invoices-*.png.
 */
const b = useBrowser();
const db = useDatabase();

const CUSTOMER = 'zakaznik@example.com';
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 } as const;

let order: { id: number; number: string };
let invoice: { id: number; number: string };
let customerToken: string;

/** A call to the shop's API as the Czech storefront makes it, with a customer's token or a staff session. */
async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string; staff?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'client-url': baseUrl(),
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.staff ? { cookie: init.staff, 'x-konfety-staff': '1' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/**
 * A complete back-office session of a manager of this test's own (the demo staff's password hash, so the demo
 * password), its authenticator set up through the API: the demo accounts' first logins belong to admin.test.ts.
 */
async function staffSession(): Promise<string> {
  const email = `doklady-${process.pid}-${Date.now()}@example.com`;
  await db.query(`insert into staff_members (email, name, role, password_hash) select $1, 'Dana Doklady', 'manager', password_hash from staff_members where email = 'vedouci@example.com'`, [email]);
  const login = await call<{ next: string }>('/admin/auth/login', { method: 'POST', body: { email, password: 'konfety a balonky 2026' }, headers: { 'x-konfety-staff': '1' } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const { secret } = (await call<{ secret: string }>('/admin/auth/totp-setup', { staff: cookie })).body;
  const confirm = await call('/admin/auth/totp-setup', { method: 'POST', staff: cookie, body: { code: await generate({ secret }) } });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return cookie;
}

beforeAll(async () => {
  const login = await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: CUSTOMER, password: 'Heslo123' } });
  expect(login.status).toBe(200);
  customerToken = login.body.token;

  // One piece of a single-variant product in stock, into the customer's account cart, ordered for pickup, paid by transfer.
  interface Product {
    id: number;
    is_adult: boolean;
    variants: Array<{ id: number; availability: { state: string; count: number } }>;
  }
  const top = (await api<{ data: Array<{ id: number }> }>('/catalog/products/top')).body.data;
  let product: Product | undefined;
  for (const { id } of top) {
    const detail = (await api<{ data: Product }>(`/catalog/product/${id}`)).body.data;
    if (!detail.is_adult && detail.variants.length === 1 && detail.variants[0]!.availability.state === 'in_stock' && detail.variants[0]!.availability.count >= 5) {
      product = detail;
      break;
    }
  }
  expect(product, 'a single-variant product in stock').toBeDefined();
  const cart = await call<{ data: { id: number } }>('/cart/create', { method: 'POST', token: customerToken });
  expect(cart.status).toBe(200);
  const put = await call(`/cart/${cart.body.data.id}`, { method: 'PUT', token: customerToken, body: { id: product!.id, variantId: product!.variants[0]!.id, quantity: 1 } });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const methods = (await call<{ data: { delivery: Array<{ id: number; kind: string }>; payment: Array<{ id: number; kind: string }>; branches: Array<{ id: number }> } }>('/checkout/methods')).body.data;
  const placed = await call<{ data: { id: number; number: string } }>('/orders', {
    method: 'POST',
    token: customerToken,
    body: {
      cartId: cart.body.data.id,
      deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
      paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
      branchId: methods.branches[0]!.id,
      email: CUSTOMER,
      phonePrefix: '+420',
      phone: '603123456',
      invoiceAddress: { firstname: 'Jana', lastname: 'Nováková', street: 'Vinohradská 1234/56', city: 'Praha 2', zip: '120 00', country: 'CZ' },
      terms: true,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body.data;

  // Paid, as staff mark it: the shop's jobs runner issues the invoice.
  const staff = await staffSession();
  const paid = await call(`/admin/orders/${order.id}/transition`, { method: 'POST', staff, body: { from: 'waiting_for_payment', to: 'paid' } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const [issued] = await db.query<{ id: number; number: string }>(`select id, number from invoices where order_id = $1 and kind = 'invoice'`, [order.id]);
    if (issued) {
      invoice = issued;
      break;
    }
    if (Date.now() > until) throw new Error(`no invoice of order ${order.id} after 20 s`);
  }
});

const documentPath = () => `/ucet/objednavka/${order.id}/doklad/${invoice.id}`;

/** Logs the demo customer in with the header's form on the home page the auth guard sends them to, back to `path`. */
async function logIn(page: Page, path: string) {
  await page.goto(`/?${new URLSearchParams({ redirect: path })}`);
  await hydrated(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(CUSTOMER);
  await banner.getByLabel(/^Heslo(?! znovu)/).fill('Heslo123');
  await banner.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((u) => u.pathname === path);
}

/** What a download saved: its suggested name and its first bytes. */
async function saved(download: Download): Promise<{ name: string; head: string }> {
  const file = await download.path();
  return { name: download.suggestedFilename(), head: fs.readFileSync(file).subarray(0, 5).toString('latin1') };
}

describe('the customer’s documents on the order page (issue 40)', () => {
  it('lists the paid order’s invoice under "Doklady" and downloads its PDF by a plain link', async () => {
    const page = await b.newPage();
    await logIn(page, `/ucet/objednavka/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Objednávka č. ${order.number}` }).waitFor();
    const section = page.getByRole('region', { name: 'Doklady' });
    const link = section.getByRole('link', { name: `Faktura ${invoice.number} (PDF)` });
    expect(await link.getAttribute('href')).toBe(documentPath());
    expect(await section.getByRole('link').count()).toBe(1);
    const { count, report } = await axeViolations(page);
    expect(count, report).toBe(0);

    fs.mkdirSync(SHOTS, { recursive: true });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/account-invoices-1280.png` });

    // A click saves the PDF and leaves the customer on the order's page.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(await saved(download)).toEqual({ name: `${invoice.number}.pdf`, head: '%PDF-' });
    expect(new URL(page.url()).pathname).toBe(`/ucet/objednavka/${order.id}`);

    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/account-invoices-390.png` });
  });

  it('downloads it without JavaScript too', async () => {
    const context = await b.newContext({ viewport: DESKTOP, baseURL: baseUrl(), locale: 'cs-CZ', javaScriptEnabled: false, acceptDownloads: true });
    try {
      // Logged in (the login itself is another test's): the token cookie as the login action sets it.
      await context.addCookies([
        { name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() },
        { name: 'konfety_token', value: encodeCookie(customerToken), url: baseUrl(), httpOnly: true, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(`/ucet/objednavka/${order.id}`);
      const link = page.getByRole('region', { name: 'Doklady' }).getByRole('link', { name: `Faktura ${invoice.number} (PDF)` });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(await saved(download)).toEqual({ name: `${invoice.number}.pdf`, head: '%PDF-' });
    } finally {
      await context.close();
    }
  });

  it('answers the customer the PDF privately, anybody else the 404, an anonymous visitor the login', async () => {
    const as = (token: string | null) => ({ redirect: 'manual' as const, headers: { 'sec-fetch-site': 'none', 'accept-encoding': 'br', ...(token ? { cookie: `konfety_token=${encodeCookie(token)}` } : {}) } });
    for (let i = 0; i < 2; i++) {
      // Twice: a copy the page cache kept would come back as a hit the second time.
      const res = await fetch(`${baseUrl()}${documentPath()}`, as(customerToken));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-page-cache')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const influencer = (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: 'influencer@example.com', password: 'Heslo123' } })).body.token;
    for (const path of [documentPath(), `/ucet/objednavka/${order.id}/doklad/2147483647`, `/ucet/objednavka/${order.id}/doklad/abc`]) {
      const res = await fetch(`${baseUrl()}${path}`, as(path === documentPath() ? influencer : customerToken));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      const body = await res.text();
      expect(body, path).toContain('Stránka, kterou hledáte, neexistuje nebo byla přesunuta.');
      expect(body, path).not.toContain('%PDF');
    }
    const anonymous = await fetch(`${baseUrl()}${documentPath()}`, as(null));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/?${new URLSearchParams({ redirect: documentPath() })}`);
  });
});
