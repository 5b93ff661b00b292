import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * React 19 writes the preloads it hoists (fonts, images, and React Router's ≈ 10 `modulepreload`s) at the top of
 * `<head>`, before the page's ordinary elements, so the render-blocking stylesheets React Router's `<Links>` renders
 * come last: on a slow phone the browser then starts ≈ 120 kB of scripts before the ≈ 12 kB of CSS that the first
 * paint waits for. This moves the preload links to the end of `<head>`, after the stylesheets; the high-priority
 * image preload (the page's LCP picture) stays first.
 *
 * Safe for hydration: React never hydrates the preloads it hoisted (the client finds them by `href`), and every
 * element it does hydrate keeps its order.
 */
const PRELOAD = /<link [^>]*\brel="(?:modulepreload|preload)"[^>]*\/>/g;

export function preloadsAfterStylesheets(head: string): string {
  const end = head.indexOf('</head>');
  if (end < 0) return head;
  const preloads: string[] = [];
  const rest = head.slice(0, end).replace(PRELOAD, (tag) => {
    if (tag.includes('fetchPriority="high"')) return tag;
    preloads.push(tag);
    return '';
  });
  return rest + preloads.join('') + head.slice(end);
}

/**
 * A stream that applies `preloadsAfterStylesheets` to the document's head (React writes the whole shell, head
 * included, in its first flush; the text is held back only until `</head>` has passed) and passes the rest through.
 */
export function headOrderStream(): Transform {
  // Text, not bytes: a chunk may end inside a multi-byte character.
  const decoder = new StringDecoder('utf8');
  let pending: string | null = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (pending === null) {
        callback(null, text);
        return;
      }
      pending += text;
      if (!pending.includes('</head>')) {
        callback();
        return;
      }
      const out = preloadsAfterStylesheets(pending);
      pending = null;
      callback(null, out);
    },
    flush(callback) {
      callback(null, (pending ?? '') + decoder.end() || undefined);
    },
  });
}
