import { and, desc, eq, lte } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { safePageHtml } from './page-html';
import type { CareerCardOut, CareerOut } from './schemas';

const career = schema.careers;
const b = schema.branches;

const cardColumns = {
  id: career.id,
  slug: career.slug,
  title: career.title,
  perex: career.perex,
  location: career.location,
  employmentType: career.employmentType,
  publishedAt: career.publishedAt,
  branchId: b.id,
  branchName: b.name,
  branchCity: b.city,
};
type CardRow = { id: number; slug: string; title: string; perex: string; location: string; employmentType: string; publishedAt: Date; branchId: number | null; branchName: string | null; branchCity: string | null };

function card(row: CardRow): CareerCardOut {
  return {
    id: row.id,
    slug: row.slug,
    url: `/kariera/${row.id}/${row.slug}`,
    title: row.title,
    perex: row.perex,
    location: row.location,
    employment_type: row.employmentType,
    published_at: row.publishedAt.toISOString(),
    store: row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName, city: row.branchCity ?? '' } : null,
  };
}

/** An open position: active, published by now, of the site's language. */
const open = (scope: SiteScope) => and(eq(career.locale, scope.site.locale), eq(career.active, true), lte(career.publishedAt, scope.now));

/** SPEC §2 /kariera: the open positions, newest first, each with its store (one statement). */
export async function careerList(scope: SiteScope): Promise<CareerCardOut[]> {
  const rows = await scope.db.select(cardColumns).from(career).leftJoin(b, and(eq(b.id, career.branchId), eq(b.kind, 'store'))).where(open(scope)).orderBy(desc(career.publishedAt), desc(career.id));
  return rows.map(card);
}

/** An open position with its safe HTML; 404 for one that is filled or unknown. */
export async function careerDetail(scope: SiteScope, id: number): Promise<CareerOut> {
  const [row] = await scope.db
    .select({ ...cardColumns, content: career.content })
    .from(career)
    .leftJoin(b, and(eq(b.id, career.branchId), eq(b.kind, 'store')))
    .where(and(open(scope), eq(career.id, id)));
  if (!row) throw notFound(scope.locale);
  return { ...card(row), content: safePageHtml(row.content) };
}
