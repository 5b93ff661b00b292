import { data } from 'react-router';
import { InfluencerStatistics } from '../components/influencer/InfluencerStatistics';
import { messagesFor } from '../i18n/catalogue.server';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { influencerStatistics } from '../lib/influencer.server';
import { pageMeta } from '../lib/meta';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/influencer';

/**
 * /account/influencer (SPEC §1, §6): an influencer's voucher statistics. Only for a member of the influencer group
 * with the `influencer` scope; for anybody else logged in it is the 404 page, as if it did not exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const statistics = await influencerStatistics(request, context);
  return data({ statistics, messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['influencer']) }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'influencer.meta.title', noindex: true });

export default function InfluencerPage({ loaderData }: Route.ComponentProps) {
  return <InfluencerStatistics statistics={loaderData.statistics} />;
}
