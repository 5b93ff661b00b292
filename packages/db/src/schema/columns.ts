import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as integer minor units (haléře, centy): never floating point. */
export const money = (name?: string) => (name ? integer(name) : integer());

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Per-locale overrides of translatable fields, e.g. `{ sk: { name: '…' } }`; Czech lives in the columns. */
export const translations = <T extends Record<string, string | null>>() =>
  jsonb().$type<Partial<Record<string, Partial<T>>>>().notNull().default({});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of a row (migration 0020_search: normalised words and their stems, weighted), written by a
 * trigger from the row's texts and read only by the search's SQL (api catalog/search.ts), never by the application.
 */
export const searchVector = () => tsvector().notNull().default(sql`''::tsvector`);
