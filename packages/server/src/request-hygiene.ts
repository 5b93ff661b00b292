import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { formatMessage } from '@konfety/domain/i18n';
import { localeOfPath, pageParamsFit, pageUploadBytes } from '@konfety/storefront/server';
import { pathOf, targetPathOf, urlKind } from './url-kind';

/**
 * The storefront's edge (everything outside /api, which has its own parsers
 * and limits): requests no page or form can answer are refused here with a
 * clear status and a JSON body, before React Router sees them —
 *
 * - a method other than GET, HEAD and POST (TRACE, PUT, OPTIONS …) → 405 with `Allow`;
 * - a POST whose body is not a form (JSON, text/plain, no content type …) → 415;
 * - a POST body larger than `STOREFRONT_BODY_LIMIT` → 413 (the storefront
 *   reads the raw request stream itself, so Fastify's body limit does not
 *   apply to it), and one of unstated length (chunked) → 411; a page that takes a file declares its own limit in the
 *   route table (`uploadBytes`, the job application's CV);
 * - a POST to a page whose route has no action → 405 with `Allow: GET, HEAD`, and one where there is no page
 *   (only the catch-all route matches, or the page refuses the route parameters) → 404 (`registerPostTargets`,
 *   after the CSRF check: it needs the built routes).
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

type Refusal = {
  status: 404 | 405 | 411 | 413 | 415;
  error: string;
  key: 'request.methodNotAllowed' | 'request.lengthRequired' | 'request.tooLarge' | 'request.unsupportedType' | 'error.pageNotFound';
  /** The methods the path does take, sent as `Allow` with a 405. */
  allow?: string;
};

/** Why a storefront request is refused at the edge, or null to let it through. */
export function refusal(method: string, headers: FastifyRequest['headers'], bodyLimit = STOREFRONT_BODY_LIMIT): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405, error: 'method_not_allowed', key: 'request.methodNotAllowed', allow: ALLOWED_METHODS.join(', ') };
  if (method !== 'POST') return null;
  if (!isFormContentType(headers['content-type'])) return { status: 415, error: 'unsupported_media_type', key: 'request.unsupportedType' };
  const length = headers['content-length'];
  if (length === undefined) return headers['transfer-encoding'] ? { status: 411, error: 'length_required', key: 'request.lengthRequired' } : null;
  if (!/^\d+$/.test(length) || Number(length) > bodyLimit) return { status: 413, error: 'payload_too_large', key: 'request.tooLarge' };
  return null;
}

function refuse(request: FastifyRequest, reply: FastifyReply, { status, error, key, allow }: Refusal) {
  const path = pathOf(request.url);
  if (allow) reply.header('allow', allow);
  // The body may be left unread: do not keep the connection for the rest of it.
  if (status === 413 || status === 411) reply.header('connection', 'close');
  // `ok: false` + `message`: the shape a form's clientAction shows next to the form.
  return reply.code(status).header('cache-control', 'no-store').send({ ok: false, error, message: formatMessage(localeOfPath(path), key) });
}

export function registerRequestHygiene(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (urlKind(request.url) === 'api') return;
    const refused = refusal(request.method, request.headers, (request.method === 'POST' ? pageUploadBytes(pathOf(request.url)) : null) ?? STOREFRONT_BODY_LIMIT);
    if (refused) return refuse(request, reply, refused);
  });
}

/** What a page whose route only loads takes. */
const PAGE_METHODS = 'GET, HEAD';

/** The build's flat route manifest as the tree `matchRoutes` takes. */
export function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string | undefined, Array<NonNullable<ServerBuild['routes'][string]>>>();
  for (const route of Object.values(routes)) {
    if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) => (index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) }));
  return childrenOf(undefined);
}

/**
 * Why a POST to `pathname` reaches no action of the storefront build (`routes`), or null when one takes it. The route
 * a POST goes to is the deepest that matches (as React Router picks it). A path only the catch-all claims, or one
 * whose parameters its page refuses (`paramsFit`), is no page (404, as its GET); a page whose route has no action
 * takes only GET and HEAD (405). React Router would answer both itself with a 405 and render the error page for it
 * without the root loader's data (after a failed action it runs only the loaders above the route whose boundary
 * shows the error, here the root): answered here, nothing is rendered.
 */
export function postTargets(routes: ServerBuild['routes'], paramsFit: (routeId: string, params: Record<string, string | undefined>) => boolean): (pathname: string) => Refusal | null {
  const tree = routeTree(routes);
  return (pathname) => {
    const leaf = matchRoutes(tree, targetPathOf(pathname))?.at(-1);
    const id = leaf?.route.id;
    if (!leaf || !id || leaf.route.path === '*' || !paramsFit(id, leaf.params)) return { status: 404, error: 'not_found', key: 'error.pageNotFound' };
    if (routes[id]?.module.action) return null;
    return { status: 405, error: 'method_not_allowed', key: 'request.methodNotAllowed', allow: PAGE_METHODS };
  };
}

/**
 * Refuses storefront POSTs no route can take (`postTargets`). Registered by the storefront's mount, after the CSRF
 * check (a cross-site post learns nothing of the routes), with the production build; `npm run dev` builds the app in
 * Vite per request, so there React Router answers them (the catch-all's action a 404, other pages a 405).
 */
export function registerPostTargets(app: FastifyInstance, build: ServerBuild) {
  const refusalOf = postTargets(build.routes, pageParamsFit);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const kind = urlKind(request.url);
    if (kind === 'api' || kind === 'route-manifest') return;
    const refused = refusalOf(pathOf(request.url));
    if (refused) return refuse(request, reply, refused);
  });
}
