import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, useBrowser } from './support';

/** SPEC §2 global modal: opened by the `konfety:modal` window event (any code, e.g. a tag manager, may open it). */
const b = useBrowser();

describe('global modal', () => {
  it('shows the text, keeps focus inside, takes a second opening, closes with Escape and gives focus back', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await hydrated(page);
    // By its label: focused, the field loads its suggestions and becomes a combobox.
    const search = page.getByLabel('Hledat v e-shopu').first();
    await search.focus();

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('konfety:modal', { detail: { title: 'Pozor', type: 'text', content: 'První odstavec.\nDruhý.' } })));
    const dialog = page.getByRole('dialog', { name: 'Pozor' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Druhý.').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    // A second opening replaces the content.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('konfety:modal', { detail: { title: 'Jiný', type: 'video' } })));
    await page.getByRole('dialog', { name: 'Jiný' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens at the first event of a fresh page (its script loaded then), and closes when the visitor goes to another page', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await hydrated(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('konfety:modal', { detail: { title: 'Akce', type: 'text', content: 'Sleva.' } })));
    const dialog = page.getByRole('dialog', { name: 'Akce' });
    await dialog.waitFor();
    // The on-demand client UI came with the event, not with the page.
    expect(asked.some((path) => path.includes('client-ui'))).toBe(true);
    // A navigation started by the page's own code (the modal makes the rest of the page inert to the pointer).
    await page.getByRole('link', { name: 'Kostýmy' }).first().evaluate((link: HTMLAnchorElement) => link.click());
    await page.getByRole('heading', { level: 1, name: 'Kostýmy' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('is brought by a route whose address, asked for directly, is a 404 in the API’s error shape', async () => {
    const res = await fetch(`${baseUrl()}/_/ui`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'Požadovaný záznam nebyl nalezen.' });
    // React Router's own data request of the address: a 404 too (in its own encoding).
    expect((await fetch(`${baseUrl()}/_/ui.data`)).status).toBe(404);
  });
});
