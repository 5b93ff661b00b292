import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountWidget } from '../../app/components/header/AccountWidget';
import { messagesFor } from '../../app/i18n/catalogue.server';
import { pushDataLayer } from '../../app/lib/analytics';
import type { CartMerge } from '@konfety/api/contract';
import type { ApiRequest } from '../../app/lib/api.server';
import { cookies } from '../../app/lib/cookies.server';
import { loginFailedEvent, loginFailureReason, loginTarget } from '../../app/lib/login';
import { action as loginAction } from '../../app/routes/actions/login';
import { action as logoutAction } from '../../app/routes/actions/logout';
import { guardRedirect } from '../../app/routing/guards.server';
import { guestCart, TEMP_ID } from './support/cart-api';
import { stub, stubLoadContext, tokenCookie, type StubRoute } from './support/load-context';

/**
 * The login and logout actions (issue 11 D1, SPEC §2/§4/§6) over a stub API: where a login goes, the guest
 * cart carried into the account, failures with the API's errors, logout; the login widget on the page an auth
 * guard sends to; and the analytics event of a failed login.
 */

const TOKEN = 'fresh-token-0123456789abcdefghij';
const jar = cookies(false);
const args = (request: Request, context: unknown) => ({ request, context, params: {} }) as never;

interface ScriptAnswer {
  data: Record<string, unknown> & { ok: boolean };
  init: { status?: number; headers?: HeadersInit } | null;
}

async function post(path: string, fields: Record<string, string>, { script = false, cookie = '', referer = '' } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.cookie = cookie;
  if (referer) headers.referer = referer;
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams({ ...fields, ...(script ? { _fetcher: '1' } : {}) }), headers });
}

const guestCookie = async () => (await jar.guestCart.serialize(TEMP_ID)).split(';')[0]!;
const loginOk = stub('POST /auth/login', { token: TOKEN });
const merged = (notices: CartMerge['notices'] = []): StubRoute =>
  stub('POST /cart/merge', { data: { cart: { ...guestCart(), tempId: null, id: 40 }, merged: true, notices } satisfies CartMerge });

/** The value a `set-cookie` list gives cookie `name`, '' when it is cleared, undefined when it is not set. */
function cookieValue(headers: HeadersInit | undefined | null, name: string): string | undefined {
  const c = new Headers(headers ?? undefined).getSetCookie().find((x) => x.startsWith(`${name}=`));
  if (c === undefined) return undefined;
  return /Max-Age=0/i.test(c) ? '' : c.slice(name.length + 1).split(';')[0];
}

async function flashOf(response: Response) {
  const value = cookieValue(response.headers, 'konfety_flash');
  return value ? ((await jar.flash.parse(`konfety_flash=${value}`)) as Record<string, unknown>) : null;
}

const attacks = ['//evil.example', '/\t/evil.example', 'https://evil.example', '/\\evil', '/ok\r\nSet-Cookie: x=1'];

