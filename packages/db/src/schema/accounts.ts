import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { countries, sites } from './sites';
import { createdAt, updatedAt } from './columns';

/** Customer groups. Id 2 is the influencer group (SPEC §1, §6). */
export const userGroups = pgTable('user_groups', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text(),
  discountPercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    phonePrefix: varchar({ length: 6 }),
    phone: varchar({ length: 20 }),
    groupId: integer().references(() => userGroups.id),
    scopes: text().array().notNull().default(sql`'{}'::text[]`),
    siteId: integer().references(() => sites.id),
    newsletter: boolean().notNull().default(false),
    /** When the customer agreed to the terms (registration); null for accounts made by the shop (seed, staff). */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/** Bearer tokens: only a SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: varchar({ length: 64 }),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * Every password reset request, whether or not the address has an account, counted per e-mail and per client
 * address inside a sliding window (the throttle; nothing here says whether an account exists).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_requests_email').on(t.email, t.createdAt), index('password_reset_requests_ip').on(t.ip, t.createdAt)],
);

/**
 * Every registration attempt that reached the database (its form was valid), counted per e-mail and per client
 * address inside a sliding window: the answer to a taken address (SPEC §8 "Účet s tímto e-mailem již existuje")
 * says that an account exists, so trying many addresses, or one address many times, is throttled.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registration_attempts_email').on(t.email, t.createdAt), index('registration_attempts_ip').on(t.ip, t.createdAt)],
);

/**
 * Failed logins, counted per e-mail and per client address inside a sliding window. An attempt is written before its
 * password is checked (so simultaneous guesses are counted); a successful login deletes the e-mail's rows.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email').on(t.email, t.createdAt), index('login_attempts_ip').on(t.ip, t.createdAt)],
);

const addressColumns = () => ({
  firstname: text().notNull(),
  lastname: text().notNull(),
  company: text(),
  companyId: varchar({ length: 12 }),
  vatId: varchar({ length: 14 }),
  street: text().notNull(),
  city: text().notNull(),
  zip: varchar({ length: 10 }).notNull(),
  countryId: integer().notNull().references(() => countries.id),
  phonePrefix: varchar({ length: 6 }),
  phone: varchar({ length: 20 }),
  email: text(),
});

/** Saved delivery addresses of a customer. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text(),
    ...addressColumns(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user').on(t.userId), uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`)],
);

/** One set of invoice details per customer (the /ucet/fakturacni-udaje screen). */
export const invoiceDetails = pgTable('invoice_details', {
  userId: integer().primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  updatedAt: updatedAt(),
});
