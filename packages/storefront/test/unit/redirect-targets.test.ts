import { afterEach, describe, expect, it, vi } from 'vitest';
import { backTo, goTo, readForm, respond, seeOther } from '../../app/lib/forms.server';
import { clientActionOutcome } from '../../app/lib/post-form';
import { action as loginAction } from '../../app/routes/actions/login';
import { action as checkoutAction } from '../../app/routes/actions/checkout';
import { guardRedirect } from '../../app/routing/guards.server';
import { cartApi, formPost, guestCart } from './support/cart-api';
import { stub, stubLoadContext } from './support/load-context';

/**
 * Every redirect of the storefront goes through the one rule of
 * domain/redirect.ts (issue 9 §2): the attack strings of the probe end on
 * this site, and a target with a newline or a non-Latin-1 character is no 500.
 */
const attacks = ['/\tevil.example', '/\t/evil.example', '//evil', '/\\evil', 'https://evil', '/ok\r\nSet-Cookie: x=1', '/\u0085evil', `/x${String.fromCharCode(0)}`];
const args = (request: Request, context: unknown) => ({ request, context, params: {} }) as never;
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/_/x', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

describe('form redirects (forms.server.ts)', () => {
  it('send a native post home for every attack string in redirectTo or the referer', async () => {
    for (const target of attacks) {
      const form = new FormData();
      form.set('redirectTo', target);
      expect(backTo(post({}), form), JSON.stringify(target)).toBe('/');
      const response = (await respond(post({}), form, { form: 'x', ok: true, message: null })) as Response;
      expect(response.headers.get('location'), JSON.stringify(target)).toBe('/');
    }
    expect(backTo(new Request('http://localhost:3000/_/x', { method: 'POST', headers: { referer: 'http://localhost:3000/%5C/evil' } }))).toBe('/%5C/evil');
  });

  it('percent-encode a non-Latin-1 target instead of failing the answer', async () => {
    const form = new FormData();
    form.set('redirectTo', '/ok?next=ä€');
    const response = (await respond(post({}), form, { form: 'x', ok: true, message: null })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ok?next=%C3%A4%E2%82%AC');
  });

  it('keep goTo and seeOther on the site, for scripts and native posts', async () => {
    expect(((await seeOther('//evil')) as Response).headers.get('location')).toBe('/');
    const script = goTo(post({ _fetcher: '1' }, { accept: 'application/json' }), null, '/\t/evil.example') as unknown as { data: { redirect: string } };
    expect(script.data.redirect).toBe('/');
    expect(((await goTo(post({}), null, '/shrnuti/1/abc')) as Response).headers.get('location')).toBe('/shrnuti/1/abc');
  });
});

describe('the login action', () => {
  it('goes to a safe redirectTo only (else the account, SPEC §4), for a script and a native post', async () => {
    for (const redirectTo of attacks) {
      const { context } = stubLoadContext(stub('POST /auth/login', { token: 'token-0123456789abcdefghij' }));
      const script = (await loginAction(args(post({ email: 'a@b.cz', password: 'x', redirectTo, _fetcher: '1' }), context))) as unknown as { data: { redirectTo: string } };
      expect(script.data.redirectTo, JSON.stringify(redirectTo)).toBe('/ucet');
      const native = (await loginAction(args(post({ email: 'a@b.cz', password: 'x', redirectTo }), context))) as Response;
      expect(native.status).toBe(303);
      expect(native.headers.get('location'), JSON.stringify(redirectTo)).toBe('/ucet');
    }
  });
});

describe('the checkout action', () => {
  it('returns a failed native post to the cart, never to a foreign redirectTo', async () => {
    const { context } = stubLoadContext(cartApi(guestCart()));
    const response = (await checkoutAction(args(await formPost('/_/checkout', { redirectTo: '/\t/evil.example' }), context))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('the auth guard', () => {
  it('remembers only a safe requested path', () => {
    expect(guardRedirect('auth', false, new URL('http://shop.test/ucet?x=ä'))).toBe(`/?redirect=${encodeURIComponent('/ucet?x=%C3%A4')}`);
    expect(guardRedirect('auth', false, new URL('http://shop.test/ucet'))).toBe('/?redirect=%2Fucet');
  });
});

describe('the clientAction of every form (post-form.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answered = (json: unknown) => vi.stubGlobal('fetch', vi.fn(async () => Response.json(json)));
  const submit = () => clientActionOutcome({ request: new Request('http://localhost:3000/_/checkout', { method: 'POST', body: new URLSearchParams({ a: '1' }) }) });

  it('follows a local redirect and nothing else', async () => {
    answered({ ok: true, message: null, redirect: '/shrnuti/1/abc' });
    const followed = await submit().catch((r: unknown) => r);
    expect(followed).toBeInstanceOf(Response);
    expect((followed as Response).headers.get('location')).toBe('/shrnuti/1/abc');
    for (const redirect of attacks) {
      answered({ ok: true, message: null, redirect });
      const result = (await submit()) as unknown as { data: { ok: boolean } };
      expect(result, JSON.stringify(redirect)).not.toBeInstanceOf(Response);
      expect(result.data.ok).toBe(true);
    }
  });
});

describe('readForm', () => {
  it('answers a form that does not parse with a 400 and a JSON message, and reads a non-form body as empty', async () => {
    const broken = new Request('http://localhost:3000/_/promo', { method: 'POST', body: '--XX\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=XX' } });
    const thrown = await readForm(broken).catch((r: unknown) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).json()).toMatchObject({ ok: false, error: 'bad_form', message: expect.stringMatching(/^Formulář se nepodařilo přečíst/) });
    const json = new Request('http://localhost:3000/_/promo', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect([...(await readForm(json)).keys()]).toEqual([]);
  });
});
