import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, CAPTCHA_POLICY_URLS } from '@konfety/domain/captcha';
import { captchaNotice } from '../../app/lib/captcha.server';
import { action as newsletterAction } from '../../app/routes/actions/newsletter';
import { action as registerAction } from '../../app/routes/register';
import { action as satisfactionAction, loader as satisfactionLoader } from '../../app/routes/satisfaction';
import { routeArgs, stub, stubLoadContext } from './support/load-context';

/** ARCHITECTURE "Captcha", the storefront's part: the notice beside each protected form, and the token handed to the API. */
const CAPTCHA = { siteKey: 'test-site-key-0123456789', scriptUrl: 'https://www.google.com/recaptcha/api.js' };
const TOKEN = 'token-from-the-provider.0123456789';
const REFUSAL = 'E-mail jsme neuložili: chybí ověření, že formulář neodesílá robot. Zapněte prosím v prohlížeči JavaScript, obnovte stránku a odešlete formulář znovu.';

function post(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } };
}

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };

describe('the captcha’s notice (lib/captcha.server.ts)', () => {
  it('is nothing without a captcha configured', () => {
    expect(captchaNotice({ captcha: null }, 'cs')).toBeNull();
    expect(captchaNotice({}, 'cs', 'contact')).toBeNull();
  });

  it('says Google’s sentence with its two links, holds the empty token field, and names the script with the site key and the page’s language', () => {
    const props = captchaNotice({ captcha: CAPTCHA }, 'cs')!;
    expect(props.className).toBe('captcha-notice');
    expect(props).not.toHaveProperty('data-captcha');
    const src = new URL(props['data-src']);
    expect(`${src.origin}${src.pathname}`).toBe(CAPTCHA.scriptUrl);
    expect(Object.fromEntries(src.searchParams)).toEqual({ render: CAPTCHA.siteKey, hl: 'cs' });
    const html = props.dangerouslySetInnerHTML.__html;
    expect(html.startsWith('<input type="hidden" name="captcha_token" value="">')).toBe(true);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toBe('Tento web je chráněn službou reCAPTCHA a platí Zásady ochrany osobních údajů a Smluvní podmínky společnosti Google.');
    expect(html).toContain(`<a href="${CAPTCHA_POLICY_URLS.privacy}" target="_blank" rel="noopener noreferrer">Zásady ochrany osobních údajů</a>`);
    expect(html).toContain(`<a href="${CAPTCHA_POLICY_URLS.terms}" target="_blank" rel="noopener noreferrer">Smluvní podmínky</a>`);
  });

  it('is Slovak on the Slovak site, and names a page form’s action when its loader makes it', () => {
    const sk = captchaNotice({ captcha: CAPTCHA }, 'sk', 'contact')!;
    expect(sk['data-captcha']).toBe('contact');
    expect(new URL(sk['data-src']).searchParams.get('hl')).toBe('sk');
    expect(sk.dangerouslySetInnerHTML.__html.replace(/<[^>]+>/g, '')).toBe('Táto stránka je chránená službou reCAPTCHA a platia Zásady ochrany osobných údajov a Zmluvné podmienky spoločnosti Google.');
  });

  it('reaches a form page through its loader (the survey), and only when configured', async () => {
    const configured = stubLoadContext().context;
    configured.captcha = CAPTCHA;
    const page = (await satisfactionLoader(routeArgs(configured, '/spokojenost', {}))) as unknown as Record<string, unknown>;
    expect(page.captcha).toMatchObject({ 'data-captcha': 'satisfaction', className: 'captcha-notice' });
    const plain = (await satisfactionLoader(routeArgs(stubLoadContext().context, '/spokojenost', {}))) as unknown as Record<string, unknown>;
    expect(plain.captcha).toBeNull();
  });
});

