import sharp from 'sharp';
import { allImageSizes, imageFormats, imageSizes, imageVariant, type ImageFormat, type ImageSize } from '@konfety/domain/media';
import { checkKey, type FileStore } from './files';

/**
 * Stored pictures in every size and format (domain/media.ts): a picture stored as `relPath` (as the database and the
 * API name it, e.g. `products/12-1.webp`) is the files `images/{ico,mid,big}/{relPath}` in WebP and, with the
 * extension swapped, AVIF, served at `/images/{size}/…` (`imageUrl`). Made from an upload (JPEG, PNG, WebP, AVIF,
 * GIF, TIFF or SVG) at run time, and by the seed from its drawings. Loaded on its own (`@konfety/storage/media`):
 * sharp is large, and a process that stores no picture never needs it.
 */

/** The key of a stored picture's file in one size and format. */
export function imageKey(relPath: string, size: ImageSize, format: ImageFormat): string {
  return checkKey(`images/${size}/${imageVariant(relPath, format)}`);
}

/** Every file of a stored picture. */
export function imageKeys(relPath: string): Array<{ size: ImageSize; format: ImageFormat; key: string }> {
  return allImageSizes.flatMap((size) => imageFormats.map((format) => ({ size, format, key: imageKey(relPath, size, format) })));
}

/** An upload sharp cannot read as a picture (a feature answers it as its form's field error). */
export class UnreadableImage extends Error {
  constructor(cause: unknown) {
    super('not a picture the shop can read', { cause });
    this.name = 'UnreadableImage';
  }
}

/**
 * Encoder settings, chosen for the seed's time as much as for bytes (CPU per 800 px product picture:
 * WebP effort 0 ≈ 18 ms and 22 kB, AVIF effort 0 ≈ 29 ms and 12 kB; AVIF effort 2 would halve the file
 * again but takes 2.5× as long). The small sizes take WebP's effort 2 (cheap there, −30 % bytes).
 * AVIF at quality 50 with 4:2:0 chroma looks like the WebP at 80 on these flat drawings.
 */
function encode(pipeline: sharp.Sharp, format: ImageFormat, size: ImageSize): sharp.Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' });
  return pipeline.webp({ quality: 80, effort: size === 'big' ? 0 : 2, alphaQuality: 80 });
}

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/** An SVG's own width (its `width` attribute; 800, the seed's canvas, when it has none). */
function svgWidth(svg: string): number {
  return Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 800) || 800;
}

export interface StoreImageOptions {
  /**
   * Flattens the picture onto this colour and drops its alpha: for pictures that are opaque anyway (the seed's
   * drawings have a full background), whose AVIF then has no alpha plane to encode (−28 % time) and is smaller.
   */
  background?: string;
  /** Writes every file even where one exists (a new upload under an old name); by default only the missing ones. */
  replace?: boolean;
}

/**
 * Makes every size and format of a picture from `source` and writes them to `files`. An SVG is rasterised at each
 * width (sharp's density: sharp text and lines at every size); any other picture is turned upright by its EXIF
 * orientation and scaled to each width, its metadata (camera, place) left out. Each size is decoded once and encoded
 * from those pixels into each format (−15 % time against decoding per file). Without `replace` it skips the files
 * that exist, so a re-seed into the same storage is cheap and an older one (only some sizes or formats) is
 * completed. Returns whether it wrote anything.
 */
export async function storeImage(files: FileStore, relPath: string, source: Uint8Array | string, options: StoreImageOptions = {}): Promise<boolean> {
  const targets = imageKeys(relPath);
  const missing = options.replace ? targets : (await Promise.all(targets.map(async (t) => ((await files.head(t.key)) ? null : t)))).filter((t) => t !== null);
  if (missing.length === 0) return false;
  const input = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const svg = SVG_START.test(input.subarray(0, 512).toString('latin1')) ? input.toString('utf8') : null;
  await Promise.all(
    allImageSizes.map(async (size) => {
      const wanted = missing.filter((t) => t.size === size);
      if (wanted.length === 0) return;
      let pipeline =
        svg === null ? sharp(input).rotate().resize({ width: imageSizes[size] }) : sharp(input, { density: (72 * imageSizes[size]) / svgWidth(svg) });
      if (options.background) pipeline = pipeline.flatten({ background: options.background });
      const { data, info } = await pipeline
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((e: unknown) => {
          throw new UnreadableImage(e);
        });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      await Promise.all(wanted.map(async (t) => files.put(t.key, await encode(sharp(data, raw), t.format, size).toBuffer())));
    }),
  );
  return true;
}
