/**
 * In a measured URL: replaced by a value of its own in every request (autocannon's `idReplacement` marker, which
 * the serial and paced runs honour too), so that no answer is ever in the page cache.
 */
export const FRESH = '[<id>]';

let values = 0;

/** `text` (a URL, a request) with `FRESH` replaced by a value no earlier request had. */
export function withFreshValue(text: string): string {
  return text.replace(FRESH, `${Date.now().toString(36)}-${values++}`);
}
