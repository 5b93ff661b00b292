import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, decodeCookie, DESKTOP, MOBILE, useBrowser } from './support';

/**
 * The cookie consent bar and Consent Mode v2 (issue 41; SPEC §4, §7, §9; lib/consent.server.tsx): each of the three
 * choices (accept all, the selected categories, reject all), the cookie's lifetime, reopening from the footer, the
 * signals the tag manager's container (the stand-in, test-support/tag-manager.ts) finds when it starts, before and
 * after a choice, and the bar without JavaScript. axe-core on the bar; screenshots at 1280 and 390 px into
 * /tmp/shots/consent-*.png.
 */
const b = useBrowser();
const SHOTS = '/tmp/shots';
const YEAR = 31_536_000;

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', functionality_storage: 'granted', personalization_storage: 'denied', security_storage: 'granted' };
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((k) => [k, 'granted']));

interface StandIn {
  id: string;
  loadedWith: Record<string, string>;
}

/** What the tag manager's container found when it started on this page (it loads after the head's consent script). */
async function container(page: Page): Promise<StandIn> {
  await page.waitForFunction(() => '__tagManagerStandIn' in window);
  return page.evaluate(() => (window as unknown as { __tagManagerStandIn: StandIn }).__tagManagerStandIn);
}

/** The consent commands in the data layer, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e): e is ArrayLike<unknown> => typeof e === 'object' && e !== null && 'length' in e && (e as ArrayLike<unknown>)[0] === 'consent')
      .map((e) => Array.from(e)),
  );

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'konfety_consent');
  return cookie ? { value: decodeCookie<string>(cookie.value), lifetime: cookie.expires - Date.now() / 1000, httpOnly: cookie.httpOnly } : null;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Cookies a vaše soukromí' });

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/consent-${name}.png` });
}

describe('cookie consent', () => {
  it('a new visitor: the bar; Consent Mode denies everything optional before the container starts; accepting all grants it for a year', async () => {
    const page = await b.newPage({ consent: null });
    await page.goto('/');
    await bar(page).waitFor();
    expect(await container(page)).toEqual({ id: 'GTM-KONFETY1', loadedWith: DENIED, consent: DENIED, events: expect.any(Array) });
    expect(await consentCommands(page)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    // Rejecting is as easy as accepting: two buttons side by side, the same size.
    const accept = bar(page).getByRole('button', { name: 'Přijmout vše' });
    const reject = bar(page).getByRole('button', { name: 'Odmítnout vše' });
    const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!];
    expect(Math.abs(a.height - r.height)).toBeLessThan(1);
    await page.waitForLoadState('networkidle');
    const { count, report } = await axeViolations(page);
    expect(count, `axe violations with the consent bar:\n${report}`).toBe(0);
    await shot(page, 'bar-1280');

    await accept.click();
    await page.waitForURL('/');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    const cookie = (await consentCookie(page))!;
    expect(cookie.value).toBe('1.111');
    expect(cookie.httpOnly).toBe(true);
    expect(Math.abs(cookie.lifetime - YEAR)).toBeLessThan(120);
    expect((await container(page)).loadedWith).toEqual(GRANTED);
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
  });

  it('reopened from the footer, it shows the choice; saving the selected categories grants only theirs, on the page it was opened on', async () => {
    const page = await b.newPage({ consent: '1.111' });
    await page.goto('/kosik');
    expect(await bar(page).isVisible()).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
    await bar(page).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nastaveni-cookies');
    const switches = bar(page).getByRole('switch');
    expect(await switches.count()).toBe(4);
    const technical = bar(page).getByRole('switch', { name: /Technické/ });
    expect([await technical.isChecked(), await technical.isDisabled()]).toEqual([true, true]);
    for (const name of [/Analytické/, /Marketingové/, /Reklamní/]) expect(await bar(page).getByRole('switch', { name }).isChecked()).toBe(true);
    await page.setViewportSize(MOBILE);
    await shot(page, 'settings-390');
    await page.setViewportSize(DESKTOP);
    // Closing without a change hides it again.
    await bar(page).getByRole('link', { name: 'Zavřít' }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
    await bar(page).getByRole('switch', { name: /Marketingové/ }).uncheck();
    await bar(page).getByRole('switch', { name: /Reklamní/ }).uncheck();
    await bar(page).getByRole('button', { name: 'Uložit výběr' }).click();
    await page.waitForURL('/kosik');
    expect((await consentCookie(page))!.value).toBe('1.100');
    expect((await container(page)).loadedWith).toEqual({ ...DENIED, analytics_storage: 'granted' });
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('rejecting all clears every optional consent and hides the bar', async () => {
    const page = await b.newPage({ consent: null, viewport: MOBILE });
    await page.goto('/');
    await bar(page).waitFor();
    await shot(page, 'bar-390');
    await bar(page).getByRole('button', { name: 'Odmítnout vše' }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect((await consentCookie(page))!.value).toBe('1.000');
    expect((await container(page)).loadedWith).toEqual(DENIED);
  });

  it('works without JavaScript: the bar is a plain form, the choice a cookie, the visitor back on the page', async () => {
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ', consent: null });
    const page = await context.newPage();
    await page.goto('/prodejny');
    await bar(page).waitFor();
    await bar(page).getByText('Vybrat, co povolím').click();
    await bar(page).getByRole('switch', { name: /Reklamní/ }).check();
    await bar(page).getByRole('button', { name: 'Uložit výběr' }).click();
    await page.waitForURL('/prodejny');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect((await consentCookie(page))!.value).toBe('1.001');
  });
});
