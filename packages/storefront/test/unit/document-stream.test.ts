import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP, DEFERRED_MODULE_TYPE, deferRouterModule, documentStream, reorderHead } from '../../app/lib/document-stream.server';

const ROUTER_MODULE =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client.js");';

const DOCUMENT =
  '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/a.avif 160w"/>' +
  '<link nonce="n1" rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<title>Kostýmy | Konfety</title>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/default.css"/>' +
  '</head><body><p>Čau</p><script nonce="n1">console.log("scroll")</script>' +
  `<script nonce="n1" type="module" async="">${ROUTER_MODULE}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

const tags = (html: string) => [...html.matchAll(/<link [^>]*?(?:href|imageSrcSet)="([^"]+)/g)].map((m) => m[1]);
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));

function transformed(html: string): string {
  const head = reorderHead(html);
  return deferRouterModule(head.text, head.modulePreloads) ?? head.text;
}

describe('the document on its way out: stylesheets first, scripts after the first paint', () => {
  it('keeps the LCP picture first, puts the font preloads after the stylesheets and takes the module preloads out of the head', () => {
    const { text, modulePreloads } = reorderHead(DOCUMENT);
    expect(modulePreloads).toEqual(['/assets/framework.js', '/assets/root.js']);
    expect(tags(text.slice(0, text.indexOf('</head>')))).toEqual(['/images/a.avif 160w', '/assets/root.css', '/assets/default.css', '/assets/font.woff2']);
    expect(text).toContain('<title>Kostýmy | Konfety</title>');
    expect(text.slice(text.indexOf('</head>'))).toBe(DOCUMENT.slice(DOCUMENT.indexOf('</head>')));
  });

  it("makes React Router's module inert, with the preloads it needs, and adds the bootstrap that runs it", () => {
    const out = transformed(DOCUMENT);
    const all = scripts(out);
    expect(all.map((s) => s.attributes)).toEqual([
      ' nonce="n1"',
      ` nonce="n1" type="${DEFERRED_MODULE_TYPE}" id="router-module" data-preload="/assets/framework.js /assets/root.js"`,
      ' nonce="n1"',
      ' nonce="n1"',
    ]);
    // The text that will run as a module is the original, byte for byte (a page-cache copy allows it by its hash).
    expect(all[1]!.text).toBe(ROUTER_MODULE);
    expect(all[2]!.text).toBe(BOOTSTRAP);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
  });

  it('leaves a document without the module script, or text without a head, alone', () => {
    const withoutModule = DOCUMENT.replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, '');
    expect(deferRouterModule(withoutModule, [])).toBeNull();
    expect(reorderHead('<p>jen kus</p>')).toEqual({ text: '<p>jen kus</p>', modulePreloads: [] });
  });

  it('as a stream: the same result when chunks end inside a character, the head or the module script', async () => {
    const bytes = Buffer.from(DOCUMENT);
    const cuts = [
      bytes.indexOf(Buffer.from('ý')) + 1,
      bytes.indexOf(Buffer.from('</head>')) + 3,
      bytes.indexOf(Buffer.from('Č')) + 1,
      bytes.indexOf(Buffer.from('__reactRouterRouteModules')) + 10,
      bytes.indexOf(Buffer.from('import("')) + 4,
    ].sort((a, b) => a - b);
    const chunks = [...cuts, bytes.length].map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
    expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(bytes.length);
    const out: Buffer[] = [];
    for await (const piece of Readable.from(chunks, { objectMode: false }).pipe(documentStream())) out.push(piece as Buffer);
    expect(Buffer.concat(out).toString()).toBe(transformed(DOCUMENT));
  });

  it('as a stream: passes a document without the module script through whole', async () => {
    const withoutModule = DOCUMENT.replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, '');
    const out: Buffer[] = [];
    for await (const piece of Readable.from([Buffer.from(withoutModule)], { objectMode: false }).pipe(documentStream())) out.push(piece as Buffer);
    expect(Buffer.concat(out).toString()).toBe(reorderHead(withoutModule).text);
  });

  it('as a stream: passes the rest through at once when the mark is in a script of another shape', async () => {
    const otherShape = DOCUMENT.replace('<script nonce="n1" type="module" async="">', '<script nonce="n1" type="module">');
    const bytes = Buffer.from(otherShape);
    const cut = bytes.indexOf(Buffer.from('</script><script nonce="n1">window.__reactRouterContext')) + '</script>'.length;
    const stream = documentStream();
    let out = '';
    stream.on('data', (piece) => (out += String(piece)));
    await new Promise<void>((resolve) => stream.write(bytes.subarray(0, cut), () => resolve()));
    // Everything up to the end of that script came out with the first chunk: not held until the document ends.
    expect(out).toBe(reorderHead(bytes.subarray(0, cut).toString()).text);
    stream.end(bytes.subarray(cut));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(out).toBe(reorderHead(otherShape).text);
  });

  it('the bootstrap is one fixed text, so its CSP hash is the same on every page', () => {
    expect(createHash('sha256').update(BOOTSTRAP).digest('base64')).toBe(createHash('sha256').update(scripts(transformed(DOCUMENT))[2]!.text).digest('base64'));
    expect(BOOTSTRAP).not.toMatch(/<\/script|<!--/i);
  });
});
