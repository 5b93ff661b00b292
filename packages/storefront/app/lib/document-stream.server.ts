import { Transform } from 'node:stream';

/**
 * The document as React and React Router write it, changed in two places on its way to the browser, so that a
 * phone paints the page before it spends its bandwidth and main thread on JavaScript:
 *
 * 1. The head. React 19 writes the preloads it hoists (fonts, React Router's `modulepreload`s) at its top, above
 *    the render-blocking stylesheets React Router's `<Links>` renders. The font preloads move after the
 *    stylesheets; the module preloads leave the head (the bootstrap below adds them after the first paint); the
 *    LCP picture's high-priority preload stays first.
 * 2. React Router's module script (it imports the page's route modules and the client entry, which hydrates)
 *    becomes inert (`type="text/x-deferred-module"`), followed by a small classic script that, after the first
 *    contentful paint, adds the module preloads and runs the same text as a module. Without this the ≈ 125 kB of
 *    scripts competed with the HTML, the stylesheets, the fonts and the LCP picture for a slow connection, and
 *    the first paint waited for all of them. A page opened in a background tab (which does not paint) loads them
 *    at once.
 *
 * Safe for hydration: React never hydrates the preloads it hoisted, and both scripts sit after the root's
 * children. Safe for the CSP: the module script keeps the request's nonce, and an answer a cache may serve again
 * (which allows the inline scripts by hash: the server's security-headers.ts `storedAnswerPolicy` hashes the text of
 * every `<script>` element that carries the nonce, the inert one included) allows the module because its text is
 * the inert script's text.
 */
const MODULE_PRELOAD = /<link [^>]*\brel="modulepreload"[^>]*\/>/g;
const PRELOAD = /<link [^>]*\brel="preload"[^>]*\/>/g;
/** React Router's `<Scripts>` module: `<script nonce="…" type="module" async="">…window.__reactRouterRouteModules…</script>`. */
const ROUTER_MODULE_MARK = 'window.__reactRouterRouteModules';
const ROUTER_MODULE_TYPE = ' type="module" async=""';
const HEAD_END = '</head>';
const SCRIPT_END = '</script>';

export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
export const DEFERRED_MODULE_ID = 'router-module';

/**
 * The bootstrap, the same text on every page (so a page-cache copy allows it by one stable hash). It starts the
 * scripts once the browser reports the first contentful paint (the paint entry comes when the frame was
 * presented; two animation frames proved not always enough under load), or, where paint timing is missing, once
 * the page has loaded and drawn a frame. A hidden tab starts them at once, and so does a tab hidden before it painted.
 */
export const BOOTSTRAP = `(function(){var d=document,w=window,m=d.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)}),n=d.currentScript.nonce,done=0;function go(){if(done)return;done=1;(m.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=n;s.text=m.text;d.body.appendChild(s)}if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}else w.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`;

function hrefOf(tag: string): string | null {
  return /\bhref="([^"]+)"/.exec(tag)?.[1] ?? null;
}

/** Part 1: the head (text up to and including `</head>`, and whatever follows it) and the module preloads it held. */
export function reorderHead(text: string, headHtml = ''): { text: string; modulePreloads: string[] } {
  const end = text.indexOf('</head>');
  if (end < 0) return { text, modulePreloads: [] };
  const modulePreloads: string[] = [];
  const preloads: string[] = [];
  const head = text
    .slice(0, end)
    .replace(MODULE_PRELOAD, (tag) => {
      const href = hrefOf(tag);
      if (href) modulePreloads.push(href);
      return '';
    })
    .replace(PRELOAD, (tag) => {
      if (tag.includes('fetchPriority="high"')) return tag;
      preloads.push(tag);
      return '';
    });
  return { text: withinHead(head, headHtml) + preloads.join('') + text.slice(end), modulePreloads };
}

const CHARSET = '<meta charSet="utf-8"/>';

/** `html` early in the head: after the charset (which must come first), before the stylesheets and preloads. */
function withinHead(head: string, html: string): string {
  if (!html) return head;
  const at = head.indexOf(CHARSET);
  if (at >= 0) return head.slice(0, at + CHARSET.length) + html + head.slice(at + CHARSET.length);
  const open = head.indexOf('<head>');
  return open >= 0 ? head.slice(0, open + 6) + html + head.slice(open + 6) : head + html;
}

/**
 * Part 2: React Router's module script made inert and followed by the bootstrap; null while it has not (fully)
 * arrived. Found from its mark by string search (a regular expression over the ≈ 100 kB before it cost ≈ 4 ms).
 */
