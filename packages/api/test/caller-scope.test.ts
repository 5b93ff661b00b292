import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '@konfety/db';
import { callerScope } from '../src';
import { sharedWhileRunning } from '../src/http/caller-scope';
import { createTestApp, loginAs, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
/** The statements that looked a login token up. */
const tokenLookups = (statements: readonly string[]) => statements.filter((s) => s.includes('auth_tokens')).length;

describe('one caller in the process (a storefront request) looks a login token up once for calls made at once', () => {
  it("the cart widget's two calls: one lookup for one caller, one each without a caller", async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const asCaller = callerScope();
    const widget = () => Promise.all([get('/api/me', headers), get('/api/cart/cs', headers)]);
    await widget(); // the customer's cart exists from here on, so both runs below only read

    const shared = await countQueries(t.db, () => asCaller(() => widget()));
    expect(shared.result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(shared.result[0]!.json().data.email).toBe('zakaznik@example.com');
    expect(tokenLookups(shared.statements)).toBe(1);

    const apart = await countQueries(t.db, () => widget());
    expect(apart.result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(tokenLookups(apart.statements)).toBe(2);
  });

  it('two callers at once never share a lookup', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const [a, b] = [callerScope(), callerScope()];
    const both = await countQueries(t.db, () => Promise.all([a(() => get('/api/me', headers)), b(() => get('/api/me', headers))]));
    expect(both.result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(tokenLookups(both.statements)).toBe(2);
  });

  it('a call after a logout of the same caller sees the token revoked', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const asCaller = callerScope();
    expect((await asCaller(() => get('/api/me', headers))).statusCode).toBe(200);
    expect((await asCaller(() => get('/api/auth/logout', headers))).statusCode).toBe(200);
    expect((await asCaller(() => get('/api/me', headers))).statusCode).toBe(401);
  });
});

describe('sharedWhileRunning', () => {
  it('shares a running lookup by key within a caller, and runs again once it has settled, failed or not', async () => {
    let runs = 0;
    let fail = false;
    const lookup = () => new Promise<number>((resolve, reject) => setImmediate(() => (fail ? reject(new Error('down')) : resolve(++runs))));
    const asCaller = callerScope();
    expect(await asCaller(() => Promise.all([sharedWhileRunning('a', lookup), sharedWhileRunning('a', lookup), sharedWhileRunning('b', lookup)]))).toEqual([1, 1, 2]);
    expect(await asCaller(() => sharedWhileRunning('a', lookup))).toBe(3);
    fail = true;
    await expect(asCaller(() => sharedWhileRunning('a', lookup))).rejects.toThrow('down');
    fail = false;
    expect(await asCaller(() => sharedWhileRunning('a', lookup))).toBe(4);
    // Outside a caller every lookup runs.
    expect(await Promise.all([sharedWhileRunning('a', lookup), sharedWhileRunning('a', lookup)])).toEqual([5, 6]);
  });
});
