import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { visitor } from '../lib/session.server';
import { leaveForMaintenance } from '../lib/maintenance.server';
import { localeOfPath } from '../routing/route-names';
import { DefaultChrome } from './default-chrome';

/**
 * Maintenance mode reaches a visitor who moves on within the shop's pages too. The root sends every page load to
 * the maintenance page, but a client-side navigation does not load the root again (its `shouldRevalidate`): this
 * layout, above every page but the maintenance page, looks at the setting on each of them (the settings' API
 * answer is kept by the page cache, so it costs no statement).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  leaveForMaintenance(await (await visitor(request, context)).api.data('GET /settings', { query: { lang: locale } }), pathname, locale);
  return null;
}

/** On every navigation (see the loader); React Router would skip a layout whose parameters did not change. */
export const shouldRevalidate = () => true;

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}
