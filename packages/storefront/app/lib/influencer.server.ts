import { data, redirect, type AppLoadContext } from 'react-router';
import type { InfluencerStatistics } from '@konfety/api/contract';
import { guardRedirect } from '../routing/guards.server';
import { ApiError } from './api.server';
import { visitor } from './session.server';

/**
 * The logged-in influencer's voucher statistics. Anybody else is the page's 404, as the API answers them, so the
 * page does not reveal that it exists; an anonymous visitor (or a token the API refuses) gets the auth guard's
 * redirect, which the guard above the page answers first anyway.
 */
export async function influencerStatistics(request: Request, context: AppLoadContext): Promise<InfluencerStatistics> {
  const v = await visitor(request, context);
  const toLogin = () => redirect(guardRedirect('auth', false, new URL(request.url)) ?? '/');
  if (!v.token) throw toLogin();
  try {
    return await v.api.data('GET /account/influencer');
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw data(null, { status: 404 });
    if (e instanceof ApiError && e.status === 401) throw toLogin();
    throw e;
  }
}
