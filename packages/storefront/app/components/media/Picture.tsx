import { preload } from 'react-dom';
import { pictureSources, THUMBNAIL_MAX_WIDTH, thumbnailSizes } from '@konfety/domain/media';

const AVIF = 'image/avif';

/**
 * How wide each kind of picture is shown (CSS px), for the `sizes` attribute: the browser picks the
 * smallest file of the `srcset` (160, 320 or 800 px wide, domain/media.ts) that covers this width times
 * the screen's pixel density. Keep in step with the CSS named beside each.
 */
export const imageSlots = {
  /** Product card in `.product-grid` (catalog.css): 2 columns below 768 px, 3 to 1199, 4 from 1200; at most ~300 px. */
  card: '(min-width: 1024px) 300px, (min-width: 768px) calc(33vw - 39px), calc(50vw - 40px)',
  /** `.gallery__main` (catalog.css): the page's width on phones, half of `.product__top` from 768 px. */
  gallery: '(min-width: 1272px) 598px, (min-width: 1200px) 562px, (min-width: 1024px) 474px, (min-width: 768px) calc(50vw - 30px), calc(100vw - 34px)',
  /** `.gallery__thumb img` (catalog.css). */
  galleryThumb: '64px',
  /** `.category-tile` on the home page (app.css): 2 columns of ≥150 px on phones, the picture at most 160 px. */
  categoryTile: '(min-width: 400px) 160px, calc(50vw - 48px)',
  /** `.subcategory img` (catalog.css). */
  subcategory: '32px',
  /** `.hdr-cat__image` (header.css). */
  megaMenu: '48px',
  /** `.hdr-cart__image` (header.css). */
  cartWidget: '56px',
  /** `.cart-notice__image` (cart-notice.css). */
  cartNotice: '64px',
  /** `.cart-line` first column (cart.css). */
  cartLine: '(max-width: 767px) 64px, 80px',
  /** `.service-card__image` (home.css). */
  serviceCard: '(min-width: 1024px) 128px, 96px',
  /** `.hdr-promo__image` (header.css): 56 px high from 768 px (a 10:1 strip → 560 px wide), hidden below. */
  promoStrip: '560px',
} as const;
export type ImageSlot = keyof typeof imageSlots;

export interface PictureProps {
  /** The stored image path the API returns (relative to the size folders); none → the noimage placeholder. */
  path: string | null | undefined;
  alt: string;
  /** Where it is shown: gives `sizes`. */
  slot: ImageSlot;
  /**
   * The box the picture is laid out in before it loads (its proportions; CSS sets the shown size). A thumbnail's
   * box is its shown size: up to `THUMBNAIL_MAX_WIDTH` it offers only `thumbnailSizes` (domain/media.ts).
   */
  width: number;
  height: number;
  className?: string | undefined;
  /**
   * The page's LCP picture (the first product image on a product page, the first card or tile of a listing
   * or the home page): loaded at once with `fetchpriority="high"`, and preloaded from the document's head.
   * Every other picture is lazy and decoded off the main thread. `'low'`: a small picture shown near the LCP
   * one (the gallery's thumbnails, a listing's subcategory icons), lazy and `fetchpriority="low"`, so that Chrome's boost of pictures in the
   * viewport does not let it compete with the LCP picture for the phone's bandwidth.
   */
  priority?: boolean | 'low' | undefined;
}

/**
 * A stored picture as `<picture>`: AVIF and WebP sources in every size, the WebP `<img>` for the rest.
 *
 * The LCP picture is preloaded with React's `preload()` (react-dom): called while rendering, it puts
 * `<link rel="preload" as="image" type="image/avif" imagesrcset imagesizes fetchpriority="high">` into the
 * server-rendered `<head>`, ahead of the stylesheets, from the same sources the `<picture>` uses, so the
 * preload and the picture always pick the same file. (A route's `links` export cannot see loader data; its
 * `meta` could, but would repeat the URL logic for every page.) React itself preloads only `<img>`s outside
 * a `<picture>`, where it cannot know which source the browser will take; a browser without AVIF ignores
 * the preload by its `type` and still loads the WebP with high priority.
 */
export function Picture({ path, alt, slot, width, height, className, priority = false }: PictureProps) {
  const sizes = imageSlots[slot];
  const { srcSets, src } = pictureSources(path, width > THUMBNAIL_MAX_WIDTH ? undefined : thumbnailSizes);
  if (priority === true) {
    preload(src, { as: 'image', type: AVIF, imageSrcSet: srcSets.avif, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type={AVIF} srcSet={srcSets.avif} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSets.webp}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...(priority === true ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const, fetchPriority: priority || undefined })}
      />
    </picture>
  );
}
