import { customerDocument } from '../lib/account-orders.server';
import type { Route } from './+types/account-document';

/**
 * /ucet/objednavka/{id}/doklad/{invoiceId} (issue 40): an invoice or credit note of one of the customer's orders, the
 * PDF the API keeps, as a download (`content-disposition: attachment`, `cache-control: private, no-store`). A resource
 * route: no component, so React Router answers the loader's response as it is (the order page links it with a plain
 * anchor, which works without JavaScript). The route table declares no `share`, so the page cache never keeps it.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return customerDocument(request, context, params);
}
