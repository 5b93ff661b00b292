import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server uses the storefront through its one entry (`@konfety/storefront/server`, packages/storefront/server-entry.ts)
 * and nothing else of it: the rest of the storefront's `app/` may change without the server knowing. Its code and
 * its tests both.
 */
const serverDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a source names: static imports and re-exports (type-only ones too), dynamic imports. */
function importedModules(source: string): string[] {
  const statements = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(statements)].map((m) => (m[1] ?? m[2])!);
}

/** Whether `specifier`, imported by `file`, reaches into the storefront other than through its entry. */
function reachesIntoStorefront(file: string, specifier: string): boolean {
  if (specifier.startsWith('@konfety/storefront')) return specifier !== '@konfety/storefront/server';
  if (!specifier.startsWith('.')) return false;
  const target = path.relative(path.resolve(serverDir, '../storefront'), path.resolve(path.dirname(file), specifier));
  return !target.startsWith('..') && target !== 'server-entry' && target !== 'server-entry.ts';
}

describe("the server and the storefront's internals", () => {
  it('the server imports only the storefront entry for the server, in its code and its tests', () => {
    const files = sourceFiles(serverDir);
    expect(files.some((file) => file.endsWith('/src/storefront.ts'))).toBe(true);
    const deep = files.flatMap((file) =>
      importedModules(fs.readFileSync(file, 'utf8'))
        .filter((specifier) => reachesIntoStorefront(file, specifier))
        .map((specifier) => `${path.relative(serverDir, file)} imports ${specifier}`),
    );
    expect(deep).toEqual([]);
  });

  it('finds a deep import by package name or by relative path, type-only and dynamic ones too, and lets the entry through', () => {
    const file = path.join(serverDir, 'src/page-cache/key.ts');
    const source = [
      "import { PERSONAL_COOKIES } from '@konfety/storefront/app/lib/cookie-names';",
      "import type { StorefrontContext } from '@konfety/storefront/app/lib/context';",
      "const m = await import('../../../storefront/app/routing/route-names');",
      "import { pageShare } from '@konfety/storefront/server';",
      "import { cookieValues } from '../cookie-header';",
    ].join('\n');
    expect(importedModules(source).filter((specifier) => reachesIntoStorefront(file, specifier))).toEqual([
      '@konfety/storefront/app/lib/cookie-names',
      '@konfety/storefront/app/lib/context',
      '../../../storefront/app/routing/route-names',
    ]);
  });
});
