import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, type FileInfo, type FileStore, isValidKey } from '@konfety/storage';

/** A week: the pictures' names carry no content hash, so not `immutable`. */
export const IMAGE_MAX_AGE_SECONDS = 7 * 86400;
/** A day: a document (terms, price list) may be replaced under its name. */
export const DOCUMENT_MAX_AGE_SECONDS = 86400;

export interface PublicFolder {
  /** The URL path the folder is served at, `/images/`. */
  urlPrefix: string;
  /** The keys' first segment in the store, `images`. */
  folder: string;
  maxAgeSeconds: number;
}

/** Whether the browser's copy is current: If-None-Match (weak comparison, `*`), else If-Modified-Since. */
export function notModified(request: FastifyRequest, file: FileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(file.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The one `bytes=` range a request asks for, as @fastify/static (send) answered it: none for no header, a malformed
 * one, several ranges, or an If-Range the file no longer matches (the whole file then); 'unsatisfiable' past the end.
 */
function requestedRange(request: FastifyRequest, file: FileInfo): ByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers['if-range'] === undefined ? undefined : String(request.headers['if-range']);
  if (ifRange && (ifRange.includes('"') ? !ifRange.includes(file.etag.replace(/^W\//, '')) : file.lastModified.getTime() > Date.parse(ifRange))) return null;
  const m = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (file.size === 0) return 'unsatisfiable';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, file.size - suffix), end: file.size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? file.size - 1 : Math.min(Number(m[2]), file.size - 1);
  if (start >= file.size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

/**
 * Serves one folder of the public files at `urlPrefix`: the file streams from the store (from disk, never read into
 * memory whole), with its content type, a `public, max-age` lifetime, ETag and Last-Modified (a browser that has the
 * file gets a 304), and byte ranges (206, 416 past the end), so a video player can seek. A key that is not a
 * folder's file (`..`, a dot-file, a directory) and a missing file fall through to the shop's 404.
 */
export async function servePublicFolder(app: FastifyInstance, files: FileStore, { urlPrefix, folder, maxAgeSeconds }: PublicFolder) {
  // The check that keeps private files off public paths: only a public store can be handed to this.
  if (files.visibility !== 'public') throw new Error(`${urlPrefix} may serve public files only`);
  // HEAD declared with GET: Fastify's own HEAD route would run the GET and count the body it drops as empty.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${urlPrefix}*`,
    handler: async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const key = `${folder}/${request.params['*']}`;
      const file = isValidKey(key) ? await files.head(key) : null;
      if (!file) return reply.callNotFound();
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', `public, max-age=${maxAgeSeconds}`)
        .header('last-modified', file.lastModified.toUTCString())
        .header('etag', file.etag);
      if (notModified(request, file)) return reply.code(304).send();
      const range = requestedRange(request, file);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      reply.type(file.contentType).header('content-length', range ? range.end - range.start + 1 : file.size);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      if (request.method === 'HEAD') return reply.send();
      const read = await files.get(key, range ? { range } : {});
      if (!read) return reply.callNotFound();
      return reply.send(read.body);
    },
  });
}

/** The shop's public files: pictures at /images, documents at /documents (the videos: video-media.ts). */
export async function registerPublicFiles(app: FastifyInstance, files: FileStore) {
  await servePublicFolder(app, files, {
    urlPrefix: '/images/',
    folder: 'images',
    maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
  });
  await servePublicFolder(app, files, {
    urlPrefix: '/documents/',
    folder: 'documents',
    maxAgeSeconds: DOCUMENT_MAX_AGE_SECONDS,
  });
}
