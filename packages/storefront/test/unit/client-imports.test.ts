import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the browser's scripts are built from: every module of `app/` except the server-only ones (`*.server.ts`,
 * which React Router keeps out of the client build, and refuses to build when client code needs one), and what they
 * import from the workspace (the domain, the API's contract) and from npm. The password strength estimator's
 * dictionaries are megabytes (`@zxcvbn-ts/*`, the API's accounts/password-strength.ts): they must stay on the server.
 * bundle-budget.test.ts weighs the pages of the build; this keeps the estimator out of every page, the account
 * pages included, without one.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const appDir = path.join(root, 'packages/storefront/app');

const isServerOnly = (file: string) => /\.server\.tsx?$/.test(file) || file.split(path.sep).includes('.server');

function appModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appModules(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isServerOnly(full) ? [full] : [];
  });
}

/** The specifiers a module imports at run time: static and dynamic imports and re-exports, not type-only ones. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A workspace package's module by its `exports` (`@konfety/domain/format` → packages/domain/src/format.ts). */
function workspaceModule(specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  const dir = path.join(root, 'packages', name!);
  const exports = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  const sub = rest.length === 0 ? '.' : `./${rest.join('/')}`;
  const target = exports[sub] ?? exports['./*']?.replace('*', rest.join('/'));
  if (!target || scope !== '@konfety') throw new Error(`cannot resolve ${specifier}`);
  return path.join(dir, target);
}

function resolveFile(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  if (/\.(css|svg|png|webp|avif|woff2|json)$/.test(base)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${path.relative(root, from)}`);
}

/** Every module reachable from `entries` (server-only ones left out) and the npm packages they import. */
function clientGraph(entries: string[]) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      let next: string | null;
      if (specifier.startsWith('.')) next = resolveFile(file, specifier);
      else if (specifier.startsWith('@konfety/')) next = workspaceModule(specifier);
      else {
        if (!/^(node:|virtual:)/.test(specifier)) packages.set(specifier, path.relative(root, file));
        continue;
      }
      if (next && !isServerOnly(next)) queue.push(next);
    }
  }
  return { modules: [...modules].map((m) => path.relative(root, m)), packages };
}

describe('what the browser’s scripts are built from', () => {
  it('never the password strength estimator or its dictionaries', () => {
    const { modules, packages } = clientGraph(appModules(appDir));
    // The walk reaches the pages' code and the domain's.
    expect(modules).toContain('packages/storefront/app/routes/register.tsx');
    expect(modules).toContain('packages/domain/src/validation.ts');
    expect(packages.has('react')).toBe(true);
    const estimator = [...packages].filter(([name]) => name.startsWith('@zxcvbn-ts/')).map(([name, by]) => `${name} (imported by ${by})`);
    expect(estimator).toEqual([]);
    expect(modules.filter((m) => m.endsWith('password-strength.ts'))).toEqual([]);
  });

  it('would find it: the API’s registration reaches the estimator', () => {
    const { packages } = clientGraph([path.join(root, 'packages/api/src/features/accounts/register.ts')]);
    expect([...packages.keys()].filter((name) => name.startsWith('@zxcvbn-ts/')).sort()).toEqual(['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-cs']);
  });
});
