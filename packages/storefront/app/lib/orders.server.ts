import { data, type AppLoadContext } from 'react-router';
import { countryName } from '@konfety/domain/company';
import { ApiError, createApiClient, type Order } from './api.server';

/**
 * The order summary is addressed by id + hash alone (SPEC §3), so these calls
 * carry no visitor token: whoever holds the link sees the order.
 */
const api = (context: AppLoadContext) => createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token: null });

/** The order, or a thrown 404 response when the id/hash pair is unknown (a wrong hash looks like a missing order). */
export async function fetchOrderSummary(context: AppLoadContext, id: number, hash: string): Promise<Order> {
  try {
    return await api(context).data('GET /orders/summary/:id/:hash', { params: { id, hash } });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) throw data(null, { status: 404 });
    throw e;
  }
}

/** The customer came back from the card gateway: ask the API to re-check the payment. Errors are ignored (the summary shows the stored state). */
export async function checkCardPayment(context: AppLoadContext, id: number, hash: string): Promise<void> {
  try {
    await api(context).call('POST /orders/summary/:id/:hash/payment/check', { params: { id, hash } });
  } catch {
    // the gateway may be unreachable; the page still shows the order
  }
}

/** Starts a card payment; answers the gateway's hosted payment page URL. */
export async function startCardPayment(context: AppLoadContext, id: number, hash: string): Promise<string> {
  return (await api(context).data('POST /orders/summary/:id/:hash/payment', { params: { id, hash } })).gateway_url;
}

/** An address's country code → its name in the page's language, for the countries an order's addresses name. */
export type CountryNames = Record<string, string>;

/**
 * The names of the countries of an order's addresses (domain `countryName`): as the countries list the checkout
 * offered them from names them, Intl's name for one the list no longer has. The list is public and shared.
 */
export async function orderCountryNames(context: AppLoadContext, order: Pick<Order, 'invoice_address' | 'delivery_address'>, locale: string): Promise<CountryNames> {
  const listed = await api(context)
    .data('GET /lists/countries/:locale', { params: { locale } })
    .catch(() => []);
  const codes = [order.invoice_address.country, order.delivery_address?.country].filter((code): code is string => !!code);
  return Object.fromEntries(codes.map((code) => [code, countryName(code, locale, listed)]));
}
