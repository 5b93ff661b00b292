import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A month: long enough that a replayed video comes from the browser's cache; the names carry no content hash, so not `immutable`. */
export const VIDEO_MAX_AGE_SECONDS = 30 * 86400;

/**
 * The how-to videos and their captions (`{mediaDir}/videos`, written by the seed) at /media/videos/*. Byte
 * ranges (206 Partial Content) come from @fastify/static, so a player can seek and fetch only the metadata
 * (`preload="metadata"`); the content type follows the extension (video/webm, text/vtt).
 */
export async function registerVideoMedia(app: FastifyInstance, mediaDir: string) {
  const root = path.join(mediaDir, 'videos');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/videos/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${VIDEO_MAX_AGE_SECONDS}`);
    },
  });
}
