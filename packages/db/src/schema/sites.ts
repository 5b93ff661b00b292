import { boolean, char, integer, jsonb, numeric, pgTable, serial, smallint, text, varchar, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaxClass } from '@konfety/domain/pricing';

/** Currency id 1 is CZK, the default and tracking currency. `rate` = units of this currency per 1 CZK. */
export const currencies = pgTable('currencies', {
  id: serial().primaryKey(),
  code: char({ length: 3 }).notNull().unique(),
  symbolBefore: varchar({ length: 8 }).notNull().default(''),
  symbolAfter: varchar({ length: 8 }).notNull().default(''),
  decimals: smallint().notNull().default(2),
  rate: numeric({ precision: 18, scale: 8 }).notNull().default('1'),
  isDefault: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
});

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  code: char({ length: 2 }).notNull().unique(),
  name: jsonb().$type<Record<string, string>>().notNull(),
  phonePrefix: varchar({ length: 6 }),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** VAT rates per country and class; a product carries a class, the site's country picks the rate. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    countryId: integer().notNull().references(() => countries.id),
    taxClass: varchar({ length: 16 }).$type<TaxClass>().notNull(),
    rate: numeric({ precision: 5, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('tax_rates_country_class').on(t.countryId, t.taxClass)],
);

/** A storefront (Czech or Slovak shop), chosen by the `client-url` request header. */
export const sites = pgTable('sites', {
  id: serial().primaryKey(),
  code: varchar({ length: 8 }).notNull().unique(),
  name: text().notNull(),
  url: text().notNull().unique(),
  locale: varchar({ length: 5 }).notNull(),
  currencyId: integer().notNull().references(() => currencies.id),
  countryId: integer().notNull().references(() => countries.id),
  bankAccount: text().notNull(),
  bankIban: varchar({ length: 34 }).notNull(),
  bankBic: varchar({ length: 11 }),
  email: text().notNull(),
  phone: text().notNull(),
  isDefault: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
});
