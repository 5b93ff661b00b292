import type { FastifyInstance } from 'fastify';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { pathOf, urlKind } from './url-kind';

/**
 * SPEC §2: a path with a trailing slash (other than the root) redirects
 * permanently to the same path without it, keeping the query. The fragment
 * never reaches the server; browsers carry it over a redirect by themselves.
 * The target obeys the one redirect rule (domain/redirect.ts): a path that is
 * no safe local path (a backslash, a control character …) goes home.
 */
export function registerTrailingSlashRedirect(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url;
    const path = pathOf(url);
    if (path.length <= 1 || !path.endsWith('/') || urlKind(path) === 'api') return;
    const trimmed = path.replace(/\/+$/, '') || '/';
    // "//evil.example" would be read by browsers as another host; the domain's rule refuses what is left ("/\\evil").
    const collapsed = trimmed.replace(/^\/{2,}/, '/');
    return reply.redirect(safeRedirectTarget(collapsed + url.slice(path.length)), 301);
  });
}
