import { useCallback, useMemo } from 'react';
import { CZK, type Currency, formatCzkIn } from '@konfety/domain/format';
import type { Currency as ApiCurrency } from './api.server';
import { useOptionalShell } from './shell';

/** The fields of the API's currency (SPEC §3) that formatting needs. */
export type ShellCurrency = Pick<ApiCurrency, 'code' | 'rate' | 'decimals' | 'symbol_before' | 'symbol_after'>;

/**
 * The API's rate (a JSON number, units of the currency per 1 CZK) as the
 * positive decimal string the domain converts with, or null when it is not a
 * usable rate. Numbers JavaScript would print in exponent form (1e-7) are
 * written out in full.
 */
export function rateToDecimalString(rate: number | string | null | undefined): string | null {
  if (typeof rate === 'string') {
    const s = rate.trim();
    return /^\d+(\.\d+)?$/.test(s) && Number(s) > 0 ? s : rateToDecimalString(Number(s));
  }
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  const plain = String(rate);
  if (!/e/i.test(plain)) return plain;
  const fixed = rate.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return /^\d+(\.\d+)?$/.test(fixed) && Number(fixed) > 0 ? fixed : null;
}

/**
 * The shell's currency in the domain's shape. No currency (maintenance mode,
 * nothing loaded) or an unusable one falls back to CZK, so a price is always
 * shown rather than breaking the page.
 */
export function toDomainCurrency(currency: ShellCurrency | null | undefined): Currency {
  if (!currency) return CZK;
  const rate = rateToDecimalString(currency.rate);
  const decimals = currency.decimals;
  if (rate === null || !Number.isInteger(decimals) || decimals < 0 || decimals > 8) return CZK;
  return {
    code: currency.code,
    rate,
    decimals,
    symbolBefore: currency.symbol_before ?? '',
    symbolAfter: currency.symbol_after ?? '',
  };
}

/** The visitor's currency: the one their currency cookie names, else the site's default (SPEC §9). */
export function chosenCurrency<C extends { code: string; is_default: boolean }>(currencies: readonly C[], cookieCode: string | null): C | null {
  return currencies.find((c) => c.code === cookieCode) ?? currencies.find((c) => c.is_default) ?? null;
}

/** A CZK amount in haléře, converted to and formatted in the given currency (SPEC §9). */
export function formatShopPrice(minorCzk: number, currency: ShellCurrency | null | undefined, locale: string): string {
  return formatCzkIn(minorCzk, toDomainCurrency(currency), locale);
}

/**
 * The storefront's one price formatter: `price(129900)` → "1 299,00 Kč" in the
 * visitor's currency (`shell.currency`) and the page's locale. Amounts are
 * CZK haléře (integers); the separators are no-break spaces.
 */
export function usePrice(): (minorCzk: number) => string {
  const shell = useOptionalShell();
  const source = shell?.currency ?? null;
  const locale = shell?.locale ?? 'cs';
  const currency = useMemo(() => toDomainCurrency(source), [source]);
  return useCallback((minorCzk: number) => formatCzkIn(minorCzk, currency, locale), [currency, locale]);
}
