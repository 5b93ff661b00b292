import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_MAX_WIDTH } from '@konfety/domain/media';
import { MOBILE, api, recordRequests, useBrowser } from './support';

/**
 * Issue 10 (performance), images and the font, on the built shop: every picture has its box
 * (width/height), its AVIF and WebP sources and lazy loading, except the page's one LCP picture, which is
 * eager, high priority and preloaded with the same sources; Montserrat is self-hosted woff2, preloaded,
 * `font-display: swap`, and nothing moves while pictures and fonts arrive.
 */
const b = useBrowser();

interface Img {
  src: string;
  currentSrc: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  decoding: string | null;
  fetchpriority: string | null;
  srcset: string | null;
  sizes: string | null;
  inPicture: boolean;
  avifSrcset: string | null;
  avifSizes: string | null;
  complete: boolean;
  naturalWidth: number;
}

const images = (page: Page): Promise<Img[]> =>
  page.$$eval('img', (imgs) =>
    imgs.map((i) => {
      const picture = i.parentElement?.tagName === 'PICTURE' ? i.parentElement : null;
      const avif = picture?.querySelector('source[type="image/avif"]') ?? null;
      return {
        src: i.getAttribute('src') ?? '',
        currentSrc: i.currentSrc,
        width: i.getAttribute('width'),
        height: i.getAttribute('height'),
        loading: i.getAttribute('loading'),
        decoding: i.getAttribute('decoding'),
        fetchpriority: i.getAttribute('fetchpriority'),
        srcset: i.getAttribute('srcset'),
        sizes: i.getAttribute('sizes'),
        inPicture: picture !== null,
        avifSrcset: avif?.getAttribute('srcset') ?? null,
        avifSizes: avif?.getAttribute('sizes') ?? null,
        complete: i.complete,
        naturalWidth: i.naturalWidth,
      };
    }),
  );

const imagePreloads = (page: Page) =>
  page.$$eval('head link[rel="preload"][as="image"]', (links) =>
    links.map((l) => ({ imagesrcset: l.getAttribute('imagesrcset'), imagesizes: l.getAttribute('imagesizes'), type: l.getAttribute('type'), fetchpriority: l.getAttribute('fetchpriority') })),
  );

/** The rules of issue 10 for a page's pictures; `lcp` says whether the page has an LCP picture. */
async function expectPictureRules(page: Page, what: string, lcp: boolean) {
  const all = await images(page);
  if (lcp) expect(all.length, `pictures on ${what}`).toBeGreaterThan(1);
  for (const img of all) {
    const label = `${what}: ${img.src}`;
    expect(Number(img.width), `width of ${label}`).toBeGreaterThan(0);
    expect(Number(img.height), `height of ${label}`).toBeGreaterThan(0);
    if (img.src.startsWith('/images/')) {
      expect(img.inPicture, `${label} in a <picture>`).toBe(true);
      // A thumbnail (laid out at most 80 px wide: the menu's icons, the gallery's thumbnails) offers the 160 px file alone.
      const thumbnail = Number(img.width) <= THUMBNAIL_MAX_WIDTH;
      expect(img.srcset, `srcset of ${label}`).toMatch(thumbnail ? /^[^,]+\.webp 160w$/ : /\.webp 160w, .*\.webp 320w, .*\.webp 800w$/);
      expect(img.avifSrcset, `AVIF source of ${label}`).toMatch(thumbnail ? /^[^,]+\.avif 160w$/ : /\.avif 160w, .*\.avif 320w, .*\.avif 800w$/);
      expect(img.sizes, `sizes of ${label}`).toBeTruthy();
      expect(img.avifSizes).toBe(img.sizes);
    }
  }
  const high = all.filter((i) => i.fetchpriority === 'high');
  const rest = all.filter((i) => i.fetchpriority !== 'high');
  expect(high.length, `fetchpriority=high pictures on ${what}`).toBe(lcp ? 1 : 0);
  for (const img of rest) expect([img.loading, img.decoding], `loading/decoding of ${what}: ${img.src}`).toEqual(['lazy', 'async']);
  const preloads = await imagePreloads(page);
  if (!lcp) {
    expect(preloads).toEqual([]);
    return;
  }
  const [hero] = high;
  expect(hero!.loading, 'the LCP picture is not lazy').toBeNull();
  // The preload asks for exactly what the <picture> will take, so the browser uses the preloaded file.
  expect(preloads).toEqual([{ imagesrcset: hero!.avifSrcset, imagesizes: hero!.sizes, type: 'image/avif', fetchpriority: 'high' }]);
  await expect.poll(async () => (await images(page)).find((i) => i.fetchpriority === 'high')?.naturalWidth ?? 0, { message: `LCP picture of ${what} loaded` }).toBeGreaterThan(0);
  const loaded = (await images(page)).find((i) => i.fetchpriority === 'high')!;
  expect(loaded.currentSrc, 'Chromium takes the AVIF').toMatch(/\.avif$/);
}

/**
 * Layout shifts of the page (what CLS adds up) since `since` (a `performance.now()` of the page; default: from
 * the start), recorded by a PerformanceObserver.
 */
const layoutShift = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput && e.startTime >= from) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
    since,
  );

/** Layout shifts after a jump to the end of the page (as the End key or a restored scroll position do). */
async function shiftAfterJumpToEnd(page: Page): Promise<number> {
  const since = await page.evaluate(() => {
    const at = performance.now();
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return at;
  });
  // The pictures that came into view load, and the shifts they (or late laid-out sections) cause are recorded.
  await page.waitForLoadState('networkidle');
  return layoutShift(page, since);
}

let listingUrl: string;
let productUrl: string;
let productName: string;

