import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdScripts, hydrated, recordRequests, useBrowser } from './support';

/** SPEC §5/§8: the footer newsletter form and its three outcomes. */
const b = useBrowser();

const isNewsletter = (u: URL) => u.pathname.startsWith('/_/newsletter');
const uniqueEmail = () => `browser-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function form(page: Page) {
  const footer = page.getByRole('contentinfo');
  return { email: footer.getByRole('textbox', { name: 'E-mail' }), submit: footer.getByRole('button', { name: 'Odebírat' }) };
}

async function subscribe(page: Page, email: string) {
  const { email: input, submit } = form(page);
  await input.fill(email);
  await submit.click();
}

describe('newsletter', () => {
  it('saves a new e-mail, and says so when the same e-mail comes again', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await form(page).email.waitFor();
    const email = uniqueEmail();
    await subscribe(page, email);
    await page.getByText('E-mail byl úspěšně uložen.').waitFor();

    await page.reload();
    await form(page).email.waitFor();
    await subscribe(page, email);
    await page.getByText('Tento e-mail je již uložen.').waitFor();
    expect(await page.getByText('E-mail byl úspěšně uložen.').count()).toBe(0);
  });

  it('saves an address typed before the page hydrated, through the scripted form', async () => {
    const page = await b.newPage();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await form(page).email.fill(uniqueEmail());
    release();
    await hydrated(page);
    const sent = recordRequests(page, isNewsletter);
    await form(page).submit.click();
    await page.getByText('E-mail byl úspěšně uložen.').waitFor();
    // The fetcher's post (a .data request), not a document load.
    expect(sent.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  it('sends nothing when the e-mail is empty and shows the required message', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const { email, submit } = form(page);
    // Holding the empty form back is JavaScript's (without it the action answers with the same message).
    await hydrated(page);
    const sent = recordRequests(page, isNewsletter);
    await submit.click();
    const required = page.getByRole('contentinfo').getByText('Pole musí být vyplněno');
    await required.waitFor();
    // The message is tied to the field for assistive technology.
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('Pole musí být vyplněno');
    // Submitting with the keyboard (Enter in the field) sends nothing either.
    await email.press('Enter');
    await required.waitFor();
    expect(sent.map((r) => r.url())).toEqual([]);
  });

  it('shows the failure message when saving fails (server error)', async () => {
    const page = await b.newPage();
    await page.route(
      (u) => isNewsletter(u),
      (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/');
    // The fetcher's failure handling is JavaScript's (without it the browser shows the failed answer itself).
    await hydrated(page);
    await subscribe(page, uniqueEmail());
    await page.getByText('E-mail nebyl úspěšně uložen.').waitFor();
  });

  it('shows the failure message when the request does not get through at all', async () => {
    const page = await b.newPage();
    await page.route(
      (u) => isNewsletter(u),
      (route) => route.abort('connectionrefused'),
    );
    await page.goto('/');
    // The fetcher's failure handling is JavaScript's (without it the browser shows the failed answer itself).
    await hydrated(page);
    await subscribe(page, uniqueEmail());
    await page.getByText('E-mail nebyl úspěšně uložen.').waitFor();
  });
});
