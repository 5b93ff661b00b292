import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { SiteScope } from '../../shop-context';
import type { ServiceOut } from './schemas';

/** The active services (decoration, costume rental, helium …) written in a language, in their order. */
export async function activeServices(scope: SiteScope, lang: string): Promise<ServiceOut[]> {
  const s = schema.services;
  const rows = await scope.db
    .select({ id: s.id, slug: s.slug, title: s.title, perex: s.perex, image: s.image })
    .from(s)
    .where(and(eq(s.locale, lang), eq(s.active, true)))
    .orderBy(asc(s.position), asc(s.id));
  return rows.map((row) => ({ ...row, url: `/sluzby/${row.id}/${row.slug}` }));
}
