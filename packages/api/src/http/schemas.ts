import { z } from 'zod';

/** The error body every non-2xx answer carries (see http/errors.ts). */
export const errorResponse = z
  .object({
    error: z.string().meta({ description: 'Machine-readable code, e.g. not_found, validation, minimal_price' }),
    message: z.string().meta({ description: 'Text for people, in the site language' }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: 'Per-field messages (422)' }),
    value: z.number().optional(),
    retryAfter: z.number().optional(),
  })
  .passthrough()
  .meta({ id: 'Error' });

export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
  429: errorResponse,
} as const;

/** Money in API answers: integer minor units of CZK (haléře), tax-exclusive unless the field name says otherwise. */
export const money = z.number().int().meta({ description: 'Integer minor units (haléře) of CZK' });

export const localeParam = z.enum(['cs', 'sk', 'en']);

/** A calendar day of the shop (Prague), `2026-11-29`: the back office's date filters. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const idParam = z.coerce.number().int().positive().max(2147483647);

/** `?lang=` of content endpoints: the content language, the site's by default. */
export const langQuery = z.object({
  lang: localeParam.optional().meta({ description: "Content language: cs, sk or en; defaults to the request's site (client-url) language" }),
});
