import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const packagesDir = path.join(root, 'packages');

type Manifest = { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
const manifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'build', '.react-router'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The packages a file imports at run time (type-only imports are erased and need nothing installed). */
export function runtimeImports(source: string): string[] {
  const names = new Set<string>();
  const statements = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(statements)) {
    if (m[1]) continue;
    const spec = m[2] ?? m[3]!;
    if (/^(\.|\/|node:|~|virtual:)/.test(spec) || spec.startsWith('@konfety/')) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
    if (!builtinModules.includes(name)) names.add(name);
  }
  return [...names];
}

describe('dependencies', () => {
  it('npm ls --all is clean: no invalid, missing or extraneous package', () => {
    let output = '';
    let failed = false;
    try {
      execFileSync('npm', ['ls', '--all', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    } catch (e) {
      failed = true;
      output = String((e as { stderr?: Buffer }).stderr ?? '');
    }
    expect(failed ? output.split('\n').filter((l) => /invalid|missing|extraneous|ELSPROBLEMS/.test(l)).join('\n') : '').toBe('');
  });

  it('every package declares what its code imports at run time (tests may also use the root dev tools)', () => {
    const rootManifest = manifest(root);
    const rootTools = new Set(Object.keys(rootManifest.devDependencies ?? {}));
    const undeclared: string[] = [];
    for (const name of fs.readdirSync(packagesDir)) {
      const dir = path.join(packagesDir, name);
      const m = manifest(dir);
      const runtime = new Set([...Object.keys(m.dependencies ?? {}), ...Object.keys(m.peerDependencies ?? {}), ...Object.keys(m.optionalDependencies ?? {})]);
      const forTests = new Set([...runtime, ...Object.keys(m.devDependencies ?? {}), ...rootTools]);
      for (const file of sourceFiles(dir)) {
        const rel = path.relative(dir, file);
        // Tests, build configuration, the build's own plugins and the route config the build reads run under the
        // dev tools; everything else ships.
        const devOnly = /^(test|vite)\//.test(rel) || /\.config\.ts$/.test(rel) || rel === 'app/routes.ts' || m.name === '@konfety/test-support';
        for (const dep of runtimeImports(fs.readFileSync(file, 'utf8'))) {
          if (!(devOnly ? forTests : runtime).has(dep)) undeclared.push(`${m.name}: ${rel} imports ${dep}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('finds a run-time import and skips a type-only one', () => {
    expect(runtimeImports("import { z } from 'zod';\nimport type { X } from 'fastify';\nconst m = await import('pg');")).toEqual(['zod', 'pg']);
  });
});
