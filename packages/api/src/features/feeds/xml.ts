import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { FileStore } from '@konfety/storage';

/*
 * Writing the feeds' and the sitemaps' XML (ARCHITECTURE "Feeds and sitemap"). Written by hand rather than with an XML
 * library: the files are flat lists of elements with text (no attributes but the root's namespaces, no mixed content),
 * so the whole of XML they need is one text rule (`xmlText`) and a tag around it; the one thing a writer library would
 * add — knowing when to pause for a slow disk — is the stream's own backpressure, awaited below. xmlbuilder2's
 * streaming API would cost a call per element and node per tag (≈ 40 per offer, 10⁷ at 100 000 products) for the same
 * bytes. The tests parse every file with a strict XML 1.0 parser (saxes).
 */

/**
 * Characters XML 1.0 allows (§2.2 Char), less the C0/C1 controls it only tolerates: anything else (a stray control
 * character pasted into a product name, a lone surrogate, U+FFFE/U+FFFF) is dropped, since no escape can carry it.
 */
const NOT_XML = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A text as XML character data or an attribute value: characters XML cannot hold dropped, the five specials escaped. */
export function xmlText(value: string | number): string {
  return String(value).replace(NOT_XML, '').replace(SPECIAL, (c) => ENTITIES[c]!);
}

/** `<name>text</name>`; nothing for a missing or empty value (the formats' optional elements are left out, never empty). */
export function el(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${xmlText(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Where a published file's body goes and how: the plain file and, beside it, its gzip and brotli copies (`<key>.gz`, `<key>.br`). */
export const PUBLISHED_ENCODINGS = ['br', 'gzip'] as const;
export type PublishedEncoding = (typeof PUBLISHED_ENCODINGS)[number];
export const ENCODING_SUFFIX: Record<PublishedEncoding, string> = { br: '.br', gzip: '.gz' };

/** Text is gathered up to this many bytes before it is handed to the streams (one write per chunk, not per element). */
const CHUNK_BYTES = 64 * 1024;

/**
 * One file being published to the public store, written as it is made: `write` gathers text and hands it on in 64 kB
 * chunks, waiting while a stream is full, so a feed of any size passes through a fixed amount of memory. The plain
 * file and its compressed copies (made here once rather than by the server for every download) are written beside
 * each other: gzip level 6 and brotli quality 5 (a 300 MB feed: 20 MB and 8 MB; on 60 MB of feed, brotli 9 took 0.78 s
 * for 17 % less than quality 5's 0.29 s, and gzip 9 0.41 s for 2 % less than level 6's 0.29 s: at 1.6 GB a run that is
 * ≈ 16 s of compression instead of ≈ 32 s, on the threads the shop's requests share); each becomes visible whole when `end` succeeds (the store renames a
 * finished file into place), and `abort` leaves the previous version of each in place.
 */
export interface PublishedFile {
  readonly key: string;
  /** Bytes written so far (the plain file), for the sitemaps' 50 MB limit. */
  readonly bytes: number;
  write(text: string): Promise<void>;
  end(): Promise<void>;
  abort(error: Error): Promise<void>;
}

export function publishFile(files: FileStore, key: string): PublishedFile {
  const plain = new PassThrough();
  const gzip = zlib.createGzip({ level: 6 });
  const brotli = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
  const streams = [plain, gzip, brotli];
  // Each store write reads its stream to the end (or fails, and the store removes what it had written).
  const stored = Promise.allSettled([files.put(key, plain), files.put(`${key}${ENCODING_SUFFIX.gzip}`, gzip), files.put(`${key}${ENCODING_SUFFIX.br}`, brotli)]);
  let pending: string[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  let failed: Error | null = null;

  async function flush() {
    if (pending.length === 0) return;
    const chunk = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingBytes = 0;
    for (const stream of streams) {
      if (failed) throw failed;
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), stored.then(() => undefined)]);
    }
  }

  async function settle() {
    const results = await stored;
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected) throw rejected.reason;
  }

  return {
    key,
    get bytes() {
      return bytes + pendingBytes;
    },
    async write(text) {
      if (failed) throw failed;
      pending.push(text);
      // UTF-8 length of the text (the files are mostly ASCII; Buffer.byteLength is exact and cheap).
      pendingBytes += Buffer.byteLength(text, 'utf8');
      if (pendingBytes >= CHUNK_BYTES) {
        bytes += pendingBytes;
        await flush();
      }
    },
    async end() {
      bytes += pendingBytes;
      await flush();
      for (const stream of streams) stream.end();
      await settle();
    },
    async abort(error) {
      failed = error;
      for (const stream of streams) stream.destroy(error);
      await stored;
    },
  };
}
