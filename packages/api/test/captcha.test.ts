import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { schema } from '@konfety/db';
import { CAPTCHA_HEADER, captchaActions, type CaptchaAction } from '@konfety/domain/captcha';
import { formatMessage } from '@konfety/domain/i18n';
import { freePort } from '@konfety/test-support/free-port';
import { startTestRecaptcha, type TestRecaptcha } from '@konfety/test-support/recaptcha';
import { recaptchaEnv } from '@konfety/test-support/stand-ins';
import { buildApiServer } from '../src/app';
import type { Endpoint } from '../src/endpoint';
import { CZ, createTestApp, loginAs, SK, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import type { OpenApiDoc } from './support/openapi';

/**
 * ARCHITECTURE "Captcha": the public forms' reCAPTCHA v3, verified by the API against the stand-in that speaks Google's
 * protocol (@konfety/test-support/recaptcha), whose clock is the tests' (a token made at TEST_NOW is fresh).
 */
const CZ_HOST = new URL(TEST_SITES.cz.url).hostname;
const SK_HOST = new URL(TEST_SITES.sk.url).hostname;

/** Every endpoint a person sends a public form to, with its action: a new public form is added here and declares it. */
const PROTECTED: Record<string, CaptchaAction> = {
  'POST /auth/register': 'register',
  'POST /auth/password/reset-request': 'password_reset',
  'POST /subscriber/save': 'newsletter',
  'POST /inquiries/contact': 'contact',
  'POST /services/:id/inquiries': 'service_inquiry',
  'POST /events/orders': 'event_order',
  'POST /careers/:id/applications': 'job_application',
  'PUT /account/reviews/:productId': 'review',
  'POST /satisfaction': 'satisfaction',
};

let recaptcha: TestRecaptcha;
/** The stand-in's clock (Google's): the tests' moment, unless a test makes the provider see another. */
let providerNow = TEST_NOW;
let t: TestApp;
/** The API with the shop's logger, its lines kept: what a refusal or an outage writes. */
let app: FastifyInstance;
const lines: string[] = [];

const captchaEnv = () => recaptchaEnv(recaptcha);

async function loggedServer(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, DATA_DIR: t.deps.config.dataDir, ...env });
  return buildApiServer({ db: t.db, config, now: () => TEST_NOW }, { logger: true, logStream: { write: (line: string) => void lines.push(line) } });
}

beforeAll(async () => {
  recaptcha = await startTestRecaptcha({ now: () => providerNow });
  t = await createTestApp({ env: captchaEnv() });
  app = await loggedServer(captchaEnv());
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await recaptcha?.stop();
});
afterEach(() => {
  recaptcha.reset();
  providerNow = TEST_NOW;
  lines.splice(0);
});

let serial = 0;
const uniqueEmail = (what: string) => `captcha-${what}-${++serial}@example.com`;

/** A token as the browser gets it on a page of the site, for `action`, at the tests' moment. */
const token = (action: string, over: { hostname?: string; score?: number; at?: Date } = {}) =>
  recaptcha.token({ action, hostname: over.hostname ?? CZ_HOST, score: over.score ?? 0.9, at: over.at ?? TEST_NOW });

interface Form {
  name: string;
  action: CaptchaAction;
  /** Sends the form (a new person each time) with these headers; answers the status and body, and whether it was taken. */
  send(server: FastifyInstance, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; taken: () => Promise<boolean> }>;
}

const newsletter: Form = {
  name: 'the newsletter (POST /api/subscriber/save)',
  action: 'newsletter',
  async send(server, headers) {
    const email = uniqueEmail('newsletter');
    const res = await server.inject({ method: 'POST', url: '/api/subscriber/save', headers, payload: { email } });
    const taken = async () => (await t.db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email))).length === 1;
    return { status: res.statusCode, body: res.json(), taken };
  },
};

let registrations = 0;
const registration: Form = {
  name: 'the registration (POST /api/auth/register)',
  action: 'register',
  async send(server, headers) {
    const email = uniqueEmail('register');
    // A client address per registration: the registration's own per-client limit stays out of the way.
    const remoteAddress = `10.41.0.${++registrations}`;
    const payload = { firstname: 'Eliška', lastname: 'Krásná', email, phonePrefix: '+420', phone: '602 123 456', password: 'dort s jahodami a smetanou', passwordConfirmation: 'dort s jahodami a smetanou', terms: true, newsletter: false };
    const res = await server.inject({ method: 'POST', url: '/api/auth/register', headers, payload, remoteAddress });
    const taken = async () => (await t.db.select().from(schema.users).where(eq(schema.users.email, email))).length === 1;
    return { status: res.statusCode, body: res.json(), taken };
  },
};