describe('where a successful login goes (SPEC §2/§4)', () => {
  it('goes to the requested local page, for a native post (303) and a script', async () => {
    const { context } = stubLoadContext(loginOk);
    const native = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo: '/ucet/objednavka/12' }), context))) as Response;
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/ucet/objednavka/12');
    expect(cookieValue(native.headers, 'konfety_token')).toBeTruthy();
    const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo: '/ucet/objednavka/12' }, { script: true }), context))) as unknown as ScriptAnswer;
    expect(script.data).toMatchObject({ ok: true, redirectTo: '/ucet/objednavka/12', notices: [] });
  });

  it('goes to the account without a target, or with one that is not a local path', async () => {
    const { context } = stubLoadContext(loginOk);
    const plain = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { referer: 'http://localhost:3000/kosik' }), context))) as Response;
    expect(plain.headers.get('location')).toBe('/ucet');
    const english = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { referer: 'http://localhost:3000/en/cart' }), context))) as Response;
    expect(english.headers.get('location')).toBe('/en/account');
    for (const redirectTo of attacks) {
      const native = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo }), context))) as Response;
      expect(native.headers.get('location'), JSON.stringify(redirectTo)).toBe('/ucet');
      const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo }, { script: true }), context))) as unknown as ScriptAnswer;
      expect(script.data.redirectTo, JSON.stringify(redirectTo)).toBe('/ucet');
    }
  });

  it('the form’s target: ?redirect= when it is a local path, else the account of the page’s language', () => {
    expect(loginTarget('?redirect=%2Fucet%2Fobjednavka%2F12', 'cs')).toBe('/ucet/objednavka/12');
    expect(loginTarget('', 'cs')).toBe('/ucet');
    expect(loginTarget('?q=1', 'en')).toBe('/en/account');
    for (const attack of attacks) expect(loginTarget(`?${new URLSearchParams({ redirect: attack })}`, 'cs'), JSON.stringify(attack)).toBe('/ucet');
  });

  it('brings an e-mail link to an order back to that order: guard → home with ?redirect= → the widget’s form → the action', async () => {
    const home = guardRedirect('auth', false, new URL('http://localhost:3000/ucet/objednavka/12'))!;
    expect(home).toBe('/?redirect=%2Fucet%2Fobjednavka%2F12');
    const html = await renderWidget(home);
    // Without JavaScript the widget is an open <details> with the login form and why it is offered.
    expect(html).toMatch(/<details class="hdr-pop hdr-account hdr-pop--nojs" open="">/);
    expect(html).toContain('Tato stránka je jen pro přihlášené. Po přihlášení vás na ni vrátíme.');
    expect(html).toMatch(/<form class="hdr-form" action="\/_\/login" method="post">/);
    const redirectTo = /<input type="hidden" name="redirectTo" value="([^"]*)"/.exec(html)?.[1];
    expect(redirectTo).toBe('/ucet/objednavka/12');
    const { context } = stubLoadContext(loginOk);
    const response = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo: redirectTo! }, { referer: `http://localhost:3000${home}` }), context))) as Response;
    expect(response.headers.get('location')).toBe('/ucet/objednavka/12');
  });

  it('offers the form closed on an ordinary page, returning to the account', async () => {
    const html = await renderWidget('/');
    expect(html).toMatch(/<details class="hdr-pop hdr-account hdr-pop--nojs">/);
    expect(html).not.toContain('Tato stránka je jen pro přihlášené');
    expect(/name="redirectTo" value="([^"]*)"/.exec(html)?.[1]).toBe('/ucet');
  });
});

describe('the guest cart follows the customer at login', () => {
  it('merges the guest cart with the new token, clears its cookie and passes the notices on', async () => {
    const notices: CartMerge['notices'] = [
      { code: 'quantity_capped', product_id: 5, variant_id: 9, name: 'Balónky', requested: 5, quantity: 4, message: 'Zboží Balónky jsme v košíku omezili na 4 kusy, víc skladem nemáme.' },
      { code: 'voucher_dropped', voucher_code: 'JEDNOU', error: 'quantity_per_user_limit', value: 1, message: 'Slevový kód JEDNOU už nelze uplatnit, z košíku jsme ho odebrali. Tento slevový kód nelze použít více než 1x.' },
    ];
    const { context, calls } = stubLoadContext(loginOk, merged(notices));
    const cookie = await guestCookie();
    const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo: '/kosik' }, { script: true, cookie }), context))) as unknown as ScriptAnswer;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/login', 'POST /api/cart/merge']);
    const mergeCall = calls[1] as ApiRequest;
    expect(mergeCall.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(mergeCall.body).toEqual({ tempId: TEMP_ID });
    expect(script.data).toMatchObject({ ok: true, redirectTo: '/kosik', notices: notices.map((n) => n.message) });
    expect(cookieValue(script.init?.headers, 'konfety_cart')).toBe('');
    expect(cookieValue(script.init?.headers, 'konfety_token')).toBeTruthy();

    // Without JavaScript the notices come back once in the flash, under a headline.
    const native = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x', redirectTo: '/kosik' }, { cookie }), context))) as Response;
    expect(native.status).toBe(303);
    expect(cookieValue(native.headers, 'konfety_cart')).toBe('');
    expect(await flashOf(native)).toEqual({
      form: 'login',
      ok: true,
      message: 'Zboží z vašeho košíku jsme přenesli do účtu. Něco se přitom změnilo:',
      notices: notices.map((n) => n.message),
    });
  });

  it('says only that the login worked when the merge changed nothing, and does not merge without a guest cart', async () => {
    const quiet = stubLoadContext(loginOk, merged());
    const native = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { cookie: await guestCookie() }), quiet.context))) as Response;
    // A native post always leaves the outcome in the flash: its landing page is then rendered for this visitor
    // alone, naming them (a shared page leaves the user to a script).
    expect(await flashOf(native)).toEqual({ form: 'login', ok: true, message: 'Jste přihlášeni.', notices: [] });
    const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { script: true }), stubLoadContext(loginOk).context))) as unknown as ScriptAnswer;
    expect(script.data).toMatchObject({ ok: true, message: null, notices: [] });
    expect(cookieValue(native.headers, 'konfety_cart')).toBe('');

    const none = stubLoadContext(loginOk, merged());
    await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }), none.context));
    expect(none.calls.map((c) => c.path)).toEqual(['/api/auth/login']);
  });

  it('keeps the login and the guest-cart cookie when the merge fails, and says the cart stayed behind', async () => {
    const { context } = stubLoadContext(loginOk, stub('POST /cart/merge', { error: 'internal' }, 500));
    const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { script: true, cookie: await guestCookie() }), context))) as unknown as ScriptAnswer;
    expect(script.data).toMatchObject({ ok: true, redirectTo: '/ucet' });
    expect(script.data.notices).toEqual(['Košík z doby před přihlášením se nepodařilo přenést do účtu. Zůstal uložený, přeneseme ho při příštím přihlášení.']);
    expect(cookieValue(script.init?.headers, 'konfety_token')).toBeTruthy();
    expect(cookieValue(script.init?.headers, 'konfety_cart')).toBeUndefined();
  });

  it('tells the customer in the account widget after a native post, with the panel open', async () => {
    const html = await renderWidget('/ucet', {
      user: { id: 1, email: 'zakaznik@example.com', firstname: 'Jana', lastname: 'Nováková', phone_prefix: null, phone: null, group: null, scopes: ['customer'], newsletter: false },
      flash: { form: 'login', ok: true, message: 'Zboží z vašeho košíku jsme přenesli do účtu. Něco se přitom změnilo:', notices: ['Zboží Balónky je vyprodané, z košíku jsme ho odebrali.'] },
    });
    expect(html).toMatch(/<details class="hdr-pop hdr-account hdr-account--user hdr-pop--nojs" open="">/);
    expect(html).toContain('<div role="status" class="hdr-account__notice"><p>Zboží z vašeho košíku jsme přenesli do účtu. Něco se přitom změnilo:</p><ul><li>Zboží Balónky je vyprodané, z košíku jsme ho odebrali.</li></ul></div>');
  });
});

