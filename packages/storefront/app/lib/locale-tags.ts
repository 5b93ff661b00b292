/** The BCP 47 tag the shop formats dates and numbers of a language with (Czech for one it does not know). */
const LOCALE_TAGS: Record<string, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

export function localeTag(locale: string): string {
  return LOCALE_TAGS[locale] ?? 'cs-CZ';
}
