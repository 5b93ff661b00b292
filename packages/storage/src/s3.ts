import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { checkKey, checkPrefix, contentTypeOf, type FileContent, type FileInfo, type FileStore, type Storage, StorageError, type Visibility } from './files';

export interface S3Options {
  /** The service's URL (`https://s3.eu-central-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, MinIO's …). */
  endpoint: string;
  bucket: string;
  /** A bucket of their own for the private files; unset = the same bucket under another prefix. */
  privateBucket?: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The S3 rule for a key in a path: each segment percent-encoded by RFC 3986, the slashes kept. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (XML_ENTITIES[name] ?? whole),
  );
const xmlField = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? xmlText(m[1]!) : undefined;
};

async function collect(content: FileContent): Promise<Buffer<ArrayBuffer>> {
  if (content instanceof Uint8Array) return Buffer.from(content);
  const chunks: Buffer[] = [];
  for await (const chunk of content instanceof Readable ? content : Readable.from(content)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function failure(res: Response, what: string): Promise<StorageError> {
  const text = res.body ? await res.text() : '';
  const code = xmlField(text, 'Code') ?? `Http${res.status}`;
  return new StorageError(`S3 ${what}: ${res.status} ${code}${xmlField(text, 'Message') ? ` (${xmlField(text, 'Message')})` : ''}`, code, res.status);
}

/**
 * One visibility of the files in an S3-compatible bucket, under `prefix`: the REST protocol with path-style URLs
 * (`{endpoint}/{bucket}/{prefix}{key}`, which every S3-compatible service answers), signed with AWS Signature V4
 * (aws4fetch, over fetch). A write sends the file with its length and SHA-256, so the service refuses a body that
 * arrived changed; it is buffered first (PutObject needs the length up front; the shop's files, pictures, PDFs, CVs
 * and short videos, fit in memory). Reads stream.
 */
export function s3Files(options: Omit<S3Options, 'privateBucket'> & { prefix: string; visibility: Visibility }): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeKey(options.bucket)}`;
  const urlOf = (key: string) => `${bucketUrl}/${encodeKey(options.prefix + checkKey(key))}`;

  function infoOf(key: string, res: Response, size: number): FileInfo {
    return {
      key,
      size,
      contentType: contentTypeOf(key),
      etag: res.headers.get('etag') ?? '""',
      lastModified: new Date(res.headers.get('last-modified') ?? 0),
    };
  }

  async function head(key: string): Promise<FileInfo | null> {
    const res = await client.fetch(urlOf(key), { method: 'HEAD' });
    if (res.status === 404) return null;
    if (!res.ok) throw await failure(res, `HEAD ${key}`);
    return infoOf(key, res, Number(res.headers.get('content-length')));
  }

  async function* list(prefix: string): AsyncGenerator<FileInfo> {
    checkPrefix(prefix);
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: options.prefix + prefix });
      if (token) query.set('continuation-token', token);
      const res = await client.fetch(`${bucketUrl}?${query}`);
      if (!res.ok) throw await failure(res, `LIST ${prefix}`);
      const xml = await res.text();
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlField(entry!, 'Key')!.slice(options.prefix.length);
        yield {
          key,
          size: Number(xmlField(entry!, 'Size')),
          contentType: contentTypeOf(key),
          etag: xmlField(entry!, 'ETag') ?? '""',
          lastModified: new Date(xmlField(entry!, 'LastModified') ?? 0),
        };
      }
      token = xmlField(xml, 'IsTruncated') === 'true' ? xmlField(xml, 'NextContinuationToken') : undefined;
    } while (token);
  }

  return {
    visibility: options.visibility,
    async put(key, content) {
      const body = await collect(content);
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentTypeOf(key), 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') },
      });
      if (!res.ok) throw await failure(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    head,
    async get(key, { range } = {}) {
      const res = await client.fetch(urlOf(key), range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure(res, `GET ${key}`);
      if (range && res.status !== 206) {
        await res.body?.cancel();
        throw new StorageError(`S3 GET ${key}: the service answered ${res.status} to a byte range`, 'RangeIgnored', res.status);
      }
      const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
      const size = Number(total ?? res.headers.get('content-length'));
      const body = res.body ? Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) : Readable.from([]);
      return { ...infoOf(key, res, size), body, range: range ?? null };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`);
      await res.body?.cancel();
    },
    list,
  };
}

/**
 * Files in S3-compatible object storage, so every process of the shop, on any machine, serves the same files. Public
 * files go under `public/` of the bucket, private ones under `private/` of the private bucket (or of the same bucket):
 * the shop reads both with its keys and serves only the public ones; a bucket policy that opens `public/` to a CDN
 * never reaches `private/`.
 */
export function s3Storage(options: S3Options): Storage {
  const { privateBucket, ...shared } = options;
  return {
    kind: 's3',
    public: s3Files({ ...shared, prefix: 'public/', visibility: 'public' }),
    private: s3Files({ ...shared, bucket: privateBucket || options.bucket, prefix: 'private/', visibility: 'private' }),
  };
}