const missingText = (action: CaptchaAction, locale = 'cs') => formatMessage(locale, `captcha.missing.${action}`);
const failedText = formatMessage('cs', 'captcha.failed');

describe.each([newsletter, registration])('the captcha of $name', (form) => {
  const ok = form.action === 'register' ? 201 : 200;

  it('takes the form with a fresh token of its action, made on the site, scoring at least the threshold; the provider hears the secret, the token and the visitor’s address', async () => {
    const sent = token(form.action);
    const res = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: sent });
    expect(res.status, JSON.stringify(res.body)).toBe(ok);
    expect(await res.taken()).toBe(true);
    expect(recaptcha.verifications).toEqual([{ response: sent, remoteIp: expect.stringMatching(/^(127\.0\.0\.1|10\.41\.0\.\d+)$/), secretOk: true, action: form.action, hostname: CZ_HOST }]);
    // The threshold itself passes (0.5 by default).
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(form.action, { score: 0.5 }) })).status).toBe(ok);
  });

  it('refuses it without a token: 422 `captcha_missing`, the form’s own Czech text (JavaScript must be on) for the whole form; the provider is not asked', async () => {
    const res = await form.send(app, CZ);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'captcha_missing', message: missingText(form.action), errors: { _form: [missingText(form.action)] } });
    expect(missingText(form.action)).toMatch(/JavaScript/);
    expect(await res.taken()).toBe(false);
    expect(recaptcha.verifications).toEqual([]);
    // An empty one is none.
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: '' })).body).toMatchObject({ error: 'captcha_missing' });
  });

  it('refuses a score under the threshold: 422 `captcha_failed`, asking to send it again; logged without the token or the address', async () => {
    const sent = token(form.action, { score: 0.3 });
    const res = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: sent });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'captcha_failed', message: failedText, errors: { _form: [failedText] } });
    expect(failedText).toMatch(/znovu/);
    expect(await res.taken()).toBe(false);
    const refused = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'captcha refused');
    expect(refused).toMatchObject({ captcha: { action: form.action, reason: 'score', score: 0.3 } });
    const log = lines.join('\n');
    expect(log).not.toContain(sent);
    expect(log).not.toContain('example.com');
  });

  it('refuses a token made for another form', async () => {
    const other = captchaActions.find((a) => a !== form.action)!;
    const res = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(other) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'captcha_failed' });
    expect(await res.taken()).toBe(false);
  });

  it('refuses a token made on another site’s page; the Slovak site takes its own, in Slovak when it refuses', async () => {
    const foreign = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(form.action, { hostname: 'konfety.evil.example' }) });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ error: 'captcha_failed' });
    expect(await foreign.taken()).toBe(false);
    // The Slovak site's token on the Czech site, and the other way round.
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(form.action, { hostname: SK_HOST }) })).status).toBe(422);
    expect((await form.send(app, { ...SK, [CAPTCHA_HEADER]: token(form.action, { hostname: SK_HOST }) })).status).toBe(ok);
    const missing = await form.send(app, SK);
    expect(missing.body).toMatchObject({ error: 'captcha_missing', message: missingText(form.action, 'sk') });
    expect(missing.body.message).toMatch(/JavaScript/);
  });

  it('refuses a token older than two minutes, even when the provider still vouches for it', async () => {
    const at = new Date(TEST_NOW.getTime() - 121_000);
    providerNow = at;
    const res = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(form.action, { at }) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'captcha_failed' });
    expect(await res.taken()).toBe(false);
    expect(lines.some((line) => line.includes('"reason":"stale"'))).toBe(true);
    // One a minute old passes.
    providerNow = TEST_NOW;
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: token(form.action, { at: new Date(TEST_NOW.getTime() - 60_000) }) })).status).toBe(ok);
  });

  it('refuses a token the provider does not vouch for: used once already, unknown, or not a token at all (not asked)', async () => {
    const once = token(form.action);
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: once })).status).toBe(ok);
    const again = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: once });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error: 'captcha_failed' });
    expect(await again.taken()).toBe(false);
    expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: 'made-up-token' })).body).toMatchObject({ error: 'captcha_failed' });
    const asked = recaptcha.verifications.length;
    for (const bad of ['with spaces in it', 'x'.repeat(9000)]) expect((await form.send(app, { ...CZ, [CAPTCHA_HEADER]: bad })).body).toMatchObject({ error: 'captcha_failed' });
    expect(recaptcha.verifications).toHaveLength(asked);
  });

  it('takes the form unverified when the provider is down (a 5xx), and logs it: never a 500', async () => {
    recaptcha.fail('error');
    const sent = token(form.action, { score: 0.1 });
    const res = await form.send(app, { ...CZ, [CAPTCHA_HEADER]: sent });
    expect(res.status, JSON.stringify(res.body)).toBe(ok);
    expect(await res.taken()).toBe(true);
    const outage = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => String(line.msg).startsWith('captcha provider unavailable'));
    expect(outage).toMatchObject({ level: 50, captcha: { action: form.action, reason: 'status', status: 500 } });
    expect(lines.join('\n')).not.toContain(sent);
    // Without a token it is still refused: only the provider's answer is missing, not the visitor's proof.
    expect((await form.send(app, CZ)).body).toMatchObject({ error: 'captcha_missing' });
  });
});

