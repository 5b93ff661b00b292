import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Endpoint, ParsedBody, ParsedHeaders, ParsedParams, ParsedQuery, ReplyOf } from '../endpoint';
import { captchaCheck, captchaHeaders } from './captcha';
import { SHARED_CACHE } from './shared-cache';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
  Headers: ParsedHeaders<E>;
}>;

/** A route's handler: the request parsed by the declaration's schemas, the answer checked against its 2xx schemas. */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<[ReplyOf<E>] extends [never] ? FastifyReply : ReplyOf<E>>;

/**
 * Registers the route of a declaration (`defineEndpoint`) on `app`: its schemas validate and serialise (the
 * zod type provider's compilers, set once per API in app.ts) and make its OpenAPI operation, in whatever
 * prefix and document `app` belongs to (the shop API under /api, the back office under its own).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: { preValidation?: preValidationAsyncHookHandler } = {}): void {
  const { method, path, params, query, body, responses, tags, summary, description, security, shared, bodyLimit, access, captcha } = endpoint;
  // An endpoint with a captcha takes its token in a header, which its operation documents (the check: http/captcha.ts).
  const headers = captcha ? (endpoint.headers === undefined ? captchaHeaders : (endpoint.headers as typeof captchaHeaders).extend(captchaHeaders.shape)) : endpoint.headers;
  const schema = {
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(security === undefined ? {} : { security }),
    ...(headers === undefined ? {} : { headers }),
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { querystring: query }),
    ...(body === undefined ? {} : { body }),
    ...(Object.keys(responses).length === 0 ? {} : { response: responses }),
  };
  app.route({
    method,
    url: path,
    schema,
    ...(shared || access ? { config: { ...(shared ? SHARED_CACHE : {}), ...(access ? { access } : {}) } } : {}),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    // A route's own hooks run after its scope's (a feature's login check), so a captcha is verified only for a request that passed them.
    ...(options.preValidation || captcha ? { preValidation: [options.preValidation, captcha && captchaCheck(captcha)].filter((hook) => !!hook) } : {}),
    handler: handler as never,
  });
}
