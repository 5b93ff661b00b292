import type { FastifyInstance } from 'fastify';
import type { FileStore } from '@konfety/storage';
import { servePublicFolder } from './public-files';

/** A month: long enough that a replayed video comes from the browser's cache; the names carry no content hash, so not `immutable`. */
export const VIDEO_MAX_AGE_SECONDS = 30 * 86400;

/**
 * The how-to videos and their captions (the public files `videos/…`, written by the seed) at /media/videos/*. Byte
 * ranges (206 Partial Content) let a player seek and fetch only the metadata (`preload="metadata"`); the content
 * type follows the extension (video/webm, text/vtt).
 */
export async function registerVideoMedia(app: FastifyInstance, files: FileStore) {
  await servePublicFolder(app, files, { urlPrefix: '/media/videos/', folder: 'videos', maxAgeSeconds: VIDEO_MAX_AGE_SECONDS });
}
