import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for S3-compatible object storage, for tests: an HTTP server on 127.0.0.1 speaking the part of
 * the S3 REST protocol (path-style, `/{bucket}/{key}`) the shop's client uses — PutObject, GetObject (with one
 * `Range`), HeadObject, DeleteObject, ListObjectsV2 (`?list-type=2`, `prefix`, paged by `continuation-token`) — with
 * S3's XML answers and error documents. Objects live in memory.
 *
 * Like S3 it checks every request's AWS Signature V4 (`Authorization: AWS4-HMAC-SHA256 …`), computed here from the
 * request with node:crypto, independently of the client's library: an unknown key id is a 403 `InvalidAccessKeyId`,
 * a wrong secret or a changed request a 403 `SignatureDoesNotMatch`, a request without a signature a 403
 * `AccessDenied` (nothing here is publicly readable), a body whose SHA-256 differs from `x-amz-content-sha256` a 400
 * `XAmzContentSHA256Mismatch`. A bucket not in `buckets` is a 404 `NoSuchBucket`.
 */
export interface S3StandInOptions {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  buckets?: readonly string[];
  /** Keys per ListObjectsV2 page (S3's is 1000); tests make it small to see paging. */
  pageSize?: number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3StandIn {
  /** The endpoint (`http://127.0.0.1:<port>`), for S3_ENDPOINT. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The objects of a bucket by key, to look at what a test stored. */
  objects(bucket: string): ReadonlyMap<string, StoredObject>;
  /** Requests answered so far, `METHOD /bucket/key?query` with their status. */
  requests: Array<{ line: string; status: number }>;
  stop(): Promise<void>;
}

const S3_XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** RFC 3986 percent-encoding, as SigV4's canonical request writes names and values. */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Authorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string | undefined): Authorization | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
    header ?? '',
  );
  if (!m) return null;
  return { accessKeyId: m[1]!, date: m[2]!, region: m[3]!, service: m[4]!, signedHeaders: m[5]!.split(';'), signature: m[6]! };
}

/** The request's SigV4 signature as the secret makes it (AWS "Create a signed AWS API request", S3's single URI encoding). */
function expectedSignature(request: http.IncomingMessage, auth: Authorization, secretAccessKey: string): string {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerValue = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonicalHeaders = auth.signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join('');
  const canonicalRequest = [
    request.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    headerValue('x-amz-content-sha256'),
  ].join('\n');
  const amzDate = headerValue('x-amz-date');
  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, auth.date), auth.region), auth.service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${xml(code)}</Code><Message>${xml(message)}</Message><Resource>${xml(resource)}</Resource><RequestId>stand-in</RequestId></Error>`;
}

/** One `bytes=` range of `size` bytes: [start, end] inclusive, null for none (or a form S3 ignores), 'unsatisfiable'. */
function parseRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return [start, end];
}

export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const accessKeyId = options.accessKeyId ?? 'KONFETYTESTKEY';
  const secretAccessKey = options.secretAccessKey ?? 'konfety-test-secret-access-key';
  const region = options.region ?? 'eu-central-1';
  const pageSize = options.pageSize ?? 1000;
  const buckets = new Map<string, Map<string, StoredObject>>((options.buckets ?? ['konfety']).map((name) => [name, new Map()]));
  const requests: S3StandIn['requests'] = [];

  function authenticate(request: http.IncomingMessage) {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
    if (auth.accessKeyId !== accessKeyId) throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (auth.service !== 's3' || auth.region !== region)
      throw new S3Failure(400, 'AuthorizationHeaderMalformed', `the region '${auth.region}' is wrong; expecting '${region}'`);
    const required = ['host', 'x-amz-date', 'x-amz-content-sha256'];
    if (!required.every((name) => auth.signedHeaders.includes(name)))
      throw new S3Failure(403, 'AccessDenied', `signed headers must include ${required.join(', ')}`);
    const expected = Buffer.from(expectedSignature(request, auth, secretAccessKey));
    const given = Buffer.from(auth.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }
  }

  async function readBody(request: http.IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function list(bucket: Map<string, StoredObject>, name: string, query: URLSearchParams, response: http.ServerResponse) {
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : (query.get('start-after') ?? '');
    const max = Math.min(Number(query.get('max-keys') ?? pageSize), pageSize);
    const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const o = bucket.get(key)!;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '';
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="${S3_XMLNS}"><Name>${xml(name)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
    response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, bucketName = '', ...rest] = url.pathname.split('/').map(decodeURIComponent);
    const key = rest.join('/');
    authenticate(request);
    const body = await readBody(request);
    const declared = request.headers['x-amz-content-sha256'];
    if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body))
      throw new S3Failure(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    const bucket = buckets.get(bucketName);
    if (!bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (key === '') {
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') return list(bucket, bucketName, url.searchParams, response);
      throw new S3Failure(501, 'NotImplemented', 'The stand-in answers ListObjectsV2 only on a bucket');
    }
    switch (request.method) {
      case 'PUT': {
        const object: StoredObject = {
          body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          etag: `"${createHash('md5').update(body).digest('hex')}"`,
          // S3 keeps whole seconds.
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
        };
        bucket.set(key, object);
        response.writeHead(200, { etag: object.etag }).end();
        return;
      }
      case 'DELETE':
        bucket.delete(key);
        response.writeHead(204).end();
        return;
      case 'GET':
      case 'HEAD': {
        const object = bucket.get(key);
        if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        const headers = { 'content-type': object.contentType, etag: object.etag, 'last-modified': object.lastModified.toUTCString(), 'accept-ranges': 'bytes' };
        const range = request.method === 'GET' ? parseRange(request.headers.range, object.body.length) : null;
        if (range === 'unsatisfiable') throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable');
        if (range) {
          const [start, end] = range;
          response.writeHead(206, { ...headers, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${object.body.length}` });
          response.end(object.body.subarray(start, end + 1));
          return;
        }
        response.writeHead(200, { ...headers, 'content-length': object.body.length });
        response.end(request.method === 'HEAD' ? undefined : object.body);
        return;
      }
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response)
      .catch((e: unknown) => {
        const failure = e instanceof S3Failure ? e : new S3Failure(500, 'InternalError', String(e));
        // A HEAD answer has no body: S3 tells its error by the status alone.
        const body = request.method === 'HEAD' ? undefined : errorXml(failure.code, failure.message, new URL(request.url ?? '/', 'http://stand-in').pathname);
        request.resume();
        if (!response.headersSent) response.writeHead(failure.status, { 'content-type': 'application/xml' });
        response.end(body);
      })
      .finally(() => requests.push({ line: `${request.method} ${request.url}`, status: response.statusCode }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    region,
    objects: (bucket) => buckets.get(bucket) ?? new Map(),
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
