import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirectTarget } from '../src/redirect';

describe('safeRedirectTarget', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(safeRedirectTarget('/kosik')).toBe('/kosik');
    expect(safeRedirectTarget('/muj-ucet?tab=orders#top')).toBe('/muj-ucet?tab=orders#top');
    expect(safeRedirectTarget('/')).toBe('/');
  });

  it.each([
    ['a tab before a second slash', '/\t/evil.example'],
    ['a tab after the slash', '/\tevil.example'],
    ['a protocol-relative URL', '//evil'],
    ['a backslash after the slash', '/\\evil'],
    ['a backslash later on', '/a\\b'],
    ['an absolute URL', 'https://evil'],
    ['a scheme without slashes', 'javascript:alert(1)'],
    ['a relative path', 'kosik'],
    ['a newline', '/ok\nSet-Cookie: x=1'],
    ['a carriage return', '/ok\rx'],
    ['a NUL', '/ok\u0000'],
    ['DEL', '/ok\u007f'],
    ['a C1 control', '/ok\u0085'],
    ['the empty string', ''],
    ['a path that normalises to two slashes', '/..//evil.example'],
    ['a path that normalises to two slashes (encoded dots)', '/%2e%2e//evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
    expect(safeRedirectTarget(value, '/kosik')).toBe('/kosik');
  });

  it('refuses what is not a string and overlong targets', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined, '')).toBe('');
    expect(safeRedirectTarget(['/kosik'])).toBe('/');
    expect(safeRedirectTarget(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBe('/');
  });

  it('percent-encodes characters outside ASCII, so the answer is always a valid Location header', () => {
    expect(safeRedirectTarget('/ok?next=ä')).toBe('/ok?next=%C3%A4');
    expect(safeRedirectTarget('/košík')).toBe('/ko%C5%A1%C3%ADk');
    expect(safeRedirectTarget('/emoji/😀')).toBe('/emoji/%F0%9F%98%80');
    expect(safeRedirectTarget('/lone\uD800')).toBe('/lone%EF%BF%BD');
    for (const value of ['/ok?next=ä', '/košík', '/中文?q=€']) expect(() => new Headers({ location: safeRedirectTarget(value) })).not.toThrow();
  });

  it('leaves percent-encoded control characters encoded (they never become a header line)', () => {
    const target = safeRedirectTarget('/%0d%0aSet-Cookie:x');
    expect(target).toBe('/%0d%0aSet-Cookie:x');
    expect(target).not.toMatch(/[\r\n]/);
  });
});
