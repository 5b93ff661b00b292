import { data } from 'react-router';
import { VideoLibrary } from '../components/videos/VideoLibrary';
import { messagesFor } from '../i18n/catalogue.server';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { pageMeta } from '../lib/meta';
import { videoLibrary } from '../lib/videos.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/videos';

/**
 * /account/videos: the how-to video library, for logged-in customers (the auth guard; the SPEC puts it in the
 * account). Its data is public, the page is an account page like the others: private, not indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const videos = await videoLibrary(context, locale);
  return data({ videos, messages: messagesFor(locale, ['videos']) }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'videos.meta.title', noindex: true });

export default function VideosPage({ loaderData }: Route.ComponentProps) {
  return <VideoLibrary videos={loaderData.videos} />;
}
