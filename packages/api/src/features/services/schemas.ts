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

/** A service's page: its card, its text as safe HTML, and the site's other services. */
export const serviceDetailSchema = serviceSchema
  .extend({
    content: z.string().meta({ description: 'HTML made safe (sanitize-html allow-list: formatted text and links)' }),
    others: z.array(serviceSchema).meta({ description: 'The other active services of the language, in their order' }),
  })
  .meta({ id: 'ServiceDetail' });

export type ServiceDetailOut = z.infer<typeof serviceDetailSchema>;
