import { z } from 'zod';

/**
 * SPEC §7 reference lists. Every list answer has one envelope: `{ data: [...] }`
 * (the same as /api/me's `data`), so a client reads `.data` everywhere.
 */
export const listEnvelope = <T extends z.ZodType>(item: T, description: string) =>
  z.object({ data: z.array(item).meta({ description }) });

export const currencySchema = z
  .object({
    id: z.number().int().meta({ description: 'Currency id; 1 is CZK, the default and tracking currency' }),
    code: z.string().meta({ description: 'ISO 4217 code, e.g. CZK, EUR' }),
    symbol_before: z.string().meta({ description: 'Symbol written before the amount (may be empty)' }),
    symbol_after: z.string().meta({ description: 'Symbol written after the amount (may be empty), e.g. Kč' }),
    decimals: z.number().int().meta({ description: 'Decimal places to show' }),
    rate: z.number().meta({
      description:
        'Units of this currency per 1 CZK, as a JSON number (CZK is 1). A CZK amount times the rate is the amount in this currency, e.g. 100 CZK × 0.04 = 4 EUR.',
    }),
    is_default: z.boolean().meta({ description: "True for the site's own currency (CZK on the Czech shop, EUR on the Slovak one): prices are shown in it unless the visitor chose another" }),
  })
  .meta({ title: 'Currency' });

export const countrySchema = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2 code, e.g. CZ' }),
    name: z.string().meta({ description: 'Country name in the requested locale' }),
    phone_prefix: z.string().nullable().meta({ description: 'International dialling prefix, e.g. +420' }),
  })
  .meta({ title: 'Country' });

export const searchPlaceholderSchema = z
  .object({ text: z.string().meta({ description: 'Text the search box types out (SPEC §4: 50 ms per character)' }) })
  .meta({ title: 'SearchPlaceholder' });

export type CurrencyOut = z.infer<typeof currencySchema>;
export type CountryOut = z.infer<typeof countrySchema>;
export type SearchPlaceholderOut = z.infer<typeof searchPlaceholderSchema>;
