import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlMessageFormat } from 'intl-messageformat';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useActionData, useLoaderData, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatIcu } from '@konfety/domain/i18n/icu';
import { passwordChangeUrl, passwordResetUrl } from '@konfety/domain/password-reset';
import { sitePageUrl, STOREFRONT_PAGES, storefrontLink, type StorefrontPage } from '@konfety/domain/site-urls';
import { authCs, authEn, authSk } from '../../app/i18n/auth';
import { messagesFor } from '../../app/i18n/catalogue.server';
import { cookies } from '../../app/lib/cookies.server';
import AccountPasswordPage, { action as accountPasswordAction, headers as accountPasswordHeaders, loader as accountPasswordLoader } from '../../app/routes/account-password';
import PasswordChangePage, { action as changeAction, headers as changeHeaders, loader as changeLoader } from '../../app/routes/password-change';
import PasswordResetPage, { action as resetAction, headers as resetHeaders, loader as resetLoader } from '../../app/routes/password-reset';
import { loader as aliasLoader } from '../../app/routes/register-alias';
import RegisterPage, { action as registerAction, headers as registerHeaders, loader as registerLoader } from '../../app/routes/register';
import { localePath, localePrefix, locales } from '../../app/routing/route-names';
import { type PageName, pagePath } from '../../app/routing/page-modules';
import { layouts, routeNames } from '../../app/routing/page-modules';
import { buildPageRoutes } from '../../app/routing/route-tree';
import { partialAnswer, stub, routeArgs, stubLoadContext, tokenCookie, type StubRoute } from './support/load-context';

const TOKEN = 'ab12'.repeat(16);
const jar = cookies(false);

/** A form post to `url` as a browser sends it without JavaScript. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } };
}

/** The `cookie` header of a visitor holding the flash `value` (what a redirect left for the next page). */
async function flashCookie(value: object): Promise<string> {
  return (await jar.flash.serialize(value)).split(';')[0]!;
}

type Answer = { data: Record<string, unknown>; init: { status?: number; headers: Record<string, string> | Headers } | null };
const answer = (value: unknown) => value as Answer;

