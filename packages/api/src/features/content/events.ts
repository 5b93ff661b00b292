import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { safePageHtml } from './page-html';
import type { EventCardOut, EventListOut, EventOut } from './schemas';

const event = schema.events;

/** How many past events the list shows: the latest ones, as a record of what the shop does. */
export const PAST_EVENTS_SHOWN = 6;

const cardColumns = { id: event.id, slug: event.slug, title: event.title, perex: event.perex, image: event.image, startsAt: event.startsAt, endsAt: event.endsAt, location: event.location };
type CardRow = { id: number; slug: string; title: string; perex: string; image: string | null; startsAt: Date; endsAt: Date | null; location: string | null };

function card(row: CardRow): EventCardOut {
  return {
    id: row.id,
    slug: row.slug,
    url: `/eventy/${row.id}/${row.slug}`,
    title: row.title,
    perex: row.perex,
    image: row.image,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    location: row.location,
  };
}

const visible = (scope: SiteScope): SQL => and(eq(event.locale, scope.site.locale), eq(event.active, true))!;
/** Over once it has ended (or, without an end, once it has started). */
const endOf = sql`coalesce(${event.endsAt}, ${event.startsAt})`;

/** SPEC §2 /eventy: the upcoming and running events, soonest first, and the latest past ones (one statement each, run together). */
export async function eventList(scope: SiteScope): Promise<EventListOut> {
  const [upcoming, past] = await Promise.all([
    scope.db.select(cardColumns).from(event).where(and(visible(scope), gte(endOf, scope.now))).orderBy(asc(event.startsAt), asc(event.id)),
    scope.db.select(cardColumns).from(event).where(and(visible(scope), lt(endOf, scope.now))).orderBy(desc(event.startsAt), desc(event.id)).limit(PAST_EVENTS_SHOWN),
  ]);
  return { upcoming: upcoming.map(card), past: past.map(card) };
}

/** An event of the site's language with its safe HTML and its store, whether past or not (its page stays); 404 otherwise. */
export async function eventDetail(scope: SiteScope, id: number): Promise<EventOut> {
  const b = schema.branches;
  const [row] = await scope.db
    .select({ ...cardColumns, content: event.content, branchId: b.id, branchName: b.name })
    .from(event)
    .leftJoin(b, eq(b.id, event.branchId))
    .where(and(visible(scope), eq(event.id, id)));
  if (!row) throw notFound(scope.locale);
  return {
    ...card(row),
    content: safePageHtml(row.content),
    past: (row.endsAt ?? row.startsAt).getTime() < scope.now.getTime(),
    store: row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
  };
}
