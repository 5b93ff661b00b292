import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@konfety/config';
import { pageShare } from '@konfety/storefront/server';
import { registerPageCache } from '../../server/src/page-cache';
import { storefrontLoadContext } from '../../server/src/storefront';
import { STOREFRONT_SECRET_HEADER, VISITOR_ADDRESS_HEADER } from '../src/http/client-address';
import { CZ, createTestApp, onDay, type TestApp } from './support/app';
import { TEST_SITES } from './support/constants';

/*
 * The API's per-client limits must count the storefront's visitors, not the storefront: its calls all came from
 * one address (127.0.0.1 in the same process, its own over API_BASE_URL), so one person's twenty wrong passwords
 * at the storefront's login locked every customer out of it. Two visitors through the storefront: the one who
 * guessed is throttled, the other logs in. The storefront here is the server's own load context (the visitor's
 * address and the API transport it makes, server/src/storefront.ts) and the real login action; React Router's
 * adapter, which only hands the action that context, is left out.
 */

/** The storefront's login action, loaded by path: its modules are type-checked by their own project (packages/storefront/tsconfig.json). */
type LoginAction = (args: { request: Request; context: unknown; params: object }) => Promise<{ data: { ok: boolean }; init: { status?: number } | null }>;
const LOGIN_ACTION = '../../storefront/app/routes/actions/login';
let loginAction: LoginAction;

const SECRET = 'sdileny tajny klic obchodu a API 0123456789';
const PER_CLIENT = 20;

let t: TestApp;
let apiUrl: string;
const shops: FastifyInstance[] = [];

beforeAll(async () => {
  ({ action: loginAction } = (await import(LOGIN_ACTION)) as { action: LoginAction });
  t = await createTestApp({ env: { STOREFRONT_API_SECRET: SECRET } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const shop of shops) await shop.close();
  await t.close();
});

/** A storefront whose `/_/login` runs the login action with the load context the server makes for each request. */
async function storefront(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, ...env });
  const shop = Fastify();
  shops.push(shop);
  const pageCache = registerPageCache(shop, { routeShare: pageShare, formToken: () => 'none' });
  const loadContext = storefrontLoadContext(t.app, config, pageCache);
  shop.post('/_/login', async (request, reply) => {
    const form = new URLSearchParams(request.body as Record<string, string>);
    const webRequest = new Request(`${TEST_SITES.cz.url}/_/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form });
    const answer = await loginAction({ request: webRequest, context: await loadContext(request, reply), params: {} });
    return reply.code(answer.init?.status ?? 200).send(answer.data);
  });
  await shop.ready();
  /** A visitor at `address` logging in through the storefront's form. */
  return (address: string, email: string, password: string) => shop.inject({ method: 'POST', url: '/_/login', payload: { email, password }, remoteAddress: address, headers: { host: new URL(TEST_SITES.cz.url).host } });
}


/** One visitor guesses until the per-client limit stops them; another logs in with the right password. */
async function guesserAndCustomer(login: Awaited<ReturnType<typeof storefront>>, guesser: string, customer: string) {
  for (let i = 0; i < PER_CLIENT; i++) expect((await login(guesser, `hadani${i}@example.com`, 'spatne heslo')).statusCode).toBe(401);
  const stopped = await login(guesser, 'zakaznik@example.com', 'Heslo123');
  expect(stopped.statusCode).toBe(429);
  expect(stopped.json()).toMatchObject({ ok: false, error: 'too_many_attempts' });
  const other = await login(customer, 'zakaznik@example.com', 'Heslo123');
  expect(other.statusCode, other.body).toBe(200);
  expect(other.json()).toMatchObject({ ok: true, redirectTo: '/ucet' });
}

describe("the API's per-client limits count the storefront's visitors", () => {
  it('in the same process (inject): the guesser is throttled, another visitor logs in', async () => {
    const login = await storefront();
    await onDay(t, 20, () => guesserAndCustomer(login, '198.51.100.1', '198.51.100.2'));
  });

  it('over HTTP (API_BASE_URL), the visitor named with the shared secret: the guesser is throttled, another visitor logs in', async () => {
    const login = await storefront({ API_BASE_URL: apiUrl, STOREFRONT_API_SECRET: SECRET });
    await onDay(t, 21, () => guesserAndCustomer(login, '198.51.100.3', '2001:db8::4'));
  });

  it('a client that names a visitor without the secret is counted as itself', async () => {
    await onDay(t, 22, async () => {
      const login = (i: number, secret: string | null) =>
        fetch(`${apiUrl}/api/auth/login`, {
          method: 'POST',
          headers: { ...CZ, 'content-type': 'application/json', [VISITOR_ADDRESS_HEADER]: `203.0.113.${i}`, ...(secret === null ? {} : { [STOREFRONT_SECRET_HEADER]: secret }) },
          body: JSON.stringify({ email: `podvrh${i}@example.com`, password: 'spatne heslo' }),
        });
      for (let i = 0; i < PER_CLIENT; i++) expect((await login(i, i % 2 === 0 ? null : `${SECRET}x`)).status).toBe(401);
      expect((await login(99, 'jiny tajny klic, ktery API nezna 0123456789')).status).toBe(429);
    });
  });
});
