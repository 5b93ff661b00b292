import { describe, expect, it } from 'vitest';
import { backTo, isScriptPost, respond, safeRedirectTarget } from '../../app/lib/forms.server';
import { FETCHER_FIELD, fetcherFormData } from '../../app/lib/post-form';

describe('form redirects stay on this site', () => {
  it('accepts local paths only', () => {
    expect(safeRedirectTarget('/ucet?x=1')).toBe('/ucet?x=1');
    expect(safeRedirectTarget('//evil.example/x')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget(null, '/ucet')).toBe('/ucet');
  });

  it('goes back to the referring page, or to a redirectTo field when the form names one', () => {
    const req = new Request('http://shop.test/_/newsletter', { method: 'POST', headers: { referer: 'http://shop.test/kosik?krok=2' } });
    expect(backTo(req)).toBe('/kosik?krok=2');
    const form = new FormData();
    form.set('redirectTo', '//evil.example');
    expect(backTo(req, form)).toBe('/');
    expect(backTo(new Request('http://shop.test/_/x', { method: 'POST' }))).toBe('/');
  });

  it('tells a script post (fetcher field or Accept: JSON) from a native form post', () => {
    const plain = new FormData();
    plain.set('email', 'a@b.cz');
    expect(isScriptPost(new Request('http://shop.test/_/x', { method: 'POST', headers: { accept: 'text/html' } }), plain)).toBe(false);
    expect(isScriptPost(new Request('http://shop.test/_/x', { method: 'POST', headers: { accept: 'application/json' } }), plain)).toBe(true);
    const marked = fetcherFormData(plain, { extra: { locale: 'cs' } });
    expect(marked.get(FETCHER_FIELD)).toBe('1');
    expect(marked.get('email')).toBe('a@b.cz');
    expect(marked.get('locale')).toBe('cs');
    expect(isScriptPost(new Request('http://shop.test/_/x', { method: 'POST' }), marked)).toBe(true);
  });

  it('answers a script with data and a native post with a 303 back and the outcome in the flash', async () => {
    const { cookies } = await import('../../app/lib/cookies.server');
    const flashCookie = cookies(false).flash;
    const request = new Request('http://shop.test/_/newsletter', { method: 'POST', headers: { referer: 'http://shop.test/kosik' } });
    const native = (await respond(request, new FormData(), { form: 'newsletter', ok: false, message: 'Ne.' }, { flashCookie, status: 422 })) as Response;
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/kosik');
    expect(await flashCookie.parse(native.headers.get('set-cookie'))).toEqual({ form: 'newsletter', ok: false, message: 'Ne.' });

    const script = (await respond(request, fetcherFormData(new FormData()), { form: 'newsletter', ok: false, message: 'Ne.' }, { flashCookie, status: 422, extra: { x: 1 } })) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(script.init.status).toBe(422);
    expect(script.data).toEqual({ form: 'newsletter', ok: false, message: 'Ne.', x: 1 });
  });
});