export function deferRouterModule(text: string, modulePreloads: readonly string[], afterPage = ''): string | null {
  const mark = text.indexOf(ROUTER_MODULE_MARK);
  if (mark < 0) return null;
  const start = text.lastIndexOf('<script', mark);
  const openEnd = start < 0 ? -1 : text.indexOf('>', start);
  const end = text.indexOf('</script>', mark);
  if (start < 0 || openEnd < 0 || openEnd > mark || end < 0) return null;
  const open = text.slice(start, openEnd);
  if (!open.endsWith(ROUTER_MODULE_TYPE)) return null;
  const attributes = open.slice('<script'.length, -ROUTER_MODULE_TYPE.length);
  const body = text.slice(openEnd + 1, end);
  const nonce = /\bnonce="[^"]*"/.exec(attributes)?.[0];
  const preload = modulePreloads.map((href) => href.replace(/[&"<>\s]/g, encodeURIComponent)).join(' ');
  const inert = `<script${attributes} type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" data-preload="${preload}">${body}</script>`;
  const bootstrap = `<script${nonce ? ` ${nonce}` : ''}>${BOOTSTRAP}</script>`;
  return text.slice(0, start) + inert + bootstrap + afterPage + text.slice(end + '</script>'.length);
}

/**
 * What the shop writes into a page's document besides React's render (lib/consent.server.tsx): markup early in the
 * head, and markup after the page, beside React Router's scripts (where hydration never looks, as for them).
 */
export interface DocumentExtras {
  head?: string;
  afterPage?: string;
}

/**
 * The stream that applies both: the bytes are held back until `</head>` has passed and then until React Router's
 * module script is complete (both arrive with the shell, which React renders in one go), the rest passes through.
 * It works on bytes and decodes only the head and the module script: the markers are ASCII, and in UTF-8 an ASCII
 * byte is never part of another character, so a marker found in the bytes is the marker in the text, and text cut
 * at `<` or `>` is whole characters. (Decoding the whole page and encoding it again cost ≈ 0.7 ms of a 10 ms
 * page; the very first version, which searched the growing held text on every 2 kB chunk, ≈ 4 ms.)
 */
export function documentStream(extra: DocumentExtras = {}): Transform {
  let phase: 'head' | 'body' | 'done' = 'head';
  // Held bytes as pieces, joined once.
  let held: Buffer[] = [];
  // The last bytes held, so a marker split between two chunks is still found.
  let tail: Buffer = Buffer.alloc(0);
  let modulePreloads: string[] = [];
  let markSeen = false;
  const overlap = Math.max(ROUTER_MODULE_MARK.length, HEAD_END.length) - 1;
  const seen = (chunk: Buffer, marker: string) => chunk.includes(marker) || Buffer.concat([tail, chunk.subarray(0, overlap)]).includes(marker);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === 'done') {
        callback(null, chunk);
        return;
      }
      held.push(chunk);
      const found = { head: phase === 'head' && seen(chunk, HEAD_END), mark: !markSeen && seen(chunk, ROUTER_MODULE_MARK) };
      tail = chunk.length >= overlap ? chunk.subarray(-overlap) : Buffer.concat([tail, chunk]).subarray(-overlap);
      if (phase === 'head') {
        if (!found.head) {
          callback();
          return;
        }
        const all = Buffer.concat(held);
        const end = all.indexOf(HEAD_END) + HEAD_END.length;
        const head = reorderHead(all.subarray(0, end).toString('utf8'), extra.head);
        modulePreloads = head.modulePreloads;
        held = [Buffer.from(head.text), all.subarray(end)];
        phase = 'body';
        markSeen = all.includes(ROUTER_MODULE_MARK);
      } else if (found.mark) {
        markSeen = true;
      }
      if (!markSeen) {
        callback();
        return;
      }
      const all = Buffer.concat(held);
      const mark = all.indexOf(ROUTER_MODULE_MARK);
      const start = all.lastIndexOf('<script', mark);
      const end = all.indexOf(SCRIPT_END, mark);
      if (end < 0) {
        // The module script has not fully arrived yet.
        held = [all];
        callback();
        return;
      }
      // Deferred, or the mark's script is not the one this expects (another React Router version): as it is.
      phase = 'done';
      held = [];
      const deferred = start < 0 ? null : deferRouterModule(all.subarray(start, end + SCRIPT_END.length).toString('utf8'), modulePreloads, extra.afterPage);
      callback(null, deferred === null ? all : Buffer.concat([all.subarray(0, start), Buffer.from(deferred), all.subarray(end + SCRIPT_END.length)]));
    },
    flush(callback) {
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
