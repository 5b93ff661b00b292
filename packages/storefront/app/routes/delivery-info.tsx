import { Breadcrumbs } from '../components/catalog/shared';
import { DeliveryInfo } from '../components/info/DeliveryInfo';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/delivery-info';
// A side effect of the route's own: Rollup then keeps the page's code in its chunk instead of merging it into a shared one every page loads (vite.config.ts experimentalMinChunkSize).
import '../components/info/info.css';

/**
 * SPEC §2 `/info/doprava-a-platba` (sk `/info/rozvoz`): the site's delivery and payment methods with their prices,
 * free-delivery thresholds and allowed combinations, and the stores for pickup — the list the checkout offers
 * (`GET /checkout/methods`), so the page cannot disagree with it. The same module serves the page's frame version
 * (`deliveryInfoFrame`, the product page's delivery dialog), which the frame layout shows without the chrome.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  const locale = localeOfPath(pathname);
  const { api } = await visitor(request, context);
  const methods = await api.data('GET /checkout/methods');
  const frame = pathname === localePath('deliveryInfoFrame', locale);
  // Its language alternates, in the document's head (lib/page-head.server.ts): each site's own delivery and payment,
  // its country's version of the page as a product's page is (hreflang is for regional versions too); none for the
  // frame (noindex).
  if (!frame) setPageHead(context, () => routePageHead(context, url, 'deliveryInfo'));
  const packed = packFrom([methods], () => ({
    deliveries: methods.delivery.map(({ id, name, description, price_vat, free_from, payment_ids }) => ({ id, name, description, price_vat, free_from, payment_ids })),
    payments: methods.payment.map(({ id, name, description, price_vat, is_prepayment }) => ({ id, name, description, price_vat, is_prepayment })),
    branches: methods.branches.map(({ id, name, street, zip, city }) => ({ id, name, street, zip, city })),
  }));
  return { packed, frame, messages: messagesFor(locale, ['info', 'catalog.breadcrumbs', 'catalog.home']) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, { titleKey: 'info.delivery.title', descriptionKey: 'info.delivery.description', noindex: !!location.search || !!loaderData?.frame });

export default function DeliveryInfoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const title = t('info.delivery.title');
  const content = <DeliveryInfo {...fieldsOf(loaderData)} />;
  return loaderData.frame ? (
    <main className="container info-page info-page--frame" aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      {content}
    </main>
  ) : (
    <div className="container info-page">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      {content}
    </div>
  );
}
