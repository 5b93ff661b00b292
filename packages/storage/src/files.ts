import type { Readable } from 'node:stream';

/**
 * Who may read a file: `public` files (pictures, the shop's documents, the how-to videos) are served at public
 * paths; `private` ones (invoices, job applicants' CVs) only by code that checked who asks. Each visibility is a
 * store of its own, kept apart (another directory, another prefix or bucket), so no key of one reaches the other.
 */
export type Visibility = 'public' | 'private';

/** What a store knows of one file. */
export interface FileInfo {
  key: string;
  size: number;
  /** From the key's extension (`contentTypeOf`), the same in every implementation. */
  contentType: string;
  /** A validator for conditional requests, quoted (`"…"` or `W/"…"`), changing whenever the file does. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included (as HTTP ranges count), inside the file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file being read: its body streams (never read into memory whole) and holds `range` or, without one, everything. */
export interface FileRead extends FileInfo {
  body: Readable;
  range: ByteRange | null;
}

export type FileContent = Uint8Array | Readable | AsyncIterable<Uint8Array>;

/**
 * One visibility of the shop's files, addressed by keys such as `images/big/products/12-1.webp`: `/`-separated
 * segments, none empty, `.` or `..`, none starting with a dot (`checkKey`). A write replaces the file whole and is
 * never seen half done.
 */
export interface FileStore {
  readonly visibility: Visibility;
  put(key: string, content: FileContent): Promise<void>;
  /** The file (or `range` of it, which the caller has checked against `head`'s size); null when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<FileRead | null>;
  head(key: string): Promise<FileInfo | null>;
  /** Removes the file; removing a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<FileInfo>;
}

/** Every file the shop keeps: public ones and private ones, in separate stores. */
export interface Storage {
  readonly kind: 'local' | 's3';
  readonly public: FileStore;
  readonly private: FileStore;
}

/** A store refused or failed an operation (an S3 error answer: `code` is S3's, such as `SignatureDoesNotMatch`). */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

const MAX_KEY_BYTES = 1024;

/**
 * Whether `key` names a file inside a store: a relative path of plain segments, so that neither a directory nor a
 * bucket prefix can be left with `..`, a leading `/` or a backslash, and no dot-file (the disk store's half-written
 * files start with a dot) can be named.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new StorageError(`not a file key: ${JSON.stringify(key)}`, 'InvalidKey');
  return key;
}

/** A prefix to list by: empty (everything) or a valid key's beginning. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const whole = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(whole)) throw new StorageError(`not a key prefix: ${JSON.stringify(prefix)}`, 'InvalidKey');
  return prefix;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
};

/**
 * The content type of a file, from its key's extension: one table for every store, so a file is served with the same
 * type from a directory as from a bucket, and a key says what it holds (a feature names an upload's key by the type
 * it checked). Unknown extensions are `application/octet-stream`, which a browser downloads instead of showing.
 */
export function contentTypeOf(key: string): string {
  const extension = /\.([^./]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}
