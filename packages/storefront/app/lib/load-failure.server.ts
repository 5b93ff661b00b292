import { data } from 'react-router';
import { ApiError } from './api.server';

/**
 * What a content page shows when the API cannot give its data (SPEC §8's load notices: "posts", "store load",
 * "data"): the page with the notice, as a 503 that no cache keeps, rather than the error page. A 404 (or 400: no such
 * thing) is still the 404 page. Answers the loaded value, or null when the page is to show the notice.
 */
export async function loadedOrNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw data(null, { status: 404 });
    if (e instanceof Response) throw e;
    return null;
  }
}

/** The loader's answer for a page whose data did not load: its messages and the notice's key, with status 503. */
export function loadFailed<M>(messages: M) {
  return data({ failed: true as const, messages }, { status: 503, headers: { 'cache-control': 'no-store' } });
}
