import { formatMessage, type MessageKey } from '@konfety/domain/i18n';

/**
 * The one error shape of the API: `{ error: machine code, message: text for
 * people, ...details }`. Validation failures add `errors` keyed by field.
 * Services throw it without knowing about HTTP (the message is formatted in
 * the context's locale); `http/errors.ts` turns it into the response.
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

export function apiError(
  locale: string,
  status: number,
  code: string,
  key: MessageKey,
  params: Record<string, unknown> = {},
  details: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, code, formatMessage(locale, key, params), details);
}

export const notFound = (locale: string) => apiError(locale, 404, 'not_found', 'api.notFound');
export const unauthorized = (locale: string) => apiError(locale, 401, 'unauthorized', 'api.unauthorized');

/**
 * A 422 with per-field messages, for rules a zod schema cannot express (e.g.
 * "not enough in stock"). The headline is the field's own message when one
 * field explains it, else the generic "the form has errors".
 */
export function fieldErrors(locale: string, errors: Record<string, string[]>) {
  const messages = Object.values(errors).flat();
  const headline = messages.length === 1 ? messages[0]! : formatMessage(locale, 'api.validation');
  return new ApiError(422, 'validation', headline, { errors });
}
