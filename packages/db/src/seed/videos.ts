import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client';
import { videos } from '../schema/index';
import type { SeedContext } from './context';
import { DEMO_VIDEOS, demoVideoFiles } from './demo-videos';
import { writeFileIfChanged, writeImage } from './media';

/** The committed files of `scripts/generate-demo-videos.mjs`. */
const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media', 'videos');

const LOCALES = ['cs', 'sk', 'en'] as const;

/** A frame of the video as an SVG the image pipeline rasterises: 800 px wide, 16:9 like the video. */
function posterSvg(png: Buffer): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 960 540">` +
    `<image width="960" height="540" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
  );
}

/**
 * The how-to video library (/account/videos): the demo videos' files stored as `videos/…` (served at
 * /media/videos/…), their posters written into the image size folders (`videos/<slug>.webp` and `.avif`, shown
 * like any stored picture), and a row per video and language. Published a week apart, the newest last.
 */
export async function seedVideos(db: Db, ctx: SeedContext): Promise<void> {
  const rows: Array<typeof videos.$inferInsert> = [];
  for (const [i, video] of DEMO_VIDEOS.entries()) {
    const files = demoVideoFiles(video.slug);
    for (const file of [files.video, files.captions]) await writeFileIfChanged(ctx.files, `videos/${file}`, await readFile(path.join(SOURCE_DIR, file)));
    const poster = `videos/${video.slug}.webp`;
    await writeImage(ctx.files, poster, posterSvg(await readFile(path.join(SOURCE_DIR, files.poster))));
    for (const locale of LOCALES) {
      rows.push({
        locale,
        slug: video.slug,
        title: video.texts[locale].title,
        description: video.texts[locale].description,
        topic: video.topic,
        videoPath: `videos/${files.video}`,
        posterPath: poster,
        captionsPath: `videos/${files.captions}`,
        durationSeconds: video.seconds,
        position: i + 1,
        publishedAt: new Date(ctx.now.getTime() - (DEMO_VIDEOS.length - i) * 7 * 86400000),
      });
    }
    ctx.progress('videos', i + 1, DEMO_VIDEOS.length);
  }
  await db.insert(videos).values(rows);
}
