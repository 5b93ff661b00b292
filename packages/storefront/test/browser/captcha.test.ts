import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_POLICY_URLS } from '@konfety/domain/captcha';
import { formatMessage } from '@konfety/domain/i18n';
import { startTestRecaptcha, type TestRecaptcha } from '@konfety/test-support/recaptcha';
import { recaptchaEnv } from '@konfety/test-support/stand-ins';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { type ShopServer, startShop } from './shop-server';
import { hydrated, useBrowser } from './support';

/**
 * ARCHITECTURE "Captcha" in Chromium: a shop of its own (the shared one runs without a captcha) with the reCAPTCHA
 * stand-in configured (@konfety/test-support/recaptcha, Google's protocol on 127.0.0.1), its script loaded by the page
 * under the shop's CSP, its tokens verified by the shop's API.
 */
const b = useBrowser();
let recaptcha: TestRecaptcha;
let postgres: ThrowawayPostgres | null = null;
let shop: ShopServer | null = null;
let db: pg.Client | null = null;

beforeAll(async () => {
  recaptcha = await startTestRecaptcha();
  postgres = await startThrowawayPostgres();
  shop = await startShop({ databaseUrl: postgres.url(), env: recaptchaEnv(recaptcha) });
  db = new pg.Client({ connectionString: postgres.url() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await shop?.stop();
  postgres?.stop();
  await recaptcha?.stop();
});
afterEach(() => recaptcha.reset());

const NOTICE = 'Tento web je chráněn službou reCAPTCHA a platí Zásady ochrany osobních údajů a Smluvní podmínky společnosti Google.';
const uniqueEmail = () => `captcha-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const subscribed = async (email: string) => (await db!.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email])).rowCount === 1;

function newsletter(page: Page) {
  const footer = page.getByRole('contentinfo');
  return { footer, email: footer.getByRole('textbox', { name: 'E-mail' }), submit: footer.getByRole('button', { name: 'Odebírat' }) };
}

describe('the captcha on the public forms (reCAPTCHA v3 stand-in)', () => {
  it('the footer newsletter: the notice with Google’s links, the script only once someone starts on the form, a token just before it is sent, saved; the badge hidden', async () => {
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    await page.goto('/');
    await hydrated(page);
    const form = newsletter(page);
    const notice = form.footer.locator('.captcha-notice');
    expect((await notice.textContent())?.trim()).toBe(NOTICE);
    expect(await notice.getByRole('link', { name: 'Zásady ochrany osobních údajů' }).getAttribute('href')).toBe(CAPTCHA_POLICY_URLS.privacy);
    expect(await notice.getByRole('link', { name: 'Smluvní podmínky' }).getAttribute('href')).toBe(CAPTCHA_POLICY_URLS.terms);
    // Not site-wide: a visitor who only looks loads nothing of the provider's.
    expect(recaptcha.scriptLoads).toEqual([]);

    const email = uniqueEmail();
    await form.email.fill(email);
    await expect.poll(() => recaptcha.scriptLoads.length).toBe(1);
    expect(Object.fromEntries(recaptcha.scriptLoads[0]!)).toEqual({ render: recaptcha.siteKey, hl: 'cs' });
    await form.submit.click();
    await form.footer.getByText('E-mail byl úspěšně uložen.').waitFor();
    expect(recaptcha.verifications).toEqual([{ response: expect.any(String), remoteIp: '127.0.0.1', secretOk: true, action: 'newsletter', hostname: '127.0.0.1' }]);
    expect(await subscribed(email)).toBe(true);
    // The stand-in shows a badge as Google's script does; the shop hides it (the notice stands in for it).
    const badge = page.locator('.grecaptcha-badge');
    await badge.waitFor({ state: 'attached' });
    expect(await badge.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');

    // Each submission gets a token of its own (a token is good once).
    await form.email.fill(uniqueEmail());
    await form.submit.click();
    await expect.poll(() => recaptcha.verifications.length).toBe(2);
    await expect.poll(() => page.getByText('E-mail byl úspěšně uložen.').count()).toBe(1);
    expect(new Set(recaptcha.verifications.map((v) => v.response)).size).toBe(2);
  });

  it('refuses the newsletter when the provider scores the visitor low, saying to send it again; nothing is saved', async () => {
    recaptcha.setScore(0.1);
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    await page.goto('/');
    await hydrated(page);
    const form = newsletter(page);
    const email = uniqueEmail();
    await form.email.fill(email);
    await form.submit.click();
    await form.footer.getByText(formatMessage('cs', 'captcha.failed')).waitFor();
    expect(recaptcha.verifications).toHaveLength(1);
    expect(await subscribed(email)).toBe(false);
  });

  it('the intro popup’s newsletter (written outside React) fetches its own token, and the address is saved', async () => {
    const page = await b.newPage({ baseUrl: shop!.baseUrl, introPopup: true });
    const start = new Date();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start.getTime() + 60_000);
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.runFor(3000);
    const dialog = page.getByRole('dialog', { name: 'Sleva 10 % na první nákup' });
    await dialog.waitFor();
    await page.clock.resume();
    expect((await dialog.locator('.captcha-notice').textContent())?.trim()).toBe(NOTICE);
    const email = uniqueEmail();
    await dialog.getByLabel('Váš e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Chci novinky' }).click();
    await dialog.getByRole('status').filter({ hasText: 'E-mail byl úspěšně uložen.' }).waitFor();
    expect(recaptcha.verifications.map((v) => v.action)).toEqual(['newsletter']);
    expect(await subscribed(email)).toBe(true);
  });

  it('a page form (the registration, a React Router <Form>) gets its token too, and the customer is registered', async () => {
    const page = await b.newPage({ baseUrl: shop!.baseUrl });
    await page.goto('/registrace');
    await hydrated(page);
    const form = page.getByRole('main');
    expect((await form.locator('.captcha-notice').textContent())?.trim()).toBe(NOTICE);
    await form.getByRole('textbox', { name: /^Jméno/ }).fill('Zdeňka');
    await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Průchová');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(uniqueEmail());
    await form.getByLabel(/^Heslo(?! znovu)/).fill('dort s jahodami a smetanou');
    await form.getByLabel(/^Heslo znovu/).fill('dort s jahodami a smetanou');
    await form.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
    await form.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await page.waitForURL((u) => u.pathname === '/ucet');
    expect(recaptcha.verifications.map((v) => v.action)).toEqual(['register']);
  });

  it('without JavaScript the form still posts, and the shop says JavaScript must be on', async () => {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: shop!.baseUrl, locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto('/');
    const form = newsletter(page);
    expect((await form.footer.locator('.captcha-notice').textContent())?.trim()).toBe(NOTICE);
    const email = uniqueEmail();
    await form.email.fill(email);
    await form.submit.click();
    await form.footer.getByText(formatMessage('cs', 'captcha.missing.newsletter')).waitFor();
    expect(formatMessage('cs', 'captcha.missing.newsletter')).toContain('JavaScript');
    expect(recaptcha.verifications).toEqual([]);
    expect(recaptcha.scriptLoads).toEqual([]);
    expect(await subscribed(email)).toBe(false);
  });
});
