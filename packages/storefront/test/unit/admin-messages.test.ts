import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adminCs } from '../../../admin/src/i18n/cs';

/**
 * The back office's texts live in its message catalogue (packages/admin/src/i18n, ICU syntax; messages.test.ts
 * formats each of them against intl-messageformat): no screen writes Czech of its own, the catalogue's files do not
 * hide one another's keys, and every message is used. (The back office has no test project of its own: the unit
 * project runs this.)
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const adminSrc = path.join(root, 'packages/admin/src');
const i18nDir = path.join(adminSrc, 'i18n');

/** The app's modules, the catalogue left out. */
function appModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === i18nDir ? [] : appModules(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

type Text = { file: string; line: number; text: string; templateHead: boolean };

/**
 * The texts a module writes: string literals, the fixed parts of template literals, JSX text and JSX attribute
 * values, by TypeScript's own parser rather than by stripping comments with a pattern: comments (`//`, `/* *\/`,
 * JSX's `{/* *\/}`) are no part of the tree, and a `//` inside a string (a URL) or in JSX text is no comment to it.
 */
function textsOf(file: string): Text[] {
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Text[] = [];
  const add = (node: ts.Node, text: string, templateHead = false) =>
    found.push({ file: path.relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text, templateHead });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text);
    else if (ts.isTemplateHead(node)) add(node, node.text, true);
    else if (ts.isJsxText(node) && node.text.trim() !== '') add(node, node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CZECH = /[áčďéěíňóřšťúůýž]/i;

describe("the back office's texts", () => {
  const modules = appModules(adminSrc);
  const texts = modules.flatMap(textsOf);

  it('are all in the catalogue: no module but the catalogue writes Czech text', () => {
    expect(modules.length).toBeGreaterThan(10);
    const hardCoded = texts.filter((t) => CZECH.test(t.text)).map((t) => `${t.file}:${t.line}: ${JSON.stringify(t.text)}`);
    expect(hardCoded, 'Czech text outside packages/admin/src/i18n: move it to the catalogue').toEqual([]);
  });

  it("come from the catalogue's files, none of which hides another's key", async () => {
    const files = fs.readdirSync(i18nDir).filter((name) => /^cs.*\.ts$/.test(name) && name !== 'cs.ts');
    const owner = new Map<string, string>();
    const duplicates: string[] = [];
    for (const name of files) {
      const module = (await import(path.join(i18nDir, name))) as Record<string, unknown>;
      for (const catalogue of Object.values(module).filter((v): v is Record<string, string> => typeof v === 'object' && v !== null)) {
        for (const [key, message] of Object.entries(catalogue)) {
          if (owner.has(key)) duplicates.push(`${key}: ${owner.get(key)} and ${name}`);
          owner.set(key, name);
          expect(adminCs[key as keyof typeof adminCs], `${key} of ${name} in adminCs`).toBe(message);
        }
      }
    }
    expect(duplicates).toEqual([]);
    expect(Object.keys(adminCs).filter((key) => !owner.has(key))).toEqual([]);
  });

  it('are all used: each key is named by a module, or is one of a family a template names (`order.action.${state}`)', () => {
    const named = new Set(texts.filter((t) => !t.templateHead).map((t) => t.text));
    const families = texts.filter((t) => t.templateHead && /^[a-z]+\.[\w.]*\.$/i.test(t.text)).map((t) => t.text);
    const unused = Object.keys(adminCs).filter((key) => !named.has(key) && !families.some((family) => key.startsWith(family) && !key.slice(family.length).includes('.')));
    expect(unused, 'messages no module of the app uses').toEqual([]);
  });
});