describe('the token on its way to the API', () => {
  it('goes with the newsletter’s call as the API’s header; a form without one is sent without it', async () => {
    const { context, calls } = stubLoadContext(stub('POST /subscriber/save', { success: true, message: 'E-mail byl úspěšně uložen.' }));
    await newsletterAction(routeArgs(context, '/_/newsletter', {}, post({ email: 'a@example.com', locale: '/', captcha_token: TOKEN }, { accept: 'application/json' })));
    await newsletterAction(routeArgs(context, '/_/newsletter', {}, post({ email: 'b@example.com', locale: '/', captcha_token: '' }, { accept: 'application/json' })));
    expect(calls.map((c) => c.headers[CAPTCHA_HEADER])).toEqual([TOKEN, undefined]);
    expect(calls[0]!.body).toEqual({ email: 'a@example.com' });
  });

  it('turns no hand-made value into a header: white space, control or non-ASCII characters, over 8 kB count as no token', async () => {
    const { context, calls } = stubLoadContext(stub('POST /subscriber/save', { success: true, message: 'E-mail byl úspěšně uložen.' }));
    for (const token of ['two words', 'line\nbreak', 'žluťoučký', 'x'.repeat(8193)]) {
      await newsletterAction(routeArgs(context, '/_/newsletter', {}, post({ email: 'a@example.com', locale: '/', captcha_token: token }, { accept: 'application/json' })));
    }
    expect(calls.map((c) => c.headers[CAPTCHA_HEADER])).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('shows the newsletter’s refusal by the captcha as its message', async () => {
    const { context } = stubLoadContext(stub('POST /subscriber/save', { error: 'captcha_missing', message: REFUSAL, errors: { _form: [REFUSAL] } }, 422));
    const result = (await newsletterAction(routeArgs(context, '/_/newsletter', {}, post({ email: 'a@example.com', locale: '/' }, { accept: 'application/json' })))) as unknown as Answer;
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ form: 'newsletter', ok: false, message: REFUSAL });
  });

  it('goes with the registration; its refusal is the form’s alert, not a field’s error', async () => {
    const fields = { firstname: 'Eliška', lastname: 'Krásná', email: 'eliska@example.com', phonePrefix: '+420', phone: '', password: 'dort s jahodami', passwordConfirmation: 'dort s jahodami', terms: 'on' };
    const passed = stubLoadContext(stub('POST /auth/register', { token: 't' }, 201));
    await registerAction(routeArgs(passed.context, '/registrace', {}, post({ ...fields, captcha_token: TOKEN })));
    expect(passed.calls[0]!.headers[CAPTCHA_HEADER]).toBe(TOKEN);
    expect(passed.calls[0]!.body).not.toHaveProperty('captcha_token');
    const failed = 'Nepodařilo se ověřit, že formulář neodesílá robot. Počkejte prosím chvíli a odešlete ho znovu; kdyby se to opakovalo, napište nám nebo zavolejte.';
    const refused = stubLoadContext(stub('POST /auth/register', { error: 'captcha_failed', message: failed, errors: { _form: [failed] } }, 422));
    const result = (await registerAction(routeArgs(refused.context, '/registrace', {}, post({ ...fields, captcha_token: TOKEN })))) as unknown as Answer;
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ error: 'captcha_failed', message: failed, errors: {} });
  });

  it('goes with every content form (the survey through handleInquiry); the refusal is the form’s alert', async () => {
    const fields = { shopRating: '5', courierRating: '', orderNumber: '', text: 'Vše v pořádku.', email: '', captcha_token: TOKEN };
    const passed = stubLoadContext(stub('POST /satisfaction', { success: true, message: 'Děkujeme za hodnocení. Pomůže nám být lepší.' }));
    await satisfactionAction(routeArgs(passed.context, '/spokojenost', {}, post(fields)));
    expect(passed.calls.map((c) => `${c.method} ${c.path} ${c.headers[CAPTCHA_HEADER]}`)).toEqual([`POST /api/satisfaction ${TOKEN}`]);
    const text = 'Hodnocení spokojenosti jsme neodeslali: chybí ověření, že formulář neodesílá robot. Zapněte prosím v prohlížeči JavaScript, obnovte stránku a odešlete formulář znovu.';
    const refused = stubLoadContext(stub('POST /satisfaction', { error: 'captcha_missing', message: text, errors: { _form: [text] } }, 422));
    const result = (await satisfactionAction(routeArgs(refused.context, '/spokojenost', {}, post({ ...fields, captcha_token: '' })))) as unknown as Answer;
    expect(refused.calls[0]!.headers[CAPTCHA_HEADER]).toBeUndefined();
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ message: text });
  });
});