describe('the provider out of reach or refusing the shop’s secret', () => {
  it('takes the forms unverified when nothing answers at the verify URL, and when the provider refuses the secret key; logs each as an error', async () => {
    const closed = await freePort();
    const unreachable = await loggedServer({ ...captchaEnv(), RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${closed}/recaptcha/api/siteverify` });
    const wrongSecret = await loggedServer({ ...captchaEnv(), RECAPTCHA_SECRET_KEY: 'not-the-shops-secret' });
    try {
      const down = await newsletter.send(unreachable, { ...CZ, [CAPTCHA_HEADER]: token('newsletter') });
      expect(down.status).toBe(200);
      expect(await down.taken()).toBe(true);
      expect(lines.some((line) => line.includes('captcha provider unavailable') && line.includes('"reason":"unreachable"'))).toBe(true);
      const secret = await registration.send(wrongSecret, { ...CZ, [CAPTCHA_HEADER]: token('register') });
      expect(secret.status).toBe(201);
      expect(lines.some((line) => line.includes('refused the secret key') && line.includes('invalid-input-secret'))).toBe(true);
      expect(lines.join('\n')).not.toContain('not-the-shops-secret');
    } finally {
      await unreachable.close();
      await wrongSecret.close();
    }
  });
});

describe('every public form declares the captcha', () => {
  async function declarations(): Promise<Endpoint[]> {
    const features = path.resolve(import.meta.dirname, '../src/features');
    const found: Endpoint[] = [];
    for (const feature of fs.readdirSync(features)) {
      for (const file of ['endpoints.ts', 'admin-endpoints.ts']) {
        const module = path.join(features, feature, file);
        if (!fs.existsSync(module)) continue;
        found.push(...Object.values((await import(module)) as Record<string, unknown>).filter((e): e is Endpoint => typeof e === 'object' && e !== null && 'method' in e && 'path' in e));
      }
    }
    return found;
  }

  it('is the list: exactly these endpoints declare it, each with its own action, and each action is one form’s', async () => {
    const declared = Object.fromEntries((await declarations()).filter((e) => e.captcha).map((e) => [`${e.method} ${e.path}`, e.captcha]));
    expect(declared).toEqual(PROTECTED);
    expect(Object.values(PROTECTED).sort()).toEqual([...captchaActions].sort());
  });

  it('and each of them refuses a post without a token with its form’s text, before anything else is read', async () => {
    const customer = await loginAs(t, 'zakaznik@example.com');
    for (const [key, action] of Object.entries(PROTECTED)) {
      const [method, route] = key.split(' ') as ['POST' | 'PUT', string];
      const url = `/api${route.replace(/:\w+/g, '1')}`;
      const res = await app.inject({ method, url, headers: { ...CZ, ...customer }, payload: {} });
      expect(res.statusCode, key).toBe(422);
      expect(res.json(), key).toMatchObject({ error: 'captcha_missing', errors: { _form: [missingText(action)] } });
    }
  });

  it('answers the review form’s login check before its captcha: a guest gets 401, not the captcha’s 422', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/account/reviews/1', headers: CZ, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('documents the token header on each of those operations, and on no other', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const withHeader: string[] = [];
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { parameters?: Array<{ in: string; name: string }> }>)) {
        if (operation.parameters?.some((p) => p.in === 'header' && p.name === CAPTCHA_HEADER)) withHeader.push(`${method.toUpperCase()} ${route.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    expect(withHeader.sort()).toEqual(Object.keys(PROTECTED).sort());
  });
});

describe('without a captcha configured', () => {
  it('takes the forms without a token (the shop as before)', async () => {
    const plain = await loggedServer({});
    try {
      const res = await newsletter.send(plain, CZ);
      expect(res.status).toBe(200);
      expect(await res.taken()).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
