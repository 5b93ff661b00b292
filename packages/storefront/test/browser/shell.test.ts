import { beforeAll, describe, expect, it } from 'vitest';
import { type MenuLink, settings, useBrowser } from './support';

/** SPEC §1/§2: header and footer are filled from the API's settings (topmenu, bottommenu, contacts). */
const b = useBrowser();
let topmenu: MenuLink[] = [];
let bottommenu: Array<{ title: string; links: MenuLink[] }> = [];
let contacts: { phone: string; email: string } = { phone: '', email: '' };

beforeAll(async () => {
  const s = await settings();
  topmenu = s.topmenu as MenuLink[];
  bottommenu = s.bottommenu as typeof bottommenu;
  contacts = s.contacts as typeof contacts;
  expect(topmenu.length).toBeGreaterThan(0);
  expect(bottommenu).toHaveLength(2);
  expect(contacts.phone).toBeTruthy();
  expect(contacts.email).toBeTruthy();
});

describe('header', () => {
  it('shows every top-menu link of the topmenu setting, external ones in a new tab', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.waitFor();
    for (const item of topmenu) {
      // External links add a screen-reader hint to their name (“… (otevře se v novém okně)”).
      const links = header.getByRole('link', { name: item.text });
      await links.first().waitFor();
      const found = await links.evaluateAll((els) => els.map((e) => ({ href: e.getAttribute('href'), target: e.getAttribute('target'), rel: e.getAttribute('rel') })));
      const match = found.find((f) => f.href === item.link);
      expect(match, `header link "${item.text}" → ${item.link}; found ${JSON.stringify(found)}`).toBeDefined();
      if (item.leave) {
        expect(match?.target).toBe('_blank');
        expect(match?.rel).toMatch(/noopener/);
      } else {
        expect(match?.target).not.toBe('_blank');
      }
    }
  });
});

describe('footer', () => {
  it('shows both bottom-menu lists with their titles and links', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    for (const menu of bottommenu) {
      const nav = footer.getByRole('navigation', { name: menu.title, exact: true });
      await nav.waitFor();
      await nav.getByText(menu.title, { exact: true }).first().waitFor();
      for (const l of menu.links) {
        const link = nav.getByRole('link', { name: l.text, exact: true });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(l.link);
      }
    }
  });

  it('shows the phone and e-mail of the contacts setting as tel: and mailto: links', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const phone = footer.getByRole('link', { name: contacts.phone });
    await phone.first().waitFor();
    expect(await phone.first().getAttribute('href')).toBe(`tel:${contacts.phone.replace(/\s+/g, '')}`);
    const email = footer.getByRole('link', { name: contacts.email });
    await email.first().waitFor();
    expect(await email.first().getAttribute('href')).toBe(`mailto:${contacts.email}`);
  });
});
