import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@konfety/domain/i18n';
import { localeOfPath } from '@konfety/storefront/app/routing/route-names';

/**
 * The storefront's edge (everything outside /api, which has its own parsers
 * and limits): requests no page or form can answer are refused here with a
 * clear status and a JSON body, before React Router sees them —
 *
 * - a method other than GET, HEAD and POST (TRACE, PUT, OPTIONS …) → 405 with `Allow`;
 * - a POST whose body is not a form (JSON, text/plain, no content type …) → 415;
 * - a POST body larger than `STOREFRONT_BODY_LIMIT` → 413 (the storefront
 *   reads the raw request stream itself, so Fastify's body limit does not
 *   apply to it), and one of unstated length (chunked) → 411.
 *
 * A form that claims to be a form but does not parse is `readForm`'s 400
 * (storefront lib/forms.server.ts).
 */
export const STOREFRONT_BODY_LIMIT = 64 * 1024;

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether a `content-type` names one of the form encodings (multipart only with its boundary). */
export function isFormContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = '', ...params] = header.split(';').map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) return false;
  return mediaType !== 'multipart/form-data' || params.some((p) => /^boundary=./i.test(p));
}

type Refusal = { status: 405 | 411 | 413 | 415; error: string; key: 'request.methodNotAllowed' | 'request.lengthRequired' | 'request.tooLarge' | 'request.unsupportedType' };

/** Why a storefront request is refused at the edge, or null to let it through. */
export function refusal(method: string, headers: FastifyRequest['headers']): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405, error: 'method_not_allowed', key: 'request.methodNotAllowed' };
  if (method !== 'POST') return null;
  if (!isFormContentType(headers['content-type'])) return { status: 415, error: 'unsupported_media_type', key: 'request.unsupportedType' };
  const length = headers['content-length'];
  if (length === undefined) return headers['transfer-encoding'] ? { status: 411, error: 'length_required', key: 'request.lengthRequired' } : null;
  if (!/^\d+$/.test(length) || Number(length) > STOREFRONT_BODY_LIMIT) return { status: 413, error: 'payload_too_large', key: 'request.tooLarge' };
  return null;
}

function refuse(request: FastifyRequest, reply: FastifyReply, { status, error, key }: Refusal) {
  const path = request.url.split('?')[0] ?? '/';
  if (status === 405) reply.header('allow', ALLOWED_METHODS.join(', '));
  // The body may be left unread: do not keep the connection for the rest of it.
  if (status === 413 || status === 411) reply.header('connection', 'close');
  // `ok: false` + `message`: the shape a form's clientAction shows next to the form.
  return reply.code(status).header('cache-control', 'no-store').send({ ok: false, error, message: formatMessage(localeOfPath(path), key) });
}

export function registerRequestHygiene(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return;
    const refused = refusal(request.method, request.headers);
    if (refused) return refuse(request, reply, refused);
  });
}
