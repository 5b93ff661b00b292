import { z } from 'zod';

export const serviceSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    perex: z.string().meta({ description: 'Short plain-text teaser for cards' }),
    image: z.string().nullable().meta({ description: 'Image path inside the size folders: /images/{big|ico}/{image}' }),
    url: z.string().meta({ description: 'Storefront path /sluzby/{id}/{slug}' }),
  })
  .meta({ id: 'Service' });

export type ServiceOut = z.infer<typeof serviceSchema>;
