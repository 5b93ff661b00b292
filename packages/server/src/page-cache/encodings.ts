import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Entry } from './store';

/** The compressed copies a kept answer may have; the text as it is serves a browser that takes neither. */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality of a freshly kept page, the one the rendering request is answered in and waits for: quality 3
 * (≈ 0.45 ms for a 120 kB listing in a tight loop, 20.0 kB) where 4 took ≈ 0.7 ms (19.2 kB) and 5 ≈ 1.1 ms
 * (18.0 kB); in the shop each step down was worth more than the loop shows (4 → 3: −0.25 to −0.5 ms per render on
 * PostgreSQL, interleaved A/B), for ≈ 0.8 kB (4 %) more. A page served in brotli this many times within its TTL
 * gets the best quality: it costs ~100 ms of a worker thread for a 120 kB page but is ~20 % smaller, worth it only
 * for the pages that many people open (a crawler walking the catalogue does not trigger it). So a popular page's
 * first copy is served a few times at most, and the one-off views of a crawl cost the least.
 */
const FIRST_BROTLI_QUALITY = 3;
const HOT_BROTLI_QUALITY = 11;
export const HOT_HITS = 3;

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

export const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = { br: (body) => brotliAt(body, FIRST_BROTLI_QUALITY), gzip: (body) => gzip(body) };

/**
 * The entry's text in `encoding` (its copy made on the first request for it, then kept: `made` is told); as it is if
 * compressing failed.
 */
export async function bodyIn(entry: Entry, encoding: Encoding | null, made: (entry: Entry) => void): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (encoding === null) return { body: entry.identity, encoding };
  const copy = (entry.encoded[encoding] ??= COMPRESS[encoding](entry.identity).then((body) => {
    entry.ready[encoding] = body;
    made(entry);
    return body;
  }));
  try {
    return { body: await copy, encoding };
  } catch {
    if (entry.encoded[encoding] === copy) delete entry.encoded[encoding];
    return { body: entry.identity, encoding: null };
  }
}

/**
 * A popular page compressed again at the best quality, off the event loop; the copy replaces the first one if
 * `stillKept` says the page is still the one kept by then (and `made` is told).
 */
export function recompress(entry: Entry, stillKept: (entry: Entry) => boolean, made: (entry: Entry) => void): void {
  brotliAt(entry.identity, HOT_BROTLI_QUALITY).then(
    (br) => {
      if (!stillKept(entry)) return;
      entry.encoded.br = Promise.resolve(br);
      entry.ready.br = br;
      made(entry);
    },
    () => undefined, // the first copy stays: it is just as valid
  );
}

/**
 * The encodings browsers send are a handful of strings: each one's choice is remembered (a bounded number, so
 * made-up headers cannot grow the map), which saved ≈ 1 µs of a ≈ 30 µs hit.
 */
const encodingChoices = new Map<string, Record<Encoding, boolean>>();
const MAX_ENCODING_CHOICES = 64;

export function acceptedEncodings(acceptEncoding = ''): Record<Encoding, boolean> {
  let choice = encodingChoices.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseAcceptEncoding(acceptEncoding);
    if (encodingChoices.size < MAX_ENCODING_CHOICES) encodingChoices.set(acceptEncoding, choice);
  }
  return choice;
}

export function preferredEncoding(acceptEncoding?: string): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.br ? 'br' : accepted.gzip ? 'gzip' : null;
}

function parseAcceptEncoding(acceptEncoding: string): Record<Encoding, boolean> {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: ok('br'), gzip: ok('gzip') };
}
