import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The `@import` lines of the stylesheet, as absolute paths. */
function importsOf(stylesheet: string): Set<string> {
  const text = fs.readFileSync(stylesheet, 'utf8');
  return new Set([...text.matchAll(/^@import\s+'([^']+)';/gm)].map((match) => path.resolve(path.dirname(stylesheet), match[1]!)));
}

/** Nothing but the marker comment Vite puts into every chunk's stylesheet (and strips when writing it). */
const isEmpty = (css: string) => css.replace(/\/\*\$vite\$:\d+\*\//g, '').trim() === '';

/**
 * Every page links one stylesheet: `stylesheet` (app/styles/storefront.css, imported by root.tsx), which
 * `@import`s the rules of every component in cascade order. Components still import their own CSS file: the
 * import says which rules belong to which component, and it keeps Rollup's chunks as they are (a CSS import is
 * a side effect, so Rollup does not merge a component's chunk into pages that do not use it; without them the
 * pages' scripts grew by 2–10 kB brotli). This plugin answers those imports with an empty stylesheet, so
 * no chunk brings a CSS file of its own, and fails the build when a component imports a file the stylesheet
 * does not, which would otherwise silently lose its rules.
 *
 * Vite inlines the stylesheet's own `@import`s by reading the files from disk, not through this hook.
 */
export function oneStylesheet(stylesheet: string): Plugin {
  // app/ of app/styles/storefront.css
  const appDir = `${path.dirname(path.dirname(stylesheet))}${path.sep}`;
  return {
    name: 'konfety:one-stylesheet',
    enforce: 'pre',
    load(id) {
      // Only the app's own plain CSS imports: `?url`, `?inline` and `?raw` imports, and a library's stylesheet,
      // stay what they are.
      if (!id.endsWith('.css') || !id.startsWith(appDir) || id === stylesheet) return null;
      if (!importsOf(stylesheet).has(id)) {
        this.error(`${id} is imported by a component but not by ${stylesheet}: add an @import for it there (in cascade order)`);
      }
      return '';
    },
    // Vite still emits a (now empty) stylesheet for each chunk that imported one, and links it from the chunk's
    // pages: drop both.
    generateBundle(_options, bundle) {
      const empty = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css') && isEmpty(String(file.source)));
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const css of empty) file.viteMetadata?.importedCss.delete(css.fileName);
      }
      for (const css of empty) delete bundle[css.fileName];
    },
  };
}
