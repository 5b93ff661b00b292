import { describe, expect, it } from 'vitest';
import { backTo, safeLocalPath, wantsJson } from '../../app/lib/forms.server';

describe('form redirects stay on this site', () => {
  it('accepts local paths only', () => {
    expect(safeLocalPath('/ucet?x=1')).toBe('/ucet?x=1');
    expect(safeLocalPath('//evil.example/x')).toBe('/');
    expect(safeLocalPath('/\\evil.example')).toBe('/');
    expect(safeLocalPath('https://evil.example')).toBe('/');
    expect(safeLocalPath(null, '/ucet')).toBe('/ucet');
  });

  it('goes back to the referring page, or to a redirectTo field when the form names one', () => {
    const req = new Request('http://shop.test/_/newsletter', { method: 'POST', headers: { referer: 'http://shop.test/kosik?krok=2' } });
    expect(backTo(req)).toBe('/kosik?krok=2');
    const form = new FormData();
    form.set('redirectTo', '//evil.example');
    expect(backTo(req, form)).toBe('/');
    expect(backTo(new Request('http://shop.test/_/x', { method: 'POST' }))).toBe('/');
  });

  it('answers JSON to fetchers and redirects plain form posts', () => {
    expect(wantsJson(new Request('http://shop.test/_/x', { headers: { accept: 'application/json' } }))).toBe(true);
    expect(wantsJson(new Request('http://shop.test/_/x', { headers: { accept: 'text/html' } }))).toBe(false);
  });
});
