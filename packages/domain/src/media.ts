/** SPEC §9: product images live in size folders; `noimage` stands in when a product has none. */
export const imageSizes = { big: 800, ico: 160 } as const;
export type ImageSize = keyof typeof imageSizes;
export const NOIMAGE = 'noimage.webp';

/** Public URL path of a stored image (`path` is relative to the size folder, e.g. "products/12-1.webp"). */
export function imageUrl(path: string | null | undefined, size: ImageSize): string {
  return `/images/${size}/${path || NOIMAGE}`;
}
