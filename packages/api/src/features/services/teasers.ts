import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { SiteScope } from '../../shop-context';
import { notFound } from '../../errors';
import { safePageHtml } from '../content/page-html';
import type { ServiceDetailOut, ServiceOut } from './schemas';

/** The active services (decoration, costume rental, helium …) written in a language, in their order. */
export async function activeServices(scope: SiteScope, lang: string): Promise<ServiceOut[]> {
  const s = schema.services;
  const rows = await scope.db
    .select({ id: s.id, slug: s.slug, title: s.title, perex: s.perex, image: s.image })
    .from(s)
    .where(and(eq(s.locale, lang), eq(s.active, true)))
    .orderBy(asc(s.position), asc(s.id));
  return rows.map(withUrl);
}

const withUrl = <T extends { id: number; slug: string }>(row: T) => ({ ...row, url: `/sluzby/${row.id}/${row.slug}` });

/** An active service's page with the other services of its language (two statements), or 404. */
export async function activeService(scope: SiteScope, id: number): Promise<ServiceDetailOut> {
  const s = schema.services;
  const [row] = await scope.db
    .select({ id: s.id, slug: s.slug, title: s.title, perex: s.perex, image: s.image, content: s.content, locale: s.locale })
    .from(s)
    .where(and(eq(s.id, id), eq(s.active, true)));
  if (!row) throw notFound(scope.locale);
  const { locale, content, ...card } = row;
  const others = (await activeServices(scope, locale)).filter((other) => other.id !== id);
  return { ...withUrl(card), content: safePageHtml(content), others };
}
