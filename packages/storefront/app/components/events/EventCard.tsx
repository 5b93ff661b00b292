import { useLocalUrl } from '../catalog/shared';
import { RouterLink } from '../link/RouterLink';
import { Picture } from '../media/Picture';

export interface EventCardData {
  id: number;
  url: string;
  title: string;
  perex: string;
  image: string | null;
  startsAt: string;
  /** When, in words (lib/events.server.ts `eventWhen`). */
  when: string;
  location: string | null;
}

export function EventCard({ event }: { event: EventCardData }) {
  const local = useLocalUrl();
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}`}>
      <Picture path={event.image} alt="" slot="card" width={600} height={400} className="event-card__image" />
      <p className="event-card__when">
        <time dateTime={event.startsAt}>{event.when}</time>
      </p>
      <h3 id={`event-${event.id}`} className="event-card__title">
        <RouterLink to={local(event.url)}>{event.title}</RouterLink>
      </h3>
      <p>{event.perex}</p>
      {event.location ? <p className="event-card__where">{event.location}</p> : null}
    </article>
  );
}
