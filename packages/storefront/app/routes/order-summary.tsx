import { data, redirect } from 'react-router';
import { OrderSummary } from '../components/orders/OrderSummary';
import { messageOf } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { pageMeta } from '../lib/meta';
import { checkCardPayment, fetchOrderSummary, orderCountryNames, startCardPayment } from '../lib/orders.server';
import { routeParams, summaryParams } from '../lib/params.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/order-summary';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { packEvents, purchase } from '../lib/analytics.server';

/**
 * SPEC §3 Order: /shrnuti/{id}/{hash}. The hash makes the URL unguessable; a
 * malformed or wrong one is a 404. A customer returning from the card
 * gateway (`?payment=return`) gets the payment re-checked first, so the page
 * already shows it paid.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = routeParams(summaryParams, params);
  if (new URL(request.url).searchParams.get('payment') === 'return') await checkCardPayment(context, key.id, key.hash);
  const order = await fetchOrderSummary(context, key.id, key.hash);
  const locale = localeOfPath(new URL(request.url).pathname);
  // GA4's purchase, once per order in this browser however often the summary is opened (lib/analytics.server.ts).
  return data({ order, countryNames: await orderCountryNames(context, order, locale), messages: messagesFor(locale, ['orders']), dataLayer: packEvents(purchase(order)) }, { headers: PRIVATE_PAGE_HEADERS });
}

/** "Zaplatit kartou": start the payment and send the customer to the gateway (302; a plain form post works without JS). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const key = routeParams(summaryParams, params);
  const self = new URL(request.url).pathname;
  let gatewayUrl: string;
  try {
    gatewayUrl = await startCardPayment(context, key.id, key.hash);
  } catch (e) {
    const status = (e as { status?: number }).status ?? 500;
    if (status === 404) throw data(null, { status: 404 });
    // Already paid or not a card order any more: show the current state.
    if (status === 409 || status === 422) return redirect(self, 303);
    return data({ paymentError: translate(localeOfPath(self), 'orders.card.failed') }, { status: 502 });
  }
  return redirect(gatewayUrl, 302);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData ? messageOf(matches, localeOfPath(location.pathname), 'orders.meta.title', { number: loaderData.order.number }) : undefined,
    noindex: true,
  });

export default function OrderSummaryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderSummary order={loaderData.order} countryNames={loaderData.countryNames} paymentError={actionData?.paymentError ?? null} />;
}
