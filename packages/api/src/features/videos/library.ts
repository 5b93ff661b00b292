import { and, asc, eq, lte } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { VIDEO_CAPTIONS_LANGUAGE, type VideoTopic, videoTopics } from '@konfety/domain/videos';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { categoryLink, loadCategoryIndex } from '../catalog/categories';
import type { VideoCardOut, VideoOut } from './schemas';

/**
 * The catalogue categories (by their Czech slug, the stable key) whose goods each topic's videos use, linked from
 * a video's page in this order. A category that is missing or switched off is left out.
 */
const TOPIC_CATEGORIES: Record<VideoTopic, readonly string[]> = {
  balloons: ['latexove-balonky', 'foliove-balonky', 'helium-a-prislusenstvi'],
  makeup: ['barvy-na-oblicej', 'trpytky-a-tetovani', 'umela-krev-a-efekty'],
  table: ['stolni-dekorace', 'jednorazove-nadobi', 'svicky-na-dort'],
  games: ['party-hry-a-pinaty', 'konfety'],
};

/** Files under the media directory are served at /media/… (packages/server/src/video-media.ts). */
const mediaUrl = (relPath: string) => `/media/${relPath.split('/').map(encodeURIComponent).join('/')}`;

const MIME_BY_EXTENSION: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

type VideoRow = typeof schema.videos.$inferSelect;

/** A topic the domain does not know is a data error; such a row is not shown rather than answered half-typed. */
const knownTopic = (topic: string): topic is VideoTopic => (videoTopics as readonly string[]).includes(topic);

function card(row: VideoRow & { topic: VideoTopic }): VideoCardOut {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    duration_seconds: row.durationSeconds,
    poster: row.posterPath,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Switched on and published by the request's moment, in the language asked for. */
const visible = (scope: SiteScope, lang: string) => {
  const v = schema.videos;
  return and(eq(v.locale, lang), eq(v.active, true), lte(v.publishedAt, scope.now));
};

/** The library of a language in its order (position, then id). */
export async function videoLibrary(scope: SiteScope, lang: string): Promise<VideoCardOut[]> {
  const v = schema.videos;
  const rows = await scope.db.select().from(v).where(visible(scope, lang)).orderBy(asc(v.position), asc(v.id));
  return rows.flatMap((row) => (knownTopic(row.topic) ? [card({ ...row, topic: row.topic })] : []));
}

/** One video of the library with its file, captions and category links; 404 when unknown, inactive, unpublished or of another language. */
export async function videoDetail(scope: SiteScope, lang: string, id: number): Promise<VideoOut> {
  const v = schema.videos;
  const [row] = await scope.db.select().from(v).where(and(eq(v.id, id), visible(scope, lang))).limit(1);
  if (!row || !knownTopic(row.topic)) throw notFound(scope.locale);
  const topic = row.topic;
  const index = await loadCategoryIndex(scope.db);
  const wanted = TOPIC_CATEGORIES[topic];
  const categories = [...index.byId.values()]
    .filter((c) => wanted.includes(c.slug) && index.chain(c.id) !== null)
    .sort((a, b) => wanted.indexOf(a.slug) - wanted.indexOf(b.slug))
    .map((c) => categoryLink(c, lang));
  const extension = row.videoPath.split('.').pop()?.toLowerCase() ?? '';
  return {
    ...card({ ...row, topic }),
    description: row.description,
    video_url: mediaUrl(row.videoPath),
    video_type: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
    captions: row.captionsPath ? { url: mediaUrl(row.captionsPath), srclang: VIDEO_CAPTIONS_LANGUAGE } : null,
    categories,
  };
}
