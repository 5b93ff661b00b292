import { z } from 'zod';
import { videoTopics } from '@konfety/domain/videos';
import { idParam, langQuery } from '../../http/schemas';
import { categoryLinkSchema } from '../catalog/responses';

export const videoParams = z.object({ id: idParam });
export const videoQuery = langQuery;

/** A video as the library lists it. */
export const videoCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    topic: z.enum(videoTopics),
    duration_seconds: z.number().int(),
    poster: z.string().meta({ description: 'Poster picture path inside the size folders: /images/{ico|mid|big}/{poster} (WebP; the AVIF beside it)' }),
    published_at: z.string(),
  })
  .meta({ id: 'VideoCard' });

export const videoSchema = videoCardSchema
  .extend({
    description: z.string(),
    video_url: z.string().meta({ description: 'The file, served by the shop with byte ranges: /media/videos/{file}' }),
    video_type: z.string().meta({ description: 'MIME type of the file, for <source type>' }),
    captions: z
      .object({ url: z.string(), srclang: z.string() })
      .nullable()
      .meta({ description: 'WebVTT subtitles (/media/videos/{file}.vtt) and their language' }),
    categories: z.array(categoryLinkSchema).meta({ description: "Catalogue categories of the goods the video uses (by its topic), in the site's language" }),
  })
  .meta({ id: 'Video' });

export type VideoCardOut = z.infer<typeof videoCardSchema>;
export type VideoOut = z.infer<typeof videoSchema>;
