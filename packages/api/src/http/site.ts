import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError } from '../errors';
import type { SiteContext } from '../sites';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * SPEC §7: every request names its shop in the `client-url` header (the
 * storefront's own URL). A URL that matches no site is refused, so a typo never
 * silently shows the wrong shop. Without the header — what a browser asks itself:
 * an order's QR image, an invoice's PDF — the site is the one of the request's host
 * (the Slovak shop's pages are on its own host), else the default (Czech) one.
 */
export function registerSiteResolution(app: FastifyInstance, sites: SiteContext[]) {
  const byHost = new Map<string, SiteContext>();
  for (const s of sites) {
    const host = hostOf(s.url);
    if (host) byHost.set(host, s);
  }
  const fallback = sites.find((s) => s.isDefault) ?? sites[0];
  if (!fallback) throw new Error('No active site in the database: run the seed (npm run seed).');
  app.decorateRequest('site', null as unknown as SiteContext);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers['client-url'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) {
      request.site = byHost.get(request.host.toLowerCase()) ?? fallback;
      return;
    }
    const host = hostOf(value.includes('://') ? value : `https://${value}`);
    const site = host ? byHost.get(host) : undefined;
    if (!site) {
      throw new ApiError(400, 'unknown_site', formatMessage('cs', 'api.unknownSite', { url: value.slice(0, 200) }));
    }
    request.site = site;
  });
}
