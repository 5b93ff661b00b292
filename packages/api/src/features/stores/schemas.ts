import { z } from 'zod';
import { idParam } from '../../http/schemas';

export const openingDaySchema = z
  .object({
    day: z.number().int().min(1).max(7).meta({ description: 'ISO weekday: 1 Monday … 7 Sunday' }),
    open: z.string().nullable().meta({ description: 'HH:MM (Prague time); null: closed that day' }),
    close: z.string().nullable(),
  })
  .meta({ id: 'OpeningDay' });

/** SPEC §3 Store: e-mail, phone, opening hours, and what a visitor needs to find and choose it. */
export const storeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    country_code: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
    phone: z.string(),
    email: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    opening_hours: z.array(openingDaySchema).meta({ description: 'Seven days, Monday first' }),
    note: z.string().nullable().meta({ description: 'What the store offers, in a sentence or two (plain text)' }),
    image: z.string().nullable().meta({ description: 'Photo path inside the size folders: /images/{big|mid|ico}/{image}' }),
    is_prague: z.boolean(),
    pickup: z.boolean().meta({ description: 'Whether e-shop orders can be picked up there' }),
  })
  .meta({ id: 'Store' });

export const storeParams = z.object({ id: idParam });

export type StoreOut = z.infer<typeof storeSchema>;
