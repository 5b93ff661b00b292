import { describe, expect, it } from 'vitest';
import { allImageSizes, imageFormats, imageSizes, imageSrcSet, imageUrl, imageVariant, NOIMAGE, pictureSources } from '../src/media';

describe('media (SPEC §9 size folders, noimage placeholder)', () => {
  it('keeps the size folders of SPEC §9 and adds the card size between them', () => {
    expect(imageSizes).toEqual({ ico: 160, mid: 320, big: 800 });
    expect(allImageSizes).toEqual(['ico', 'mid', 'big']);
    // The list names every size, narrowest first (the seed writes, and srcsets list, exactly these).
    expect([...allImageSizes]).toEqual((Object.keys(imageSizes) as Array<keyof typeof imageSizes>).sort((a, b) => imageSizes[a] - imageSizes[b]));
    expect(imageFormats).toEqual(['avif', 'webp']);
  });

  it('builds the URLs the API returns: the stored file in a size folder', () => {
    expect(imageUrl('products/12-1.webp', 'big')).toBe('/images/big/products/12-1.webp');
    expect(imageUrl('products/12-1.webp', 'ico')).toBe('/images/ico/products/12-1.webp');
    expect(imageUrl('products/12-1.webp', 'mid')).toBe('/images/mid/products/12-1.webp');
  });

  it('builds a format variant by swapping the extension', () => {
    expect(imageUrl('products/12-1.webp', 'big', 'avif')).toBe('/images/big/products/12-1.avif');
    expect(imageUrl('products/12-1.webp', 'mid', 'webp')).toBe('/images/mid/products/12-1.webp');
    expect(imageVariant('banners/cs-promo.v2.webp', 'avif')).toBe('banners/cs-promo.v2.avif');
    expect(imageVariant('pool/a.b/pic', 'avif')).toBe('pool/a.b/pic.avif');
    expect(imageVariant('legacy.jpg', 'webp')).toBe('legacy.webp');
  });

  it('falls back to the placeholder in every size and format', () => {
    expect(imageUrl(null, 'ico')).toBe(`/images/ico/${NOIMAGE}`);
    expect(imageUrl(undefined, 'big')).toBe('/images/big/noimage.webp');
    expect(imageUrl('', 'big')).toBe('/images/big/noimage.webp');
    for (const size of allImageSizes) {
      expect(imageUrl(null, size, 'avif')).toBe(`/images/${size}/noimage.avif`);
      expect(imageUrl(null, size, 'webp')).toBe(`/images/${size}/noimage.webp`);
    }
    expect(pictureSources(null).srcSets.avif).toBe('/images/ico/noimage.avif 160w, /images/mid/noimage.avif 320w, /images/big/noimage.avif 800w');
  });

  it('lists a srcset narrowest first with width descriptors, whatever order the sizes come in', () => {
    expect(imageSrcSet('products/7.webp', 'avif')).toBe('/images/ico/products/7.avif 160w, /images/mid/products/7.avif 320w, /images/big/products/7.avif 800w');
    expect(imageSrcSet('products/7.webp', 'webp', ['big', 'mid', 'big'])).toBe('/images/mid/products/7.webp 320w, /images/big/products/7.webp 800w');
  });

  it('gives a <picture> its AVIF and WebP sources and the widest WebP as the plain src', () => {
    const p = pictureSources('categories/balonky.webp');
    expect(p.src).toBe('/images/big/categories/balonky.webp');
    expect(p.srcSets.webp).toBe('/images/ico/categories/balonky.webp 160w, /images/mid/categories/balonky.webp 320w, /images/big/categories/balonky.webp 800w');
    expect(p.srcSets.avif.split(', ').every((c) => /^\/images\/(ico|mid|big)\/categories\/balonky\.avif \d+w$/.test(c))).toBe(true);
    expect(pictureSources('x.webp', ['ico']).src).toBe('/images/ico/x.webp');
  });
});
