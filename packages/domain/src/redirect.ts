/**
 * The one rule for where the shop may send a visitor (a `Location` header, a
 * router redirect): a path of this site, never another host.
 *
 * A target is accepted only when it is a string that starts with a single
 * `/`, holds no control character (browsers silently drop TAB, CR and LF, so
 * `/<TAB>/evil.example` would become `//evil.example`), no backslash anywhere
 * (browsers read `\` as `/`), and still is a local path after URL parsing
 * (`/..//evil` normalises to `//evil`). Characters outside ASCII come back
 * percent-encoded, so the answer is always a valid header value. Anything
 * else is the `fallback` — never an error.
 */
export const MAX_REDIRECT_LENGTH = 2048;

const LOCAL_ORIGIN = 'http://local.invalid';
// Control characters (C0, DEL, C1) and the backslash.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || FORBIDDEN.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Parsing percent-encodes non-ASCII characters; what is left must be printable ASCII and still one leading slash.
  if (!target.startsWith('/') || target.startsWith('//') || !/^[\u0021-\u007e]*$/.test(target)) return fallback;
  return target;
}
