import { asc, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { SiteScope } from '../../shop-context';
import { cachedShellData } from '../../cache';
import type { CountryOut, CurrencyOut, SearchPlaceholderOut } from './schemas';

/**
 * Active currencies, CZK (id 1) first; the default is the site's own currency (the Slovak shop's EUR), the one its
 * prices are shown in until the visitor picks another and its orders are placed in.
 */
export async function activeCurrencies(scope: SiteScope): Promise<CurrencyOut[]> {
  // Shell data: cached until a currencies change (cache/, ARCHITECTURE "Caching and several processes"), per site.
  const siteCurrency = scope.site.currency.id;
  return cachedShellData(scope.db, `currencies:${scope.site.code}`, ['currencies'], async () => {
    const rows = await scope.db.select().from(schema.currencies).where(eq(schema.currencies.active, true)).orderBy(asc(schema.currencies.id));
    return rows.map((c) => ({
      id: c.id,
      code: c.code,
      symbol_before: c.symbolBefore,
      symbol_after: c.symbolAfter,
      decimals: c.decimals,
      rate: Number(c.rate),
      is_default: c.id === siteCurrency,
    }));
  });
}

/** Active countries in display order with names in `locale` (Czech, then the code, where a name is missing). */
export async function activeCountries(scope: SiteScope, locale: string): Promise<CountryOut[]> {
  const rows = await scope.db
    .select()
    .from(schema.countries)
    .where(eq(schema.countries.active, true))
    .orderBy(asc(schema.countries.position), asc(schema.countries.id));
  return rows.map((c) => ({ id: c.id, code: c.code, name: c.name[locale] ?? c.name.cs ?? c.code, phone_prefix: c.phonePrefix }));
}

/** The search box's placeholder texts in the site's language. */
export async function searchPlaceholders(scope: SiteScope): Promise<SearchPlaceholderOut[]> {
  const locale = scope.site.locale;
  return cachedShellData(scope.db, `search_placeholders:${locale}`, ['search_placeholders'], () =>
    scope.db
      .select({ text: schema.searchPlaceholders.text })
      .from(schema.searchPlaceholders)
      .where(eq(schema.searchPlaceholders.locale, locale))
      .orderBy(asc(schema.searchPlaceholders.position), asc(schema.searchPlaceholders.id)),
  );
}
