import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { issuesToFieldErrors } from '@konfety/domain/validation';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError, apiError, notFound } from '../errors';
import { safeError, sqlState } from '../logger';

export function localeOf(request: FastifyRequest): string {
  return request.site?.locale ?? 'cs';
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
      if (error.validationContext === 'params') return send(reply, notFound(localeOf(request)));
      const errors = issuesToFieldErrors(error.validation, localeOf(request));
      return send(reply, new ApiError(422, 'validation', formatMessage(localeOf(request), 'api.validation'), { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: safeError(error), issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, apiError(localeOf(request), 500, 'internal', 'api.internal'));
    }
    const locale = localeOf(request);
    // A value the database refuses as data (SQLSTATE class 22: bad encoding, a character it cannot store, a
    // number out of range …) came from the client: the schemas should have refused it, so it is logged, but
    // it is the client's 400, never a 500.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn({ err: safeError(error) }, 'the database refused a value the schemas let through');
      return send(reply, new ApiError(400, 'bad_request', formatMessage(locale, 'api.badRequest')));
    }
    const status = typeof error.statusCode === 'number' && state === null ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: safeError(error) }, 'unhandled error');
      return send(reply, apiError(locale, 500, 'internal', 'api.internal'));
    }
    if (status === 404) return send(reply, notFound(locale));
    if (status === 413) return send(reply, new ApiError(413, 'payload_too_large', formatMessage(locale, 'api.payloadTooLarge')));
    if (status === 415) return send(reply, new ApiError(415, 'unsupported_media_type', formatMessage(locale, 'api.unsupportedMediaType')));
    if (status === 405) return send(reply, new ApiError(405, 'method_not_allowed', formatMessage(locale, 'api.badRequest')));
    if (status === 400) return send(reply, new ApiError(400, 'bad_request', formatMessage(locale, 'api.badRequest')));
    return send(reply, new ApiError(status, error.code ?? 'error', formatMessage(locale, 'api.badRequest')));
  });
  app.setNotFoundHandler((request, reply) => send(reply, notFound(localeOf(request))));
}
