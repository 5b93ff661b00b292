import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pictureSources } from '@konfety/domain/media';
import { imageSlots, Picture } from '../../app/components/media/Picture';
import { fontFiles, fontPreloads } from '../../app/styles/fonts';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app');

/** A whole document, as the server renders it: React puts preloads into its <head>. */
function page(body: React.ReactNode): string {
  return renderToString(
    <html lang="cs">
      <head>
        <title>t</title>
      </head>
      <body>{body}</body>
    </html>,
  );
}

const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replaceAll('&amp;', '&')]));
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

describe('Picture (components/media)', () => {
  it('renders AVIF and WebP sources in every size with the slot’s sizes, lazy and sized', () => {
    const html = page(<Picture path="products/abc.webp" alt="Balónek" slot="card" width={300} height={300} />);
    const [source] = tags(html, 'source').map(attrs);
    const [img] = tags(html, 'img').map(attrs);
    const sources = pictureSources('products/abc.webp');
    expect(source).toEqual({ type: 'image/avif', srcset: sources.srcSets.avif, sizes: imageSlots.card });
    expect(img).toMatchObject({ src: sources.src, srcset: sources.srcSets.webp, sizes: imageSlots.card, alt: 'Balónek', width: '300', height: '300', loading: 'lazy', decoding: 'async' });
    expect(img!.fetchpriority).toBeUndefined();
    expect(tags(html, 'link')).toEqual([]);
  });

  it('makes the LCP picture eager and high priority, preloaded from the head with the same AVIF srcset and sizes', () => {
    const html = page(<Picture path="products/abc.webp" alt="" slot="gallery" width={600} height={600} priority />);
    const [img] = tags(html, 'img').map(attrs);
    expect(img).toMatchObject({ fetchpriority: 'high', width: '600', height: '600' });
    expect(img!.loading).toBeUndefined();
    expect(img!.decoding).toBeUndefined();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = tags(head, 'link').map(attrs).filter((l) => l.rel === 'preload');
    expect(preloads).toEqual([
      { rel: 'preload', as: 'image', type: 'image/avif', imagesrcset: pictureSources('products/abc.webp').srcSets.avif, imagesizes: imageSlots.gallery, fetchpriority: 'high' },
    ]);
  });

  it('shows the noimage placeholder for a missing picture', () => {
    const html = page(<Picture path={null} alt="" slot="card" width={300} height={300} />);
    expect(tags(html, 'img').map(attrs)[0]!.src).toBe('/images/big/noimage.webp');
    expect(tags(html, 'source').map(attrs)[0]!.srcset).toContain('/images/mid/noimage.avif 320w');
  });
});

describe('Montserrat (styles/fonts.css, scripts/subset-font.mjs)', () => {
  const css = readFileSync(path.join(app, 'styles/fonts.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
  const montserrat = faces.filter((f) => /font-family:\s*'Montserrat'/.test(f));

  it('declares woff2 faces that exist, each with font-display: swap and a unicode-range', () => {
    expect(montserrat.length).toBe(2);
    for (const face of montserrat) {
      expect(face).toMatch(/font-display:\s*swap;/);
      expect(face).toMatch(/unicode-range:\s*U\+/);
      const urls = [...face.matchAll(/url\('([^']+)'\)\s*format\('woff2'\)/g)].map((m) => m[1]!);
      expect(urls.length).toBe(1);
      const file = path.join(app, 'styles', urls[0]!);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect(css).not.toMatch(/\.woff['"]/);
  });

  it('covers Czech and Slovak letters and the weights 400 and 700 only', () => {
    const weights = montserrat.map((f) => Number(/font-weight:\s*(\d+)/.exec(f)![1]));
    expect([...new Set(weights)].sort()).toEqual([400, 700]);
    const ranges = montserrat.map((f) => /unicode-range:\s*([^;]+);/.exec(f)![1]!);
    const covered = (ch: string) => {
      const c = ch.codePointAt(0)!;
      return ranges.some((r) =>
        r.split(',').some((part) => {
          const [from, to] = part.trim().replace('U+', '').split('-').map((h) => parseInt(h, 16));
          return c >= from! && c <= (to ?? from)!;
        }),
      );
    };
    for (const ch of 'AaZz09čďěňřšťůžáéíóúýĺľŕôäČĎĚŇŘŠŤŮŽÁÉÍÓÚÝĹĽŔÔÄ„“–—…€\u00a0') expect(covered(ch), ch).toBe(true);
  });

  it('has a metric-matched fallback face in the font stack', () => {
    const fallback = faces.filter((f) => /font-family:\s*'Montserrat Fallback'/.test(f));
    expect(fallback.length).toBe(2);
    for (const f of fallback) {
      expect(f).toMatch(/src:\s*local\('Arial( Bold)?'\)/);
      for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) expect(f).toMatch(new RegExp(`${descriptor}:\\s*\\d+\\.\\d+%;`));
    }
    expect(readFileSync(path.join(app, 'styles/app.css'), 'utf8')).toMatch(/--font:\s*'Montserrat',\s*'Montserrat Fallback'/);
  });

  it('preloads exactly the woff2 files the faces use, for CORS', () => {
    const used = montserrat.map((f) => path.basename(/url\('([^']+)'\)/.exec(f)![1]!)).sort();
    // Vite names a built asset `<name>-<hash>.woff2`; under Vitest the URL is the source file's.
    const preloaded = Object.values(fontFiles).map((href) => used.find((name) => new RegExp(`^${name.replace('.woff2', '')}(-[\\w-]{8})?\\.woff2$`).test(path.basename(href))));
    expect(preloaded.sort()).toEqual(used);
    for (const link of fontPreloads) expect(link).toMatchObject({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  });
});