function asResponse(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

const setCookies = (res: Response) => res.headers.getSetCookie();

describe('the route table', () => {
  it('routes the pages with their layouts and guards; /account/register is its own small route', () => {
    expect(routeNames.register).toMatchObject({ file: 'routes/register.tsx', layout: 'default', guard: 'guest' });
    expect(routeNames.registerAlias).toMatchObject({ file: 'routes/register-alias.ts' });
    expect(routeNames.passwordReset).toMatchObject({ file: 'routes/password-reset.tsx', guard: 'guest' });
    expect(routeNames.passwordChange).toMatchObject({ file: 'routes/password-change.tsx', layout: 'default' });
    expect(routeNames.passwordChange).not.toHaveProperty('guard');
    expect(routeNames.accountPassword).toMatchObject({ file: 'routes/account-password.tsx', layout: 'account', guard: 'auth' });
    const tree = JSON.stringify(buildPageRoutes(routeNames, layouts, locales));
    expect(tree).toContain('"id":"guard:guest@default","file":"routing/guards/guest.tsx"');
    expect(tree).toContain('{"id":"register.cs","file":"routes/register.tsx","path":"registrace"}');
  });

  it('agrees with the links the API mails (domain password-reset.ts), in every locale', () => {
    for (const locale of locales) {
      expect(passwordChangeUrl('https://shop.test', locale, TOKEN)).toBe(`https://shop.test${pagePath('passwordChange', locale, { hash: TOKEN })}`);
      expect(passwordResetUrl('https://shop.test', locale)).toBe(`https://shop.test${localePath('passwordReset', locale)}`);
      // A product's link in a watchdog's mail: the API's product path under the page's language prefix.
      expect(sitePageUrl('https://shop.test', locale, '/12/kostymy/pirat')).toBe(`https://shop.test${localePrefix(locale)}/12/kostymy/pirat`);
      // The pages the mails and the card gateway send people to (domain STOREFRONT_PAGES) are the route table's.
      const pageOf: Record<StorefrontPage, PageName> = { summary: 'orderSummary', account: 'orderDetail', survey: 'satisfaction', store: 'branch' };
      const params = { id: 7, hash: 'ab12' };
      for (const page of Object.keys(STOREFRONT_PAGES) as StorefrontPage[]) {
        expect(storefrontLink({ url: 'https://shop.test', locale }, page, params), `${page} ${locale}`).toBe(`https://shop.test${pagePath(pageOf[page], locale, params)}`);
      }
    }
  });
});

describe('/registrace', () => {
  const fields = {
    firstname: 'Eliška',
    lastname: 'Krásná',
    email: 'eliska@example.com',
    phonePrefix: '+421',
    phone: '905 123 456',
    password: 'dort s jahodami',
    passwordConfirmation: 'dort s jahodami',
    terms: 'on',
  };

  it('creates the account, logs the visitor in with the login’s token cookie, carries the guest cart along and greets them on the account page', async () => {
    const guestCart = '5b3f8c2e-9d41-4e8a-b7a2-1c6d0e9f4a11';
    const { context, calls } = stubLoadContext(stub('POST /auth/register', { token: 'n3wT0k3n' }, 201), stub('POST /cart/merge', partialAnswer({ data: { cart: {}, notices: [] } })));
    const cookie = (await jar.guestCart.serialize(guestCart)).split(';')[0]!;
    const res = asResponse(await registerAction(routeArgs(context, '/registrace', {}, post(fields, { cookie }))));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ucet');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/register', 'POST /api/cart/merge']);
    expect(calls[0]!.body).toEqual({ ...fields, terms: true, newsletter: false });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(calls[1]!.headers.authorization).toBe('Bearer n3wT0k3n');
    expect(calls[1]!.body).toEqual({ tempId: guestCart });
    const set = setCookies(res);
    expect(await jar.token.parse(set.find((c) => c.startsWith('konfety_token='))!)).toBe('n3wT0k3n');
    expect(set.find((c) => c.startsWith('konfety_cart='))).toMatch(/Max-Age=0/);
    expect(await jar.flash.parse(set.find((c) => c.startsWith('konfety_flash='))!)).toEqual({ form: 'account', ok: true, message: 'Registrace proběhla úspěšně, jste přihlášeni. Vítejte!' });
  });

  it('sends the opt-in and the chosen prefix; a prefix the form does not offer falls back to +420', async () => {
    const { context, calls } = stubLoadContext(stub('POST /auth/register', { token: 't' }, 201));
    await registerAction(routeArgs(context, '/registrace', {}, post({ ...fields, newsletter: 'on', phonePrefix: '+1' })));
    expect(calls[0]!.body).toMatchObject({ newsletter: true, terms: true, phonePrefix: '+420' });
  });

  it('re-renders a refused form with 422, the API’s field errors and what was typed, never the passwords', async () => {
    const errors = { email: ['Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.'], password: ['Vyplňte prosím minimálně 10 znaků.'] };
    const { context } = stubLoadContext(stub('POST /auth/register', { error: 'validation', message: 'Formulář obsahuje chyby.', errors }, 422));
    const result = answer(await registerAction(routeArgs(context, '/registrace', {}, post({ ...fields, password: 'kratke', passwordConfirmation: 'kratke' }))));
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({
      error: 'validation',
      errors,
      message: 'Formulář obsahuje chyby.',
      values: { firstname: 'Eliška', lastname: 'Krásná', email: 'eliska@example.com', phonePrefix: '+421', phone: '905 123 456', terms: 'on', newsletter: '' },
    });
    expect(JSON.stringify(result.data)).not.toContain('kratke');
  });

  it('lets a failure that is not the visitor’s (a 5xx) go on to the error page', async () => {
    const { context } = stubLoadContext(stub('POST /auth/register', { error: 'internal' }, 500));
    await expect(registerAction(routeArgs(context, '/registrace', {}, post(fields)))).rejects.toMatchObject({ status: 500 });
  });

  it('answers privately, with the page’s texts and the password policy', () => {
    const result = answer(registerLoader(routeArgs(stubLoadContext().context, '/registrace', {})));
    expect(result.data.policy).toEqual({ min: 10, max: 128, resetMinutes: 60 });
    expect(Object.keys(JSON.parse(result.data.messages as string) as object)).toEqual(expect.arrayContaining(['auth.register.title', 'password.policy']));
    const headers = registerHeaders({ loaderHeaders: new Headers(result.init!.headers as Record<string, string>), actionHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined } as never) as Headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('is also reached at /account/register: a 301 to the locale’s registration, the query kept', () => {
    const { context } = stubLoadContext();
    for (const [from, to] of [
      ['/account/register', '/registrace'],
      ['/account/register?redirect=%2Fkosik', '/registrace?redirect=%2Fkosik'],
      ['/sk/account/register', '/sk/registracia'],
      ['/en/account/register', '/en/register'],
    ] as const) {
      const res = asResponse(aliasLoader(routeArgs(context, from, {})));
      expect([res.status, res.headers.get('location')]).toEqual([301, to]);
    }
  });
});

describe('/obnova-hesla', () => {
  it('asks the API for a link and comes back (303) with its notice, whatever the address', async () => {
    const { context, calls } = stubLoadContext(stub('POST /auth/password/reset-request', { success: true, message: 'Na váš e-mail jsme poslali odkaz pro obnovu hesla.' }));
    const res = asResponse(await resetAction(routeArgs(context, '/obnova-hesla', {}, post({ email: 'nekdo@example.com' }))));
    expect([res.status, res.headers.get('location')]).toEqual([303, '/obnova-hesla']);
    expect(calls[0]!.body).toEqual({ email: 'nekdo@example.com' });
    const flash = setCookies(res).find((c) => c.startsWith('konfety_flash='))!;
    const shown = answer(await resetLoader(routeArgs(context, '/obnova-hesla', {}, { headers: { cookie: flash.split(';')[0]! } })));
    expect(shown.data.notice).toBe('Na váš e-mail jsme poslali odkaz pro obnovu hesla.');
    expect(answer(await resetLoader(routeArgs(context, '/obnova-hesla', {}))).data.notice).toBeNull();
  });

  it('shows the field’s message (422) and the throttle’s (429)', async () => {
    const invalid = stubLoadContext(stub('POST /auth/password/reset-request', { error: 'validation', message: 'Pole musí obsahovat platný email.', errors: { email: ['Pole musí obsahovat platný email.'] } }, 422));
    const refused = answer(await resetAction(routeArgs(invalid.context, '/obnova-hesla', {}, post({ email: 'x' }))));
    expect(refused.init?.status).toBe(422);
    expect(refused.data).toMatchObject({ errors: { email: ['Pole musí obsahovat platný email.'] }, values: { email: 'x' } });
    const message = 'Příliš mnoho žádostí o obnovu hesla. Zkuste to znovu za 60 minut.';
    const busy = stubLoadContext(stub('POST /auth/password/reset-request', { error: 'too_many_requests', message, retryAfter: 3600 }, 429));
    const throttled = answer(await resetAction(routeArgs(busy.context, '/obnova-hesla', {}, post({ email: 'a@example.com' }))));
    expect(throttled.init?.status).toBe(429);
    expect(throttled.data).toMatchObject({ error: 'too_many_requests', message });
  });

  it('sends no-store with every answer', async () => {
    const loaded = answer(await resetLoader(routeArgs(stubLoadContext().context, '/obnova-hesla', {})));
    const headers = resetHeaders({ loaderHeaders: new Headers(loaded.init!.headers as Record<string, string>), actionHeaders: new Headers() } as never) as Headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('/zmena-hesla/{hash}', () => {
  const path = `/zmena-hesla/${TOKEN}`;
  const linkOk = stub('GET /auth/password/reset/:token', { data: { expires_at: '2026-11-21T13:00:00.000Z' } });
  const linkGone = stub('GET /auth/password/reset/:token', { error: 'reset_token_invalid', message: 'Odkaz pro obnovu hesla je neplatný…' }, 404);

  it('shows the form for a usable link, asking the API without the visitor’s token, privately and unindexed', async () => {
    const { context, calls } = stubLoadContext(linkOk);
    const result = answer(await changeLoader(routeArgs(context, path, { hash: TOKEN }, { headers: { cookie: await tokenCookie('t0k3n') } })));
    expect(result.data.state).toBe('form');
    expect(result.init?.status).toBe(200);
    expect(calls[0]!.headers.authorization).toBeUndefined();
    const headers = changeHeaders({ loaderHeaders: new Headers(result.init!.headers as Record<string, string>), actionHeaders: new Headers() } as never) as Headers;
    expect([headers.get('cache-control'), headers.get('x-robots-tag')]).toEqual(['private, no-store', 'noindex']);
  });

  it('says the link no longer works (404, never a 500) for one the API refuses, and for a malformed one without asking', async () => {
    const gone = stubLoadContext(linkGone);
    const refused = answer(await changeLoader(routeArgs(gone.context, path, { hash: TOKEN })));
    expect([refused.data.state, refused.init?.status]).toEqual(['invalid', 404]);
    const none = stubLoadContext();
    for (const hash of ['abc', TOKEN.toUpperCase(), `${TOKEN}0`, '../ucet']) {
      const malformed = answer(await changeLoader(routeArgs(none.context, `/zmena-hesla/${encodeURIComponent(hash)}`, { hash })));
      expect([malformed.data.state, malformed.init?.status], hash).toEqual(['invalid', 404]);
    }
    expect(none.calls).toHaveLength(0);
  });

  it('sets the password and comes back (303) to say so; the page then shows it without asking the API', async () => {
    const { context, calls } = stubLoadContext(stub('POST /auth/password/reset', { success: true, message: 'Heslo bylo změněno.' }));
    const res = asResponse(await changeAction(routeArgs(context, path, { hash: TOKEN }, post({ password: 'nove dlouhe heslo', passwordConfirmation: 'nove dlouhe heslo' }))));
    expect([res.status, res.headers.get('location')]).toEqual([303, path]);
    expect(calls[0]!.body).toEqual({ token: TOKEN, password: 'nove dlouhe heslo', passwordConfirmation: 'nove dlouhe heslo' });
    const cookie = setCookies(res).find((c) => c.startsWith('konfety_flash='))!.split(';')[0]!;
    const done = answer(await changeLoader(routeArgs(context, path, { hash: TOKEN }, { headers: { cookie } })));
    expect(done.data).toMatchObject({ state: 'done', notice: 'Heslo bylo změněno.' });
    expect(calls).toHaveLength(1);
  });

  it('answers a link used or expired meanwhile with 404, and the policy’s messages with 422', async () => {
    const gone = stubLoadContext(stub('POST /auth/password/reset', { error: 'reset_token_invalid', message: 'Odkaz…' }, 404));
    const refused = answer(await changeAction(routeArgs(gone.context, path, { hash: TOKEN }, post({ password: 'a', passwordConfirmation: 'a' }))));
    expect([refused.init?.status, refused.data.error]).toEqual([404, 'reset_token_invalid']);
    const none = stubLoadContext();
    const malformed = answer(await changeAction(routeArgs(none.context, '/zmena-hesla/abc', { hash: 'abc' }, post({ password: 'a', passwordConfirmation: 'a' }))));
    expect([malformed.init?.status, malformed.data.error, none.calls.length]).toEqual([404, 'reset_token_invalid', 0]);
    const errors = { password: ['Toto heslo by šlo snadno uhodnout. Zvolte prosím jiné, nejlépe několik slov, která spolu nesouvisejí.'] };
    const weak = stubLoadContext(stub('POST /auth/password/reset', { error: 'validation', message: errors.password[0], errors }, 422));
    const result = answer(await changeAction(routeArgs(weak.context, path, { hash: TOKEN }, post({ password: 'qwertyuiop', passwordConfirmation: 'qwertyuiop' }))));
    expect([result.init?.status, result.data.errors, result.data.values]).toEqual([422, errors, {}]);
  });
});

describe('/ucet/zmena-hesla', () => {
  const body = { currentPassword: 'stare heslo 1', password: 'nove heslo 22', passwordConfirmation: 'nove heslo 22' };

  it('changes the password with the visitor’s token and comes back (303) with the notice', async () => {
    const { context, calls } = stubLoadContext(stub('POST /auth/password/change', { success: true, message: 'Heslo bylo změněno.' }));
    const res = asResponse(await accountPasswordAction(routeArgs(context, '/ucet/zmena-hesla', {}, post(body, { cookie: await tokenCookie('t0k3n') }))));
    expect([res.status, res.headers.get('location')]).toEqual([303, '/ucet/zmena-hesla']);
    expect(calls[0]!.headers.authorization).toBe('Bearer t0k3n');
    expect(calls[0]!.body).toEqual(body);
    const cookie = setCookies(res).find((c) => c.startsWith('konfety_flash='))!.split(';')[0]!;
    const shown = answer(await accountPasswordLoader(routeArgs(context, '/ucet/zmena-hesla', {}, { headers: { cookie } })));
    expect(shown.data.notice).toBe('Heslo bylo změněno.');
    const headers = accountPasswordHeaders({ loaderHeaders: new Headers(shown.init!.headers as Record<string, string>), actionHeaders: new Headers() } as never) as Headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows a wrong current password on its field (422), and sends an ended session to the login (the cookie cleared)', async () => {
    const errors = { currentPassword: ['Současné heslo není správné.'] };
    const wrong = stubLoadContext(stub('POST /auth/password/change', { error: 'validation', message: errors.currentPassword[0], errors }, 422));
    const refused = answer(await accountPasswordAction(routeArgs(wrong.context, '/ucet/zmena-hesla', {}, post(body, { cookie: await tokenCookie('t0k3n') }))));
    expect([refused.init?.status, refused.data.errors]).toEqual([422, errors]);
    const ended = stubLoadContext(stub('POST /auth/password/change', { error: 'unauthorized', message: 'Pro tuto akci se musíte přihlásit.' }, 401));
    const res = await accountPasswordAction(routeArgs(ended.context, '/ucet/zmena-hesla', {}, post(body, { cookie: await tokenCookie('stary') }))).catch((e: unknown) => e);
    const redirect = asResponse(res);
    expect([redirect.status, redirect.headers.get('location')]).toEqual([303, '/?redirect=%2Fucet%2Fzmena-hesla']);
    expect(setCookies(redirect).find((c) => c.startsWith('konfety_token='))).toMatch(/Max-Age=0/);
  });
});

/** Server-renders a page after `request` (a GET, or a POST that runs the action first), as the document would show it. */
async function render(
  path: string,
  page: { id: string; path: string; loader: unknown; action: unknown; Component: React.ComponentType<never> },
  init: RequestInit = {},
  ...api: StubRoute[]
) {
  const { context } = stubLoadContext(...api);
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'cs', csrfToken: 'csrf-token', messages: messagesFor('cs', ['shell', 'header']), bottomMenu: [{ title: 'Nakupování', links: [{ text: 'Obchodní podmínky', link: '/obchodni-podminky' }] }] }),
      children: [
        {
          id: page.id,
          path: page.path,
          loader: page.loader as never,
          action: page.action as never,
          Component: () => createElement(page.Component, { loaderData: useLoaderData(), actionData: useActionData() } as never),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://shop.test${path}`, init), { requestContext: context as never });
  if (result instanceof Response) throw new Error(`redirected to ${result.headers.get('location')}`);
  return { status: result.statusCode, html: renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false })) };
}

const registerPage = { id: 'register', path: 'registrace', loader: registerLoader, action: registerAction, Component: RegisterPage as never };

describe('the pages as rendered', () => {
  it('registration: every field labelled, the policy next to the password, the terms linked, a plain POST form with the CSRF field', async () => {
    const { html } = await render('/registrace', registerPage);
    for (const name of ['firstname', 'lastname', 'email', 'phonePrefix', 'phone', 'password', 'passwordConfirmation', 'terms', 'newsletter']) {
      expect(html, name).toContain(`for="auth-${name}"`);
      expect(html, name).toMatch(new RegExp(`<(input|select)[^>]* id="auth-${name}"[^>]* name="${name}"`));
    }
    expect(html).toMatch(/<form class="auth-form" noValidate=""[^>]* action="\/registrace" method="post">/);
    expect(html).toContain('<input type="hidden" name="_csrf" value="csrf-token"/>');
    expect(html).toContain('aria-describedby="auth-password-hint"');
    expect(html).toContain('Alespoň 10 znaků, nejvýše 128.');
    expect(html).toContain('<option value="+420" selected="">+420</option>');
    expect(html).toContain('<option value="">bez předvolby</option>');
    expect(html).toContain('href="/obchodni-podminky" target="_blank" rel="noopener"');
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2);
    expect(html).not.toContain('autofocus');
  });

  it('registration refused without JavaScript: 422, errors tied to their fields, the first one focused, values kept but not passwords', async () => {
    const errors = { email: ['Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.'], passwordConfirmation: ['Hesla nejsou shodná.'] };
    const form = post({ firstname: 'Eliška', lastname: 'Krásná', email: 'eliska@example.com', phonePrefix: '+421', phone: '905123456', password: 'tajne heslo 1', passwordConfirmation: 'tajne heslo 2', newsletter: 'on' });
    const { status, html } = await render('/registrace', registerPage, form, stub('POST /auth/register', { error: 'validation', message: 'Formulář obsahuje chyby.', errors }, 422));
    expect(status).toBe(422);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Formulář obsahuje chyby. Opravte prosím označená pole.');
    expect(html).toMatch(/<input id="auth-email" type="email"[^>]* autofocus="" aria-invalid="true" aria-describedby="auth-email-error" name="email" value="eliska@example.com"\/>/);
    expect(html).toContain('<p id="auth-email-error" class="auth-form__error">Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.</p>');
    expect(html).toContain('aria-describedby="auth-passwordConfirmation-error"');
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toContain('value="Eliška"');
    expect(html).toContain('<option value="+421" selected="">+421</option>');
    expect(html).toMatch(/id="auth-newsletter" name="newsletter" checked=""/);
    expect(html).not.toContain('tajne heslo');
  });

  it('reset link no longer valid: a 404 page with the reason and a way to a new link', async () => {
    const { status, html } = await render(
      `/zmena-hesla/${TOKEN}`,
      { id: 'password-change', path: 'zmena-hesla/:hash', loader: changeLoader, action: changeAction, Component: PasswordChangePage as never },
      {},
      stub('GET /auth/password/reset/:token', { error: 'reset_token_invalid' }, 404),
    );
    expect(status).toBe(404);
    expect(html).toContain('<h1>Odkaz už neplatí</h1>');
    expect(html).toContain('Odkaz pro obnovu hesla je neplatný, už byl použit nebo mu vypršela platnost.');
    expect(html).toContain('href="/obnova-hesla"');
  });

  it('password changed: the notice, focused, and the way to log in', async () => {
    const cookie = await flashCookie({ form: 'password-change', ok: true, message: 'Heslo bylo změněno.' });
    const { status, html } = await render(`/zmena-hesla/${TOKEN}`, { id: 'password-change', path: 'zmena-hesla/:hash', loader: changeLoader, action: changeAction, Component: PasswordChangePage as never }, { headers: { cookie } });
    expect(status).toBe(200);
    expect(html).toMatch(/<div role="status" class="auth-notice" tabindex="-1" autofocus=""><p>Heslo bylo změněno.<\/p>/);
    expect(html).toContain('href="/?redirect=%2Fucet"');
  });

  it('reset request refused by the throttle: the message as an alert, focused, the e-mail kept', async () => {
    const message = 'Příliš mnoho žádostí o obnovu hesla. Zkuste to znovu za 60 minut.';
    const { status, html } = await render(
      '/obnova-hesla',
      { id: 'password-reset', path: 'obnova-hesla', loader: resetLoader, action: resetAction, Component: PasswordResetPage as never },
      post({ email: 'a@example.com' }),
      stub('POST /auth/password/reset-request', { error: 'too_many_requests', message }, 429),
    );
    expect(status).toBe(429);
    expect(html).toContain(`<div role="alert" class="auth-form__alert" tabindex="-1" autofocus=""><p>${message}</p></div>`);
    expect(html).toContain('value="a@example.com"');
    expect(html).toContain('href="/?redirect=%2Fucet"');
  });

  it('account password change: three password fields, none prefilled, with their autocomplete purposes', async () => {
    const { html } = await render('/ucet/zmena-hesla', { id: 'account-password', path: 'ucet/zmena-hesla', loader: accountPasswordLoader, action: accountPasswordAction, Component: AccountPasswordPage as never });
    expect(html).toMatch(/<input id="auth-currentPassword" type="password" autocomplete="current-password"[^>]* name="currentPassword"\/>/i);
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2);
    expect(html).not.toMatch(/type="password"[^>]*value=/);
  });
});

describe('the auth texts', () => {
  const oracle = (pattern: string, locale: string, params: Record<string, unknown>) =>
    String(new IntlMessageFormat(pattern, locale, undefined, { ignoreTag: true }).format(params as Record<string, string | number>));

  it('exist in Slovak and English for every Czech key and format as intl-messageformat does', () => {
    for (const [locale, catalogue] of [['cs', authCs], ['sk', authSk], ['en', authEn]] as const) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(authCs).sort());
      for (const [key, pattern] of Object.entries(catalogue)) {
        for (const minutes of [1, 2, 5, 60]) expect(formatIcu(pattern!, locale, { minutes }), `${locale} ${key}`).toBe(oracle(pattern!, locale, { minutes }));
      }
    }
  });
});
