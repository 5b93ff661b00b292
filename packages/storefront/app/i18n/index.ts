import { useRouteLoaderData } from 'react-router';
import { createMessageFormatter, cs, en, type MessageParams, sk } from '@konfety/domain/i18n';
import type { Locale } from '../routing/route-names';
import { cartCs, cartEn, cartSk } from './cart';
import { catalogCs, catalogEn, catalogSk } from './catalog';
import { footerCs, footerEn, footerSk } from './footer';
import { headerCs, headerEn, headerSk } from './header';
import { homeCs, homeEn, homeSk } from './home';
import { ordersCs, ordersEn, ordersSk } from './orders';
import { shellCs, shellEn, shellSk } from './shell';

/**
 * The storefront's catalogue: the shared domain messages (validation, SPEC §8
 * notices …) plus the UI texts of each area. Czech is complete; Slovak and
 * English fall back to Czech for a missing key.
 */
const catalogues = {
  cs: { ...cs, ...shellCs, ...headerCs, ...footerCs, ...catalogCs, ...ordersCs, ...cartCs, ...homeCs },
  sk: { ...sk, ...shellSk, ...headerSk, ...footerSk, ...catalogSk, ...ordersSk, ...cartSk, ...homeSk },
  en: { ...en, ...shellEn, ...headerEn, ...footerEn, ...catalogEn, ...ordersEn, ...cartEn, ...homeEn },
};

export type UiKey = keyof typeof catalogues.cs;

export const translate = createMessageFormatter<UiKey>(catalogues);

/** `t('shell.home')` in the locale of the current page (from the root loader). */
export function useT() {
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  const locale = data?.locale ?? 'cs';
  return (key: UiKey, params?: MessageParams) => translate(locale, key, params);
}

export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  return data?.locale ?? 'cs';
}
