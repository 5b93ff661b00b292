import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { expand, type OpenApiDoc } from './support/openapi';
import { createTestApp, CZ, SK, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


const subscribe = (payload: unknown, headers: Record<string, string> = CZ) =>
  t.app.inject({ method: 'POST', url: '/api/subscriber/save', headers, payload: payload as Record<string, unknown> });

const subscribersOf = (email: string) => t.db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email));

describe('POST /api/subscriber/save', () => {
  it('stores the e-mail lower-cased for the site and answers the success alert', async () => {
    const res = await subscribe({ email: '  Nova.Odberatelka@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'E-mail byl úspěšně uložen.' });
    const rows = await subscribersOf('nova.odberatelka@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId: 1, email: 'nova.odberatelka@example.com', unsubscribedAt: null });
    expect(rows[0]!.consentAt.getTime()).toBe(TEST_NOW.getTime());
  });

  it('answers 422 already_exists for a repeat, whatever the letter case', async () => {
    expect((await subscribe({ email: 'opakovany@example.com' })).statusCode).toBe(200);
    for (const email of ['opakovany@example.com', 'OPAKOVANY@example.com', ' Opakovany@Example.com']) {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'already_exists', message: 'Tento e-mail je již uložen.' });
    }
    expect(await subscribersOf('opakovany@example.com')).toHaveLength(1);
  });

  it('keeps subscriptions per site: the Slovak site stores its own, in Slovak', async () => {
    expect((await subscribe({ email: 'obe-zeme@example.com' }, CZ)).statusCode).toBe(200);
    const sk = await subscribe({ email: 'obe-zeme@example.com' }, SK);
    expect(sk.statusCode).toBe(200);
    expect(sk.json()).toEqual({ success: true, message: 'E-mail bol úspešne uložený.' });
    const again = await subscribe({ email: 'obe-zeme@example.com' }, SK);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'already_exists' });
    const rows = await subscribersOf('obe-zeme@example.com');
    expect(rows.map((r) => r.siteId).sort()).toEqual([1, 2]);
  });

  it('lets exactly one of two simultaneous identical subscriptions succeed', async () => {
    const email = 'soucasne@example.com';
    const results = await Promise.all([subscribe({ email }), subscribe({ email: email.toUpperCase() })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json()).toMatchObject({ error: 'already_exists' });
    expect(await subscribersOf(email)).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous subscriptions succeed', async () => {
    const email = 'zavod@example.com';
    const results = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect(await subscribersOf(email)).toHaveLength(1);
  });

  it('subscribes again an address that had unsubscribed', async () => {
    const email = 'odhlaseny@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);
    const t0 = schema.newsletterSubscribers;
    await t.db
      .update(t0)
      .set({ unsubscribedAt: new Date(TEST_NOW.getTime() - 1000) })
      .where(and(eq(t0.email, email), eq(t0.siteId, 1)));
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'E-mail byl úspěšně uložen.' });
    const rows = await subscribersOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeNull();
    expect((await subscribe({ email })).statusCode).toBe(422);
  });

  it.each([
    ['an empty e-mail', { email: '' }],
    ['a blank e-mail', { email: '   ' }],
    ['a missing e-mail', {}],
    ['a null e-mail', { email: null }],
  ])('answers 422 "Pole musí být vyplněno" for %s', async (_label, payload) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; message: string; errors: Record<string, string[]> };
    expect(body.error).toBe('validation');
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({ email: ['Pole musí být vyplněno'] });
  });

  it.each(['neplatny', 'jana@', '@example.com', 'jana novak@example.com', 'jana@example'])(
    'answers 422 "Pole musí obsahovat platný email." for %s',
    async (email) => {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation', errors: { email: ['Pole musí obsahovat platný email.'] } });
    },
  );

  it('stores nothing for an invalid address', async () => {
    await subscribe({ email: 'neplatny' });
    expect(await subscribersOf('neplatny')).toHaveLength(0);
  });

  it('answers validation messages in Slovak on the Slovak site', async () => {
    const res = await subscribe({ email: '' }, SK);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { email: ['Pole musí byť vyplnené'] } });
  });

  it('refuses an unknown site with 400 and stores nothing', async () => {
    const res = await subscribe({ email: 'cizi-web@example.com' }, { 'client-url': 'https://podvodny-obchod.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_site' });
    expect(await subscribersOf('cizi-web@example.com')).toHaveLength(0);
  });
});

describe('OpenAPI', () => {
  it('documents POST /subscriber/save with its body and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDoc;
    const key = Object.keys(doc.paths).find((k) => k === '/api/subscriber/save' || k === '/subscriber/save');
    expect(key).toBeDefined();
    const op = doc.paths[key!]!.post!;
    expect(op.tags).toContain('newsletter');
    expect(expand(doc, op.requestBody)).toContain('"email"');
    expect(expand(doc, op.responses['200'])).toContain('"success"');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '422']));
  });
});