beforeAll(async () => {
  const tree = await api<{ data: Array<{ url: string }> }>('/catalog/category/cs');
  expect(tree.status).toBe(200);
  listingUrl = tree.body.data[0]!.url;
  const list = await api<{ data: { products: Array<{ id: number }> } }>('/catalog/category/1/products?in_stock=true&sort=recommended&page=1');
  for (const p of list.body.data.products) {
    const detail = await api<{ data: { url: string; name: string; is_adult: boolean; gallery: unknown[] } }>(`/catalog/product/${p.id}`);
    if (detail.status === 200 && !detail.body.data.is_adult && detail.body.data.gallery.length > 1) {
      productUrl = detail.body.data.url;
      productName = detail.body.data.name;
      break;
    }
  }
  expect(productUrl, 'a product with a gallery').toBeTruthy();
});

async function settled(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
}

describe('pictures', () => {
  for (const viewport of [MOBILE, { width: 1280, height: 900 }]) {
    it(`home, listing and product pages at ${viewport.width} px: sized, AVIF/WebP srcsets, one LCP picture preloaded, the rest lazy`, async () => {
      const page = await b.newPage({ viewport });
      await settled(page, '/');
      await expectPictureRules(page, 'the home page', true);
      await settled(page, listingUrl);
      await expectPictureRules(page, 'a listing', true);
      // Its subcategory icons, above the cards, must not compete with the first card's picture.
      const icons = await page.locator('.subcategory img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('fetchpriority')));
      expect(icons.length).toBeGreaterThan(1);
      expect(new Set(icons)).toEqual(new Set(['low']));
      await settled(page, productUrl);
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();
      await expectPictureRules(page, 'a product page', true);
      // The product page's LCP picture is the gallery's main picture.
      expect(await page.locator('.gallery__main img').getAttribute('fetchpriority')).toBe('high');
      // Its thumbnails, in the viewport on a phone, must not compete with it (Chrome raises pictures in view).
      const thumbs = await page.locator('.gallery__thumbs img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('fetchpriority')));
      expect(thumbs.length).toBeGreaterThan(1);
      expect(new Set(thumbs)).toEqual(new Set(['low']));
    });
  }

  it('a page without an LCP picture has no high-priority picture and no image preload', async () => {
    const page = await b.newPage();
    await settled(page, '/kosik');
    await expectPictureRules(page, 'the empty cart', false);
  });

  it('nothing moves while the product page loads on a phone (CLS below 0.02)', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    await settled(page, productUrl);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });

  for (const viewport of [MOBILE, { width: 1280, height: 900 }]) {
    it(`nothing moves when a visitor lands at the end of the home and product pages at ${viewport.width} px (End key, a restored scroll position)`, async () => {
      const page = await b.newPage({ viewport });
      for (const path of ['/', productUrl]) {
        await settled(page, path);
        await page.evaluate(() => document.fonts.ready);
        // Sections the browser had not laid out yet (an estimated height) would push the footer as they appear.
        expect(await shiftAfterJumpToEnd(page), path).toBeLessThan(0.02);
      }
    });
  }

  it('phones never load the promo strip’s picture (shown from 768 px)', async () => {
    const page = await b.newPage({ viewport: MOBILE });
    const banners = recordRequests(page, (u) => u.pathname.startsWith('/images/') && u.pathname.includes('/banners/'));
    await settled(page, '/');
    expect(banners.map((r) => r.url())).toEqual([]);
  });
});

describe('Montserrat', () => {
  it('is self-hosted woff2, preloaded for CORS and immutable, swapped in, and covers Czech', async () => {
    const page = await b.newPage();
    const fontRequests = recordRequests(page, (u) => /\.(woff2?|ttf|otf)$/.test(u.pathname));
    await settled(page, '/');
    const preloads = await page.$$eval('head link[rel="preload"][as="font"]', (links) => links.map((l) => ({ href: l.getAttribute('href')!, type: l.getAttribute('type'), crossorigin: l.getAttribute('crossorigin') })));
    // One file per weight, each holding the Latin and the Czech/Slovak letters.
    expect(preloads.length).toBe(2);
    for (const p of preloads) {
      expect(p).toMatchObject({ type: 'font/woff2', crossorigin: 'anonymous' });
      expect(p.href).toMatch(/^\/assets\/montserrat-(400|700)-[\w-]{8}\.woff2$/);
      const res = await page.request.get(p.href);
      expect(res.status(), p.href).toBe(200);
      expect(res.headers()['content-type']).toBe('font/woff2');
      expect(res.headers()['cache-control']).toMatch(/immutable/);
      expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    const faces = await page.evaluate(() => {
      const out: Array<{ family: string; display: string; weight: string; src: string }> = [];
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSFontFaceRule) {
            out.push({ family: rule.style.getPropertyValue('font-family'), display: rule.style.getPropertyValue('font-display'), weight: rule.style.getPropertyValue('font-weight'), src: rule.style.getPropertyValue('src') });
          }
        }
      }
      return out;
    });
    const montserrat = faces.filter((f) => f.family.replace(/["']/g, '') === 'Montserrat');
    expect(montserrat.length).toBe(2);
    for (const f of montserrat) expect(f.display, `font-display of ${f.src}`).toBe('swap');
    // Only the preloaded files are fetched, each once.
    await page.evaluate(() => document.fonts.ready);
    const fetched = fontRequests.map((r) => new URL(r.url()).pathname).sort();
    expect(fetched).toEqual(preloads.map((p) => p.href).sort());
    expect(await page.evaluate(() => document.fonts.check('700 16px Montserrat', 'Přidat do košíku – 1 500 Kč') && document.fonts.check('400 16px Montserrat', 'Žluťoučký kůň úpěl ďábelské ódy'))).toBe(true);
  });
});
