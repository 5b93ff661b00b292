import { data } from 'react-router';
import { VideoPlayerPage } from '../components/videos/VideoPlayerPage';
import { messagesFor } from '../i18n/catalogue.server';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { pageMeta } from '../lib/meta';
import { routeParams, videoParams } from '../lib/params.server';
import { videoDetail } from '../lib/videos.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/video';

/** /account/video/{id}: one how-to video with its player, captions, description and the categories of what it uses. A bad or unknown id is the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id } = routeParams(videoParams, params);
  const locale = localeOfPath(new URL(request.url).pathname);
  const video = await videoDetail(context, locale, id);
  return data({ video, messages: messagesFor(locale, ['videos']) }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, { title: loaderData?.video.title, description: loaderData?.video.description, noindex: true });

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  return <VideoPlayerPage video={loaderData.video} />;
}