describe('a failed login', () => {
  it('answers the API’s message and field errors, with the error code for the analytics event, and sets no token', async () => {
    const { context } = stubLoadContext(stub('POST /auth/login', { error: 'invalid_credentials', message: 'Nesprávný e-mail nebo heslo.' }, 401));
    const script = (await loginAction(args(await post('/_/login', { email: 'a@b.cz', password: 'x' }, { script: true, cookie: await guestCookie() }), context))) as unknown as ScriptAnswer;
    expect(script.init?.status).toBe(401);
    expect(script.data).toEqual({ form: 'login', ok: false, message: 'Nesprávný e-mail nebo heslo.', errors: {}, error: 'invalid_credentials' });
    expect(cookieValue(script.init?.headers, 'konfety_token')).toBeUndefined();

    const invalid = stubLoadContext(
      stub('POST /auth/login', { error: 'validation', message: 'Formulář obsahuje chyby.', errors: { email: ['Pole musí obsahovat platný email.'], password: ['Pole musí být vyplněno'] } }, 422),
    );
    const native = (await loginAction(args(await post('/_/login', { email: 'x', password: '', redirectTo: '/ucet' }, { referer: 'http://localhost:3000/kosik' }), invalid.context))) as Response;
    expect(native.status).toBe(303);
    // Back to the form's page, not on to the target (it may need the login), with the errors in the flash for the form.
    expect(native.headers.get('location')).toBe('/kosik');
    expect(await flashOf(native)).toEqual({
      form: 'login',
      ok: false,
      message: 'Formulář obsahuje chyby.',
      errors: { email: ['Pole musí obsahovat platný email.'], password: ['Pole musí být vyplněno'] },
    });
    expect(invalid.calls.map((c) => c.path)).toEqual(['/api/auth/login']);
    // Without a referer: the home page, which offers the form again for the same target.
    const blind = (await loginAction(args(await post('/_/login', { email: 'x', password: '', redirectTo: '/ucet/objednavka/12' }), invalid.context))) as Response;
    expect(blind.headers.get('location')).toBe('/?redirect=%2Fucet%2Fobjednavka%2F12');
  });

  it('lists the errors of the flash in the form, each field’s linked to its input and described by its message', async () => {
    const html = await renderWidget('/kosik', {
      flash: { form: 'login', ok: false, message: 'Formulář obsahuje chyby.', errors: { email: ['Pole musí obsahovat platný email.'] } },
    });
    expect(html).toMatch(/<details class="hdr-pop hdr-account hdr-pop--nojs" open="">/);
    const emailId = /<input id="([^"]+)"[^>]*name="email"/.exec(html)?.[1];
    expect(emailId).toBeTruthy();
    expect(html).toContain(`<li><a href="#${emailId}">E-mail<!-- -->: <!-- -->Pole musí obsahovat platný email.</a></li>`);
    expect(html).toMatch(new RegExp(`<input id="${emailId}"[^>]*aria-invalid="true" aria-describedby="${emailId}-error"[^>]*name="email"`));
    expect(html).toContain(`<p id="${emailId}-error" class="hdr-form__error">Pole musí obsahovat platný email.</p>`);
  });
});

