import type { FastifyInstance } from 'fastify';
import type { Config } from '@konfety/config';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { ACTIVE_LOCALES, localeOfPath, localeSite, type SiteCode } from '@konfety/storefront/server';
import { pathOf, urlKind } from './url-kind';

/**
 * The Czech and the Slovak shop on their own hosts (SITE_URL_CZ, SITE_URL_SK; ARCHITECTURE "The Slovak shop"). A page's
 * path names its language, and each language's pages live on one site (storefront `localeSite`): a page asked on the
 * other site's host moves there for good (301), path and query kept — `konfety.cz/sk/predajne` is
 * `konfety.sk/sk/predajne`, `konfety.sk/prodejny` is `konfety.cz/prodejny`. Without it the same Slovak page would answer
 * on both hosts, one of them in the Czech shop's currency and delivery. The root `/` is the storefront's to decide (the
 * Slovak site's root is its `/sk`, and the locale cookie may name another language: routes/home.tsx).
 *
 * Nothing moves while Slovak is not live or both sites share one host, nor on a host that is no site's (an address the
 * shop is reached at directly: 127.0.0.1, a health check's).
 */
export function registerSiteHosts(app: FastifyInstance, config: Config) {
  const origins: Record<SiteCode, URL> = { cz: new URL(config.sites.cz.url), sk: new URL(config.sites.sk.url) };
  if (!ACTIVE_LOCALES.includes('sk') || origins.cz.host.toLowerCase() === origins.sk.host.toLowerCase()) return;
  const siteOfHost = new Map<string, SiteCode>([
    [origins.cz.host.toLowerCase(), 'cz'],
    [origins.sk.host.toLowerCase(), 'sk'],
  ]);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = pathOf(request.url);
    if (path === '/' || urlKind(request.url) !== 'page') return;
    const here = siteOfHost.get(request.host.toLowerCase());
    const owner = localeSite[localeOfPath(path)];
    if (here === undefined || here === owner) return;
    return reply.redirect(`${origins[owner].origin}${safeRedirectTarget(request.url)}`, 301);
  });
}
