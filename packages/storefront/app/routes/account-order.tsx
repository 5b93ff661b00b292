import { useEffect, useMemo } from 'react';
import { data, useLocation } from 'react-router';
import { formatCzkIn } from '@konfety/domain/format';
import { OrderDocuments } from '../components/account/OrderDocuments';
import { OrderHistory } from '../components/account/OrderHistory';
import { OrderContents, OrderFacts, OrderPayment } from '../components/orders/OrderDetails';
import { orderCurrency, PAYMENT_SECTION_ID } from '../components/orders/format';
import { messageOf, useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { customerOrder, orderDocumentLinks } from '../lib/account-orders.server';
import { orderCountryNames } from '../lib/orders.server';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { pageMeta } from '../lib/meta';
import { accountOrderParams, routeParams } from '../lib/params.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/account-order';
import { RouterLink } from '../components/link/RouterLink';

/**
 * /ucet/objednavka/{id} (SPEC §2 order detail): one of the customer's orders as its summary shows it, with
 * the state history, its tax documents (each a download of its PDF, routes/account-document.ts) and, while unpaid,
 * the bank details with the QR code or the card payment, which posts to the summary's own card-payment start. A
 * malformed id, an unknown one or anybody else's order is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id } = routeParams(accountOrderParams, params);
  const order = await customerOrder(request, context, id);
  const locale = localeOfPath(new URL(request.url).pathname);
  return data(
    { order, documents: orderDocumentLinks(order, locale), countryNames: await orderCountryNames(context, order, locale), messages: messagesFor(locale, ['orders']) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData ? messageOf(matches, localeOfPath(location.pathname), 'orders.meta.title', { number: loaderData.order.number }) : undefined,
    noindex: true,
  });

export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { hash } = useLocation();
  const { order, documents, countryNames } = loaderData;
  const currency = useMemo(() => orderCurrency(order.currency), [order.currency]);
  const money = (minorCzk: number) => formatCzkIn(minorCzk, currency, locale);
  // "QR platba" in the list leads here: the keyboard and screen-reader user lands in the payment section, not at the top.
  useEffect(() => {
    if (hash === `#${PAYMENT_SECTION_ID}`) document.getElementById(PAYMENT_SECTION_ID)?.focus();
  }, [hash]);
  return (
    <article className="account-order" aria-labelledby="account-order-title">
      <p className="account-order__back">
        <RouterLink to={localePath('account', locale)}>{t('account.order.back')}</RouterLink>
      </p>
      <header className="order-summary__head">
        <h1 id="account-order-title">{t('orders.number', { number: order.number })}</h1>
        <OrderFacts order={order}>
          <div>
            <dt>{t('account.order.paymentMethod')}</dt>
            <dd>{order.payment.name}</dd>
          </div>
        </OrderFacts>
      </header>

      <OrderPayment order={order} amount={money(order.total)} paymentError={null} payAction={localePath('orderSummary', locale, { id: order.id, hash: order.hash })} />

      <OrderDocuments documents={documents} />

      <OrderContents order={order} countryNames={countryNames} money={money} locale={locale} />

      <OrderHistory history={order.history} />
    </article>
  );
}
