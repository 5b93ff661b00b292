import { data, type AppLoadContext } from 'react-router';
import type { Video, VideoCard } from '@konfety/api/contract';
import type { Locale } from '../routing/route-names';
import { ApiError, createApiClient } from './api.server';

/**
 * The library is public metadata (the API shares one answer per site and URL), so these calls carry no token:
 * the pages are in the account only because the auth guard puts them there.
 */
const api = (context: AppLoadContext) => createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token: null });

/** The videos in the page's language. */
export function videoLibrary(context: AppLoadContext, locale: Locale): Promise<VideoCard[]> {
  return api(context).data('GET /videos', { query: { lang: locale } });
}

/** One video in the page's language; an unknown, hidden or other-language one is the page's 404. */
export async function videoDetail(context: AppLoadContext, locale: Locale, id: number): Promise<Video> {
  try {
    return await api(context).data('GET /videos/:id', { params: { id }, query: { lang: locale } });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) throw data(null, { status: 404 });
    throw e;
  }
}
