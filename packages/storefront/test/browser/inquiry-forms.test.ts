import http from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, encodeCookie, mailsTo, useBrowser, useDatabase } from './support';

/**
 * The content pages' forms (issue 39): each sent with JavaScript and refused without it (422, every field's SPEC §5
 * message, the values kept), stored by the shop before its mail to the shop's address goes (a job: reply-to the sender).
 */
const b = useBrowser();
const db = useDatabase();

/** The shop's own address (the Czech site's), where the forms' mails go. */
async function shopAddress(): Promise<string> {
  const [site] = await db.query<{ email: string }>("select email from sites where locale = 'cs' order by id limit 1");
  return site!.email;
}

async function mailFrom(sender: string) {
  const to = await shopAddress();
  await expect.poll(() => mailsTo(to).filter((m) => (m.headers['reply-to'] ?? '').includes(sender)).length, { timeout: 15_000, message: `the mail about ${sender}` }).toBe(1);
  return mailsTo(to).find((m) => (m.headers['reply-to'] ?? '').includes(sender))!;
}

async function noScriptPage(): Promise<Page> {
  const context = await b.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'cs-CZ' });
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: 'konfety_intro_hidden', value: encodeCookie(true), url: baseUrl() }]);
  return context.newPage();
}

describe('contact form', () => {
  it('is sent from /info/kontakt: the notice shows, the message is stored and mailed to the shop, reply-to the sender', async () => {
    const email = `kontakt-${Date.now()}@example.com`;
    const page = await b.newPage();
    await page.goto('/info/kontakt');
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    await page.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Karolína Veselá');
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Zpráva' }).fill('Dobrý den, půjčujete i kostýmy pro psy?');
    await page.getByRole('button', { name: 'Odeslat' }).click();
    await page.getByRole('status').filter({ hasText: 'Děkujeme, vaši zprávu jsme přijali.' }).waitFor();
    // The form is empty again for another message.
    expect(await page.getByRole('textbox', { name: 'Zpráva' }).inputValue()).toBe('');
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    const [stored] = await db.query<{ kind: string; name: string; message: string }>('select kind, name, message from inquiries where email = $1', [email]);
    expect(stored).toEqual({ kind: 'contact', name: 'Karolína Veselá', message: 'Dobrý den, půjčujete i kostýmy pro psy?' });
    const mail = await mailFrom(email);
    expect(mail.subject).toBe('Zpráva z kontaktního formuláře – Karolína Veselá');
    expect(mail.text).toContain('Dobrý den, půjčujete i kostýmy pro psy?');
  });

  it('refuses a form with wrong fields without JavaScript: 422, each field’s message, the values kept, the first wrong field focused', async () => {
    const page = await noScriptPage();
    try {
      await page.goto('/info/kontakt');
      await page.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Jan Novák');
      await page.locator('form.inquiry-form').getByRole('textbox', { name: 'E-mail' }).fill('jan.novak@');
      await page.getByRole('textbox', { name: 'Číslo objednávky' }).fill('12-34');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Odeslat' }).click();
      expect((await answer).status()).toBe(422);
      await page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby.' }).waitFor();
      const email = page.locator('form.inquiry-form').getByRole('textbox', { name: 'E-mail' });
      expect(await email.inputValue()).toBe('jan.novak@');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Pole musí obsahovat platný email.').waitFor();
      await page.getByText('Pole musí obsahovat pouze číslice.').waitFor();
      await page.getByText('Pole musí být vyplněno').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(await page.getByRole('textbox', { name: 'Jméno a příjmení' }).inputValue()).toBe('Jan Novák');
    } finally {
      await page.context().close();
    }
  });

  it('refuses a post that did not come from the shop’s page (no CSRF token, another origin)', async () => {
    const res = await fetch(`${baseUrl()}/info/kontakt`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ name: 'X Y', email: 'x@example.com', message: 'spam' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(await db.query('select id from inquiries where email = $1', ['x@example.com'])).toHaveLength(0);
  });
});

describe('satisfaction survey', () => {
  it('stores the shop’s and the courier’s stars with the text, after a refusal without the shop’s stars', async () => {
    const text = `Rychlé doručení ${Date.now()}`;
    const page = await b.newPage();
    await page.goto('/spokojenost');
    await page.getByRole('heading', { level: 1, name: 'Spokojenost' }).waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    await page.getByRole('textbox', { name: 'Co bychom měli zlepšit?' }).fill(text);
    await page.getByRole('button', { name: 'Odeslat hodnocení' }).click();
    const shop = page.getByRole('group', { name: 'Jak jste spokojeni s nákupem u nás?' });
    await shop.getByText('Pole musí být vyplněno').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('shopRating');
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    await shop.getByRole('radio', { name: '5 hvězdiček' }).check();
    await page.getByRole('group', { name: 'Jak jste spokojeni s doručením kurýrem?' }).getByRole('radio', { name: '4 hvězdičky' }).check();
    expect(await page.getByRole('textbox', { name: 'Co bychom měli zlepšit?' }).inputValue()).toBe(text);
    await page.getByRole('button', { name: 'Odeslat hodnocení' }).click();
    await page.getByRole('status').filter({ hasText: 'Děkujeme za hodnocení.' }).waitFor();
    const rows = await db.query<{ shop_rating: number; courier_rating: number | null }>('select shop_rating, courier_rating from satisfaction_answers where text = $1', [text]);
    expect(rows).toEqual([{ shop_rating: 5, courier_rating: 4 }]);
  });
});

describe('events', () => {
  it('orders an event from the events page and reaches the thank-you page; the order is stored with its services', async () => {
    const email = `event-${Date.now()}@example.com`;
    const page = await b.newPage();
    await page.goto('/eventy');
    await page.getByRole('heading', { level: 1, name: 'Eventy' }).waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    // An upcoming event's page, then back to ordering one's own.
    const first = page.getByRole('region', { name: 'Připravujeme' }).getByRole('heading', { level: 3 }).first();
    const title = (await first.textContent())!;
    await first.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const structured = JSON.parse((await page.locator('#main script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ '@type': 'Event', name: title, startDate: expect.any(String) });
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    await page.getByRole('link', { name: 'Objednat event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Objednat event' }).waitFor();
    const form = page.locator('form.inquiry-form');
    // A day already over is refused on its field.
    await form.getByLabel('Termín').fill('2020-01-01');
    await form.getByRole('textbox', { name: 'Místo konání' }).fill('Praha 6, Dejvice');
    await form.getByRole('spinbutton', { name: 'Počet hostů' }).fill('25');
    await form.getByRole('textbox', { name: 'Téma akce' }).fill('Piráti z Karibiku');
    await form.getByRole('checkbox', { name: 'Půjčovna kostýmů' }).check();
    await form.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Tomáš Dvořák');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Telefon' }).fill('603 123 456');
    await form.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await form.getByText('Zadejte prosím dnešní nebo pozdější datum.').waitFor();
    expect(await form.getByRole('checkbox', { name: 'Půjčovna kostýmů' }).isChecked()).toBe(true);
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    await form.getByLabel('Termín').fill('2030-06-15');
    await form.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await page.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/eventy/dekujeme');
    await page.getByRole('status').filter({ hasText: 'Děkujeme, vaši zprávu jsme přijali.' }).waitFor();
    const [stored] = await db.query<{ kind: string; details: Record<string, unknown> }>('select kind, details from inquiries where email = $1', [email]);
    expect(stored).toEqual({ kind: 'event', details: { date: '2030-06-15', place: 'Praha 6, Dejvice', guests: 25, theme: 'Piráti z Karibiku', services: ['Půjčovna kostýmů'] } });
    const mail = await mailFrom(email);
    expect(mail.subject).toBe('Objednávka eventu – Tomáš Dvořák');
    expect(mail.text).toContain('Požadované služby: Půjčovna kostýmů');
  });
});

describe('services', () => {
  it('asks about a service from the home page’s teaser: the inquiry is stored with its service', async () => {
    const email = `sluzba-${Date.now()}@example.com`;
    const page = await b.newPage();
    await page.goto('/');
    const teaser = page.locator('.service-card a').first();
    const name = (await teaser.textContent())!.trim();
    await teaser.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/sluzby\/\d+\/[a-z0-9-]+$/);
    const axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    const form = page.locator('form.inquiry-form');
    await form.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Alena Marková');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Telefon' }).fill('+420 777 000 111');
    await form.getByRole('textbox', { name: 'Co si představujete' }).fill('Výzdoba na 50. narozeniny.');
    await form.getByRole('button', { name: 'Odeslat' }).click();
    await page.getByRole('status').filter({ hasText: 'Děkujeme' }).waitFor();
    const [stored] = await db.query<{ kind: string; subject_title: string }>('select kind, subject_title from inquiries where email = $1', [email]);
    expect(stored).toEqual({ kind: 'service', subject_title: name });
  });

  it('sends an address with another slug to the service’s own (301), and an unknown service to the 404 page', async () => {
    const [service] = await db.query<{ id: number; slug: string }>("select id, slug from services where locale = 'cs' and active order by position limit 1");
    const res = await fetch(`${baseUrl()}/sluzby/${service!.id}/jiny-nazev`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/sluzby/${service!.id}/${service!.slug}`);
    expect((await fetch(`${baseUrl()}/sluzby/999999/cokoli`)).status).toBe(404);
  });
});

describe('careers', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  it('applies to a position with a CV: refused without the CV and the consent, then sent, stored privately and mailed with the CV', async () => {
    const email = `prihlaska-${Date.now()}@example.com`;
    const page = await b.newPage();
    await page.goto('/kariera');
    await page.getByRole('heading', { level: 1, name: 'Kariéra' }).waitFor();
    let axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    const first = page.locator('.careers__card h3').first();
    const title = (await first.textContent())!.trim();
    await first.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const structured = JSON.parse((await page.locator('#main script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { name: 'Konfety' } });
    const form = page.locator('form.inquiry-form');
    await form.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Petra Horáková');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Telefon' }).fill('777 888 999');
    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await form.getByText('Přiložte prosím životopis.').waitFor();
    await form.getByText('Bez souhlasu se zpracováním osobních údajů nemůžeme vaši odpověď přijmout.').waitFor();
    axe = await axeViolations(page);
    expect(axe.count, axe.report).toBe(0);
    // A picture renamed to .pdf is refused by its bytes.
    await form.getByLabel('Životopis').setInputFiles({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('\x89PNG\r\n\x1a\nnot a pdf at all') });
    await form.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }).check();
    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await form.getByText('Životopis přiložte jako PDF nebo DOCX.').waitFor();
    await form.getByLabel('Životopis').setInputFiles({ name: 'Petra Horáková.pdf', mimeType: 'application/pdf', buffer: pdf });
    if (!(await form.getByRole('checkbox', { name: /Souhlasím/ }).isChecked())) await form.getByRole('checkbox', { name: /Souhlasím/ }).check();
    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await page.getByRole('status').filter({ hasText: 'Přihlášku jsme přijali' }).waitFor();
    const [stored] = await db.query<{ kind: string; subject_title: string; attachment_key: string; attachment_name: string }>(
      'select kind, subject_title, attachment_key, attachment_name from inquiries where email = $1',
      [email],
    );
    expect(stored).toMatchObject({ kind: 'career', subject_title: title, attachment_name: 'Petra Horáková.pdf' });
    // A private file: nothing under the shop's public paths serves it.
    expect((await fetch(`${baseUrl()}/${stored!.attachment_key}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/media/${stored!.attachment_key}`)).status).toBe(404);
    const mail = await mailFrom(email);
    expect(mail.subject).toBe(`Přihláška na pozici ${title} – Petra Horáková`);
    const attachment = mail.parts.find((p) => (p.headers['content-type'] ?? '').startsWith('application/pdf'));
    expect(attachment?.body.toString('latin1')).toBe(pdf.toString('latin1'));
  });

  it('refuses at the edge a post heavier than the page takes (413), and any file post to a page that takes none', async () => {
    const [position] = await db.query<{ id: number; slug: string }>('select id, slug from careers where active order by id limit 1');
    // The length a post says it has: the edge answers before reading the body, so only the start of it is sent.
    const declared = (path: string, length: number) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(baseUrl());
        const req = http.request(
          { host: url.hostname, port: url.port, method: 'POST', path, headers: { 'content-type': 'multipart/form-data; boundary=XX', 'content-length': String(length), origin: baseUrl() } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write('--XX\r\n');
      });
    const career = `/kariera/${position!.id}/${encodeURIComponent(position!.slug)}`;
    expect(await declared(career, 6 * 1024 * 1024)).toBe(413);
    expect(await declared('/info/kontakt', 100 * 1024)).toBe(413);
  });
});
