import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issuesToFieldErrors } from '@konfety/domain/validation';
import { formatMessage, type MessageKey } from '@konfety/domain/i18n';

/**
 * The one error shape of the API: `{ error: machine code, message: text for
 * people, ...details }`. Validation failures add `errors` keyed by field.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function localeOf(request: FastifyRequest): string {
  return request.site?.locale ?? 'cs';
}

export function apiError(
  request: FastifyRequest,
  status: number,
  code: string,
  key: MessageKey,
  params: Record<string, unknown> = {},
  details: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, code, formatMessage(localeOf(request), key, params), details);
}

export const notFound = (request: FastifyRequest) => apiError(request, 404, 'not_found', 'api.notFound');
export const unauthorized = (request: FastifyRequest) => apiError(request, 401, 'unauthorized', 'api.unauthorized');

/**
 * A 422 with per-field messages, for rules a zod schema cannot express (e.g.
 * "not enough in stock"). The headline is the field's own message when one
 * field explains it, else the generic "the form has errors".
 */
export function fieldErrors(request: FastifyRequest, errors: Record<string, string[]>) {
  const messages = Object.values(errors).flat();
  const headline = messages.length === 1 ? messages[0]! : formatMessage(localeOf(request), 'api.validation');
  return new ApiError(422, 'validation', headline, { errors });
}

function send(reply: FastifyReply, err: ApiError) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.status(err.statusCode).send({ error: err.code, message: err.message, ...err.details });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed path parameter (a cart id that is not a number) names no resource: 404, like an unknown one.
      if (error.validationContext === 'params') return send(reply, notFound(request));
      const errors = issuesToFieldErrors(error.validation, localeOf(request));
      return send(reply, new ApiError(422, 'validation', formatMessage(localeOf(request), 'api.validation'), { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, apiError(request, 500, 'internal', 'api.internal'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, apiError(request, 500, 'internal', 'api.internal'));
    }
    if (status === 404) return send(reply, notFound(request));
    if (status === 415 || status === 400) {
      return send(reply, new ApiError(status, 'bad_request', formatMessage(localeOf(request), 'api.badRequest')));
    }
    if (status === 413) return send(reply, new ApiError(413, 'payload_too_large', formatMessage(localeOf(request), 'api.badRequest')));
    return send(reply, new ApiError(status, error.code ?? 'error', formatMessage(localeOf(request), 'api.badRequest')));
  });
  app.setNotFoundHandler((request, reply) => send(reply, notFound(request)));
}
