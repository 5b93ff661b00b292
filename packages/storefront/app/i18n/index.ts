import { useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { formatIcu, type IcuParams } from '@konfety/domain/i18n/icu';
import type { Locale } from '../routing/route-names';
import type { Messages, UiKey } from './catalogue.server';
import { shellErrorsCs, shellErrorsEn, shellErrorsSk } from './shell-errors';
import { type Packed, unpack } from '../lib/packed';

export type { Messages, UiKey };
export type MessageParams = IcuParams;

/** Loader data that brings messages (`messagesFor`, packed): the root's (the shell's areas) and each page's own areas. */
export interface WithMessages {
  messages?: Packed<Messages>;
}

/** The error page's texts, in the bundle for when no loader data arrived (the root loader failed). */
const errorMessages: Record<Locale, Messages> = { cs: shellErrorsCs, sk: { ...shellErrorsCs, ...shellErrorsSk }, en: { ...shellErrorsCs, ...shellErrorsEn } };

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;

/** The message tables of the matched routes, the deepest first. */
function tablesOf(matches: ReadonlyArray<MatchLike>): Messages[] {
  const tables: Messages[] = [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    const messages = ((m?.loaderData ?? m?.data) as WithMessages | null | undefined)?.messages;
    if (messages) tables.push(unpack(messages));
  }
  return tables;
}

function formatFrom(tables: Messages[], locale: Locale, key: UiKey, params?: MessageParams): string {
  for (const table of tables) {
    const pattern = table[key];
    if (pattern !== undefined) return formatIcu(pattern, locale, params);
  }
  const fallback = errorMessages[locale][key];
  if (fallback !== undefined) return formatIcu(fallback, locale, params);
  // A key no loader sent: the page's loader must add its area (`messagesFor`). Loud while rendering on
  // the server, where the tests see it; the browser shows nothing rather than break the page.
  if (typeof document === 'undefined') throw new RangeError(`Message not sent to the page: ${key}`);
  console.error(`Message not sent to the page: ${key}`);
  return '';
}

/** A message from the loader data of `matches` (meta functions get them as an argument). */
export function messageOf(matches: ReadonlyArray<MatchLike>, locale: Locale, key: UiKey, params?: MessageParams): string {
  return formatFrom(tablesOf(matches), locale, key, params);
}

/** `t('shell.home')` in the locale of the current page, from the messages its loaders sent. */
export function useT() {
  const matches = useMatches();
  const locale = useLocale();
  return useMemo(() => {
    const tables = tablesOf(matches);
    return (key: UiKey, params?: MessageParams) => formatFrom(tables, locale, key, params);
  }, [matches, locale]);
}

export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  return data?.locale ?? 'cs';
}
