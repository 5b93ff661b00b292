import type { z } from 'zod';
import type { CaptchaAction } from '@konfety/domain/captcha';
import type { StaffPermission } from '@konfety/domain/staff';

/**
 * One API operation, declared once: its method and path, the zod schemas of what it takes (path parameters,
 * query, body, headers) and answers (by status), and its OpenAPI metadata. From a declaration come the Fastify
 * route's validation and serialisation and its OpenAPI operation (`http/route.ts route`), the typed client call
 * and the route tests' stub (the storefront, by the declaration's key `'METHOD /path'`, see `contract.ts`).
 *
 * Declarations live in `features/<feature>/endpoints.ts`, modules of schemas only (no Fastify, no services):
 * the contract reads their types, so a client never loads them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's syntax (`/cart/:cartId`), relative to where the routes are registered (`/api`, later `/api/admin`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Answers by status; an operation that answers something other than JSON (an SVG) declares none. */
  responses: Record<number, z.ZodType>;
  tags: readonly string[];
  summary: string;
  description?: string;
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  /**
   * The answer is the same for everyone who names the same site and URL (it reads no identity, cookie or other
   * header), so the response cache may share it (http/shared-cache.ts); every other answer is private.
   */
  shared?: boolean;
  /** The largest request body the operation takes, in bytes, where it takes more than the API's 256 kB (a file upload). */
  bodyLimit?: number;
  /**
   * Back office (the admin API) only, and required there: who may call it. A permission (domain/staff.ts) needs a
   * complete staff session whose role has it; `staff`, any complete session; `password`, a session whose second
   * factor is still to come (the login's next steps); `anyone`, no session (the login itself). The admin API's hook
   * checks it before anything else runs (admin.ts), and refuses a route that does not say.
   */
  access?: StaffAccess;
  /**
   * A public form a person sends (registration, newsletter, the contact forms …): the captcha's action name the browser
   * asked the provider for a token with. The request must then carry the token (`x-captcha-token`), checked before
   * the body is validated by the one rule (http/captcha.ts, ARCHITECTURE "Captcha"), when the shop has a captcha
   * configured. `api/test/captcha.test.ts` keeps the list of endpoints that must declare it.
   */
  captcha?: CaptchaAction;
}

export type StaffAccess = StaffPermission | 'staff' | 'password' | 'anyone';

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type Success<E extends Endpoint> = E['responses'][Extract<keyof E['responses'], SuccessStatus>];
type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** The JSON a successful call answers (any of the 2xx answers). */
export type ResponseOf<E extends Endpoint> = Output<Success<E>>;
/** What the route's handler returns, before serialisation (the 2xx schemas' input). */
export type ReplyOf<E extends Endpoint> = Input<Success<E>>;
export type BodyOf<E extends Endpoint> = Input<E['body']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;
/** Path parameters as a client fills them in: each one a string or a number (the schema coerces). */
export type PathParamsOf<E extends Endpoint> = { [K in keyof Output<E['params']>]: string | number };
/** The parsed request parts a handler receives. */
export type ParsedParams<E extends Endpoint> = Output<E['params']>;
export type ParsedQuery<E extends Endpoint> = Output<E['query']>;
export type ParsedBody<E extends Endpoint> = Output<E['body']>;
export type ParsedHeaders<E extends Endpoint> = Output<E['headers']>;

/** The key a client names an endpoint by: `'PUT /cart/:cartId'`. */
export type KeyOf<E extends Endpoint> = E extends Endpoint ? `${E['method']} ${E['path']}` : never;

/** The endpoint of `key` among the union `E`. */
export type EndpointAt<E extends Endpoint, K extends string> = E extends Endpoint ? (KeyOf<E> extends K ? E : never) : never;

/** The declarations of endpoint modules (`typeof import('./features/carts/endpoints')`) as one union. */
export type EndpointsOf<M> = { [K in keyof M]: M[K] extends Endpoint ? M[K] : never }[keyof M];

/** What a client passes to a call: the path parameters, the query, the body, extra headers; only what the endpoint takes. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: PathParamsOf<E> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: never }) & { headers?: Record<string, string> };
