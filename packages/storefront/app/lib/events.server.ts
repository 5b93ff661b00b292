import type { EventCard } from '@konfety/api/contract';
import { shopDateFormat } from '@konfety/domain/i18n/icu';
import { pragueDate } from '@konfety/domain/calendar';
import type { EventCardData } from '../components/events/EventCard';
import { localeTag } from './locale-tags';
import type { Locale } from '../routing/route-names';

/**
 * When an event is, written in the language in Prague time: "sobota 12. prosince 2026, 10:00–14:00", or both ends
 * in full when it spans days.
 */
export function eventWhen(locale: Locale, startsAt: string, endsAt: string | null): string {
  const tag = localeTag(locale);
  const day = shopDateFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = shopDateFormat(tag, { hour: '2-digit', minute: '2-digit' });
  const start = new Date(startsAt);
  if (!endsAt) return `${day.format(start)}, ${time.format(start)}`;
  const end = new Date(endsAt);
  if (pragueDate(start) === pragueDate(end)) return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`;
  return `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}

export function eventCard(locale: Locale, event: EventCard): EventCardData {
  return { id: event.id, url: event.url, title: event.title, perex: event.perex, image: event.image, startsAt: event.starts_at, when: eventWhen(locale, event.starts_at, event.ends_at), location: event.location };
}