describe('the login_failed analytics event (SPEC §4/§8)', () => {
  it('names the reason and the strategy, nothing the visitor typed', () => {
    const outcome = { ok: false, message: 'Účet jana@example.cz je zablokován.', errors: { email: ['jana@example.cz není platný'] }, error: 'invalid_credentials' };
    const event = loginFailedEvent(loginFailureReason(outcome));
    expect(event).toEqual({ event: 'login_failed', login_method: 'local', reason: 'invalid_credentials' });
    expect(JSON.stringify(event)).not.toContain('jana');
    expect(loginFailureReason({ error: 'too_many_attempts' })).toBe('too_many_attempts');
    expect(loginFailureReason({ error: 'validation', errors: { email: ['x'] } })).toBe('invalid_input');
    expect(loginFailureReason(null, true)).toBe('invalid_input');
    expect(loginFailureReason({ unanswered: true })).toBe('no_answer');
    expect(loginFailureReason(null)).toBe('no_answer');
    expect(loginFailureReason({ error: 'internal' })).toBe('other');
  });

  it('creates window.dataLayer when the tag manager has not, and appends to it when it has', () => {
    const fresh: { dataLayer?: unknown[] } = {};
    pushDataLayer(loginFailedEvent('invalid_credentials'), fresh);
    expect(fresh.dataLayer).toEqual([{ event: 'login_failed', login_method: 'local', reason: 'invalid_credentials' }]);
    const loaded = { dataLayer: [{ 'gtm.start': 1 }] as unknown[] };
    pushDataLayer(loginFailedEvent('no_answer'), loaded);
    expect(loaded.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'login_failed', login_method: 'local', reason: 'no_answer' }]);
    // On the server there is no window: nothing happens.
    expect(() => pushDataLayer(loginFailedEvent('other'))).not.toThrow();
  });
});

describe('logout', () => {
  it('revokes the token on the server, clears the token cookie and goes home', async () => {
    const { context, calls } = stubLoadContext(stub('GET /auth/logout', { success: true }));
    const response = (await logoutAction(args(await post('/_/logout', {}, { cookie: await tokenCookie(TOKEN) }), context))) as Response;
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.authorization}`)).toEqual([`GET /api/auth/logout Bearer ${TOKEN}`]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(cookieValue(response.headers, 'konfety_token')).toBe('');
  });

  it('clears the cookie of a token the API no longer knows (401), and a script follows { redirect }', async () => {
    const { context } = stubLoadContext(stub('GET /auth/logout', { error: 'unauthorized', message: 'Nejste přihlášeni.' }, 401));
    const script = (await logoutAction(args(await post('/_/logout', {}, { script: true, cookie: await tokenCookie(TOKEN) }), context))) as unknown as ScriptAnswer;
    expect(script.data).toEqual({ ok: true, message: null, redirect: '/' });
    expect(cookieValue(script.init?.headers, 'konfety_token')).toBe('');
  });
});

/**
 * The account widget as the server renders it (no JavaScript yet) on `path`, inside a root route that carries the
 * shell's data the widget reads.
 */
async function renderWidget(path: string, shell: { user?: unknown; flash?: unknown } = {}) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'cs', csrfToken: null, messages: messagesFor('cs', ['header', 'validation']), user: shell.user ?? null, flash: shell.flash ?? null }),
      children: [{ index: true, Component: Widget }, { path: '*', Component: Widget }],
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost:3000${path}`));
  if (result instanceof Response) throw new Error(`redirected to ${result.headers.get('location')}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
}

function Widget() {
  return createElement(AccountWidget, { open: false, focusOnOpen: false, onOpenChange: () => {} });
}
