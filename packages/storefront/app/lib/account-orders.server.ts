import { z } from 'zod';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { AccountOrder, AccountOrderList } from '@konfety/api/contract';
import { guardRedirect } from '../routing/guards.server';
import { ApiError, type ApiClient } from './api.server';
import { visitor } from './session.server';

/** `/ucet?strana=N`: the order list's page; anything but a page number is page 1, so a mangled link still opens. */
export const accountOrdersSearch = z.object({ strana: z.coerce.number().int().min(1).max(10000).catch(1) });

/**
 * The API client with the customer's token. The auth guard above the page sends an anonymous visitor home
 * before this page's answer counts; the page does the same itself (the guard's redirect target), so it never
 * asks the API without a token.
 */
async function customerApi(request: Request, context: AppLoadContext): Promise<ApiClient> {
  const v = await visitor(request, context);
  if (!v.token) throw toLogin(request);
  return v.api;
}

function toLogin(request: Request): Response {
  return redirect(guardRedirect('auth', false, new URL(request.url))!);
}

/** A token the API refuses (revoked, expired) makes the visitor anonymous: the guard's redirect (the guard beside the page clears the cookie). */
function unauthorized(request: Request, e: unknown): never {
  if (e instanceof ApiError && e.status === 401) throw toLogin(request);
  throw e;
}

export async function customerOrders(request: Request, context: AppLoadContext, page: number): Promise<AccountOrderList> {
  const api = await customerApi(request, context);
  return api.data('GET /account/orders', { query: { page } }).catch((e: unknown) => unauthorized(request, e));
}

/** One of the customer's orders; another customer's, a guest's or an unknown one is the page's 404. */
export async function customerOrder(request: Request, context: AppLoadContext, id: number): Promise<AccountOrder> {
  const api = await customerApi(request, context);
  try {
    return await api.data('GET /account/orders/:id', { params: { id } });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) throw data(null, { status: 404 });
    return unauthorized(request, e);
  }
}
