import { createMessageFormatter, cs, en, sk } from '@konfety/domain/i18n';
import type { Locale } from '../routing/route-names';
import { type Packed, pack } from '../lib/packed';
import { accountCs, accountEn, accountSk } from './account';
import { authCs, authEn, authSk } from './auth';
import { cartCs, cartEn, cartSk } from './cart';
import { catalogCs, catalogEn, catalogSk } from './catalog';
import { footerCs, footerEn, footerSk } from './footer';
import { headerCs, headerEn, headerSk } from './header';
import { homeCs, homeEn, homeSk } from './home';
import { influencerCs, influencerEn, influencerSk } from './influencer';
import { infoCs, infoEn, infoSk } from './info';
import { blogCs, blogEn, blogSk } from './blog';
import { storesCs, storesEn, storesSk } from './stores';
import { inquiryCs, inquiryEn, inquirySk } from './inquiry';
import { eventsCs, eventsEn, eventsSk } from './events';
import { careersCs, careersEn, careersSk } from './careers';
import { ordersCs, ordersEn, ordersSk } from './orders';
import { profileCs, profileEn, profileSk } from './profile';
import { searchCs, searchEn, searchSk } from './search';
import { shellCs, shellEn, shellSk } from './shell';
import { videosCs, videosEn, videosSk } from './videos';
import { consentCs, consentEn, consentSk } from './consent';
import { introPopupCs, introPopupEn, introPopupSk } from './intro-popup';

/**
 * The storefront's catalogue, on the server only: the shared domain messages (validation, SPEC §8
 * notices …) plus the UI texts of each area. Czech is complete; Slovak and English fall back to Czech
 * for a missing key. The browser never loads it: each page's loaders send the patterns of the areas
 * the page shows (`messagesFor`), and `useT` formats those.
 */
const catalogues = {
  cs: { ...cs, ...shellCs, ...headerCs, ...footerCs, ...catalogCs, ...ordersCs, ...cartCs, ...homeCs, ...accountCs, ...authCs, ...profileCs, ...influencerCs, ...videosCs, ...searchCs, ...infoCs, ...blogCs, ...storesCs, ...inquiryCs, ...eventsCs, ...careersCs, ...consentCs, ...introPopupCs },
  sk: { ...sk, ...shellSk, ...headerSk, ...footerSk, ...catalogSk, ...ordersSk, ...cartSk, ...homeSk, ...accountSk, ...authSk, ...profileSk, ...influencerSk, ...videosSk, ...searchSk, ...infoSk, ...blogSk, ...storesSk, ...inquirySk, ...eventsSk, ...careersSk, ...consentSk, ...introPopupSk },
  en: { ...en, ...shellEn, ...headerEn, ...footerEn, ...catalogEn, ...ordersEn, ...cartEn, ...homeEn, ...accountEn, ...authEn, ...profileEn, ...influencerEn, ...videosEn, ...searchEn, ...infoEn, ...blogEn, ...storesEn, ...inquiryEn, ...eventsEn, ...careersEn, ...consentEn, ...introPopupEn },
};

export type UiKey = keyof typeof catalogues.cs;

/** A key's first segment: `catalog` of `catalog.sort.cheapest`. Messages travel to the browser by area. */
type AreaOf<K> = K extends `${infer Area}.${string}` ? Area : never;
export type MessageArea = AreaOf<UiKey>;

/** Patterns (ICU) by key, as a page's loader data carries them. */
export type Messages = Partial<Record<UiKey, string>>;

/** Formats a message on the server (actions, API fallbacks); components use `useT`. */
export const translate = createMessageFormatter<UiKey>(catalogues);

const picked = new Map<string, Packed<Messages>>();

/**
 * What a loader sends: a whole area (`cart`), or only the keys of an area that start with a prefix
 * (`cart.freeDelivery`, `catalog.added.`), for chrome that shows a few texts of an area that pages send in full.
 */
export type MessagePart = MessageArea | `${MessageArea}.${string}`;

/**
 * The patterns of every key of `parts` in `locale` (the Czech one where the locale has none), packed (one JSON
 * text in the page's data, lib/packed.ts); computed once per locale and parts.
 */
export function messagesFor(locale: Locale, parts: readonly MessagePart[]): Packed<Messages> {
  const cacheKey = `${locale}:${parts.join(',')}`;
  let packed = picked.get(cacheKey);
  if (!packed) {
    const own: Partial<Record<UiKey, string>> = catalogues[locale];
    const areas = new Set<string>(parts.filter((p) => !p.includes('.')));
    const prefixes = parts.filter((p) => p.includes('.'));
    const messages: Messages = {};
    for (const key of Object.keys(catalogues.cs) as UiKey[]) {
      if (areas.has(key.slice(0, key.indexOf('.'))) || prefixes.some((p) => key.startsWith(p))) messages[key] = own[key] ?? catalogues.cs[key];
    }
    packed = pack(messages);
    picked.set(cacheKey, packed);
  }
  return packed;
}
