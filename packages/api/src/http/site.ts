import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '@konfety/db';
import { schema } from '@konfety/db';
import { rateToBasisPoints, type TaxClass } from '@konfety/domain/pricing';
import { ApiError } from './errors';
import { formatMessage } from '@konfety/domain/i18n';

export interface SiteContext {
  id: number;
  code: string;
  name: string;
  url: string;
  locale: string;
  countryId: number;
  countryCode: string;
  bankAccount: string;
  bankIban: string;
  currency: { id: number; code: string; decimals: number; rate: string; symbolBefore: string; symbolAfter: string };
  /** VAT basis points per tax class in this site's country. */
  taxRates: Record<TaxClass, { id: number; bp: number }>;
  isDefault: boolean;
}

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

/** Sites change only with a deploy or an admin action; they are read once and kept in memory. */
export async function loadSites(db: Db): Promise<SiteContext[]> {
  const rows = await db
    .select({ site: schema.sites, currency: schema.currencies, country: schema.countries })
    .from(schema.sites)
    .innerJoin(schema.currencies, eq(schema.currencies.id, schema.sites.currencyId))
    .innerJoin(schema.countries, eq(schema.countries.id, schema.sites.countryId))
    .where(eq(schema.sites.active, true));
  const rates = await db.select().from(schema.taxRates);
  return rows.map(({ site, currency, country }) => ({
    id: site.id,
    code: site.code,
    name: site.name,
    url: site.url,
    locale: site.locale,
    countryId: site.countryId,
    countryCode: country.code,
    bankAccount: site.bankAccount,
    bankIban: site.bankIban,
    isDefault: site.isDefault,
    currency: {
      id: currency.id,
      code: currency.code,
      decimals: currency.decimals,
      rate: currency.rate,
      symbolBefore: currency.symbolBefore,
      symbolAfter: currency.symbolAfter,
    },
    taxRates: Object.fromEntries(
      rates.filter((r) => r.countryId === site.countryId).map((r) => [r.taxClass, { id: r.id, bp: rateToBasisPoints(r.rate) }]),
    ) as SiteContext['taxRates'],
  }));
}

/**
 * SPEC §7: every request names its shop in the `client-url` header (the
 * storefront's own URL). No header means the default (Czech) site; a URL that
 * matches no site is refused, so a typo never silently shows the wrong shop.
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
    request.site = fallback;
    const header = request.headers['client-url'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) return;
    const host = hostOf(value.includes('://') ? value : `https://${value}`);
    const site = host ? byHost.get(host) : undefined;
    if (!site) {
      throw new ApiError(400, 'unknown_site', formatMessage('cs', 'api.unknownSite', { url: value.slice(0, 200) }));
    }
    request.site = site;
  });
}
