import { redirect } from 'react-router';
import { orNotFound } from '../lib/catalog.server';
import { routeParams, storeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/contact-card';

/**
 * SPEC §2 `/contacts/{id}` (Czech and Slovak only): a contact card. The shop's contacts are its stores', so a card is
 * a store's: a permanent redirect to the store's page, which holds its phone, e-mail, address and hours. An unknown
 * store is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { id } = routeParams(storeParams, params);
  const { api } = await visitor(request, context);
  const store = await orNotFound(api.data('GET /stores/:id', { params: { id } }));
  throw redirect(pagePath('branch', locale, { id: store.id }), 301);
}
