import { eq } from 'drizzle-orm';
import type { Db } from '@konfety/db';
import { schema } from '@konfety/db';
import { rateToBasisPoints, type TaxClass } from '@konfety/domain/pricing';

/** One shop site (SPEC §7 `client-url`): its language, currency, VAT rates per tax class and bank account. */
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
  /** Optional in the QR codes; null when not configured. */
  bankBic: string | null;
  currency: { id: number; code: string; decimals: number; rate: string; symbolBefore: string; symbolAfter: string };
  /** VAT basis points per tax class in this site's country. */
  taxRates: Record<TaxClass, { id: number; bp: number }>;
  isDefault: boolean;
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
    bankBic: site.bankBic,
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
