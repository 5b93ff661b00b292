import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { headOrderStream, preloadsAfterStylesheets } from '../../app/lib/head-order.server';

const HEAD =
  '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/a.avif 160w"/>' +
  '<link nonce="n1" rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<title>Kostýmy | Konfety</title>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/default.css"/>' +
  '</head><body><link rel="modulepreload" href="/in-body.js"/><p>Čau</p></body></html>';

const tags = (html: string) => [...html.matchAll(/<link [^>]*?(?:href|imageSrcSet)="([^"]+)/g)].map((m) => m[1]);

describe('stylesheets before the preloads React hoists', () => {
  it('moves the font and module preloads after the stylesheets, keeps the LCP picture first and the body as it was', () => {
    const out = preloadsAfterStylesheets(HEAD);
    expect(tags(out)).toEqual(['/images/a.avif 160w', '/assets/root.css', '/assets/default.css', '/assets/font.woff2', '/assets/framework.js', '/assets/root.js', '/in-body.js']);
    expect(out.length).toBe(HEAD.length);
    expect(out.slice(out.indexOf('</head>'))).toBe(HEAD.slice(HEAD.indexOf('</head>')));
    expect(out).toContain('<title>Kostýmy | Konfety</title>');
  });

  it('leaves text without a head alone', () => {
    expect(preloadsAfterStylesheets('<p>jen kus</p>')).toBe('<p>jen kus</p>');
  });

  it('as a stream: holds text back only until </head>, also when a chunk ends inside a character or the head', async () => {
    const bytes = Buffer.from(HEAD);
    // Split inside "ý" (2 bytes), inside "</head>", and inside "Č".
    const cuts = [bytes.indexOf(Buffer.from('ý')) + 1, bytes.indexOf(Buffer.from('</head>')) + 3, bytes.indexOf(Buffer.from('Č')) + 1];
    const chunks = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
    expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(bytes.length);
    let out = '';
    for await (const piece of Readable.from(chunks, { objectMode: false }).pipe(headOrderStream())) out += String(piece);
    expect(out).toBe(preloadsAfterStylesheets(HEAD));
  });
});
