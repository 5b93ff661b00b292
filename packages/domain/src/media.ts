/**
 * SPEC §9: product images live in size folders; `noimage` stands in when a product has none.
 *
 * URL shape: `/images/{size}/{path}`, where `path` is what the API returns (relative to the size folder, e.g.
 * "products/12-1.webp"). Every stored picture exists in every size folder and in every format of
 * `imageFormats`, the format swapping the extension ("products/12-1.avif"); the seed writes them all
 * (db/src/seed/media.ts). A size is the picture's width in pixels (product pictures are square; banners keep
 * their proportions at that width).
 *
 * - `ico` (160): thumbnails and icons shown at 32–80 CSS px (gallery thumbnails, mega menu, cart, category
 *   chips), and 1× category tiles and service cards;
 * - `mid` (320): product cards at 1× and ~1.75× (a card is 150–300 CSS px wide), tiles and service cards at 2×;
 * - `big` (800): the product gallery (up to 600 CSS px), cards on 2× screens, the promo strip.
 */
export const imageSizes = { ico: 160, mid: 320, big: 800 } as const;
export type ImageSize = keyof typeof imageSizes;
/** Every size, narrowest first. */
export const allImageSizes: readonly ImageSize[] = ['ico', 'mid', 'big'];

/**
 * Thumbnails — pictures shown at most `THUMBNAIL_MAX_WIDTH` CSS px wide (the cart's lines, the header cart, gallery
 * thumbnails, menu icons) — offer only the `ico` file: 160 px covers them on a 2× screen and near enough on a 3×
 * one, and a phone never fetches a bigger file for a 56 px picture.
 */
export const THUMBNAIL_MAX_WIDTH = 80;
export const thumbnailSizes: readonly ImageSize[] = ['ico'];

/** Formats of every stored picture, best first: AVIF (about half of WebP at 800 px), WebP for the rest. */
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const NOIMAGE = 'noimage.webp';

/** The stored path in another format: the extension is swapped ("products/12-1.webp" → "products/12-1.avif"). */
export function imageVariant(path: string, format: ImageFormat): string {
  return `${path.replace(/\.[^./]*$/, '')}.${format}`;
}

/**
 * Public URL path of a stored image in a size folder; without `format` the stored file itself (the API's
 * URLs), with it that format's variant. A missing path is the placeholder.
 */
export function imageUrl(path: string | null | undefined, size: ImageSize, format?: ImageFormat): string {
  const stored = path || NOIMAGE;
  return `/images/${size}/${format ? imageVariant(stored, format) : stored}`;
}

/** `srcset` of one format over the given sizes (narrowest first): "/images/ico/x.avif 160w, /images/mid/x.avif 320w". */
export function imageSrcSet(path: string | null | undefined, format: ImageFormat, sizes: readonly ImageSize[] = allImageSizes): string {
  return allImageSizes
    .filter((size) => sizes.includes(size))
    .map((size) => `${imageUrl(path, size, format)} ${imageSizes[size]}w`)
    .join(', ');
}

/** What a `<picture>` needs: a `srcset` per format, and `src` (the widest WebP) for browsers without srcset. */
export interface PictureSources {
  srcSets: Record<ImageFormat, string>;
  src: string;
}

export function pictureSources(path: string | null | undefined, sizes: readonly ImageSize[] = allImageSizes): PictureSources {
  const widest = allImageSizes.filter((size) => sizes.includes(size)).pop() ?? 'big';
  return {
    srcSets: { avif: imageSrcSet(path, 'avif', sizes), webp: imageSrcSet(path, 'webp', sizes) },
    src: imageUrl(path, widest, 'webp'),
  };
}
