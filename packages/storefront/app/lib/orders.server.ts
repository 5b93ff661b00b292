import { data, type AppLoadContext } from 'react-router';
import type { OrderOut } from '@konfety/api/features/orders/schemas';
import { ApiError } from './api.server';
import { apiCall } from './api-call.server';

/** The order summary as the API presents it (SPEC §3 Order). */
export type Order = OrderOut;

/** SPEC §2: the summary URL is `/{id}/{hash}`; anything else is a 404 before the API is asked. */
export function validSummaryParams(id: string | undefined, hash: string | undefined): { id: number; hash: string } | null {
  if (!id || !hash || !/^[1-9]\d{0,15}$/.test(id) || !/^[0-9a-f]{64}$/.test(hash)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? { id: n, hash } : null;
}

const base = (id: number, hash: string) => `/orders/summary/${id}/${hash}`;

/** The order, or a thrown 404 response when the id/hash pair is unknown (a wrong hash looks like a missing order). */
export async function fetchOrderSummary(context: AppLoadContext, id: number, hash: string): Promise<Order> {
  try {
    return (await apiCall<{ data: Order }>(context, 'GET', base(id, hash))).data;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) throw data(null, { status: 404 });
    throw e;
  }
}

/** The customer came back from the card gateway: ask the API to re-check the payment. Errors are ignored (the summary shows the stored state). */
export async function checkCardPayment(context: AppLoadContext, id: number, hash: string): Promise<void> {
  try {
    await apiCall(context, 'POST', `${base(id, hash)}/payment/check`);
  } catch {
    // the gateway may be unreachable; the page still shows the order
  }
}

/** Starts a card payment; answers the gateway's hosted payment page URL. */
export async function startCardPayment(context: AppLoadContext, id: number, hash: string): Promise<string> {
  const body = await apiCall<{ data: { gateway_url: string } }>(context, 'POST', `${base(id, hash)}/payment`);
  return body.data.gateway_url;
}
