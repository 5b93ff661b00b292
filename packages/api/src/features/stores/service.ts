import { and, asc, eq, type SQL } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import type { StoreOut } from './schemas';

const b = schema.branches;

async function storesWhere(scope: SiteScope, where: SQL | undefined): Promise<StoreOut[]> {
  const rows = await scope.db
    .select({
      id: b.id,
      slug: b.slug,
      name: b.name,
      street: b.street,
      city: b.city,
      zip: b.zip,
      country_code: schema.countries.code,
      phone: b.phone,
      email: b.email,
      latitude: b.latitude,
      longitude: b.longitude,
      opening_hours: b.openingHours,
      note: b.note,
      translations: b.translations,
      image: b.image,
      is_prague: b.isPrague,
      pickup: b.pickupEnabled,
    })
    .from(b)
    .innerJoin(schema.countries, eq(schema.countries.id, b.countryId))
    .where(and(eq(b.kind, 'store'), eq(b.active, true), where))
    .orderBy(asc(b.position), asc(b.id));
  return rows.map(({ translations, ...row }) => ({
    ...row,
    // A language the note was not written in gets the Czech one: a store's offer is better told in Czech than not at all.
    note: translations[scope.locale]?.note ?? row.note,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    opening_hours: [...row.opening_hours].sort((x, y) => x.day - y.day),
  }));
}

/** The shop's stores (SPEC §2 /prodejny): every active one, in their order. The warehouse is no store. */
export function activeStores(scope: SiteScope): Promise<StoreOut[]> {
  return storesWhere(scope, undefined);
}

/** One active store, or 404. */
export async function activeStore(scope: SiteScope, id: number): Promise<StoreOut> {
  const [store] = await storesWhere(scope, eq(b.id, id));
  if (!store) throw notFound(scope.locale);
  return store;
}
