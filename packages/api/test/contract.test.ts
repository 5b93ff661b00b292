import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '../src/contract';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every module `file` imports, followed through relative imports; bare specifiers are collected, not followed. */
function importGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  seen.set(file, specifiers);
  for (const s of specifiers) if (s.startsWith('.')) importGraph(path.resolve(path.dirname(file), `${s}.ts`), seen);
  return seen;
}

describe('@konfety/api/contract', () => {
  it('imports schema and endpoint-declaration modules only: zod and the domain, never routes, services, the database or fastify', () => {
    const graph = importGraph(path.join(src, 'contract.ts'));
    const modules = [...graph.keys()].map((f) => path.relative(src, f)).filter((f) => f !== 'contract.ts');
    expect(modules.filter((f) => f !== 'endpoint.ts' && !/(^|\/)(schemas|responses|endpoints)\.ts$/.test(f))).toEqual([]);
    const bare = [...new Set([...graph.values()].flat().filter((s) => !s.startsWith('.')))];
    expect(bare.filter((s) => s !== 'zod' && !s.startsWith('@konfety/domain/'))).toEqual([]);
  });

  it('loads nothing but the domain at run time (its schema imports are types only, erased)', () => {
    // The storefront's server bundle imports the contract's constants; loading a schema module there would
    // register its OpenAPI ids a second time, and the shop's /api/docs/json would answer 500.
    const text = fs.readFileSync(path.join(src, 'contract.ts'), 'utf8');
    const runtime = [...text.matchAll(/^\s*(import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[2]!);
    expect(runtime.length).toBeGreaterThan(0);
    expect(runtime.filter((s) => !s.startsWith('@konfety/domain/'))).toEqual([]);
  });

  it('offers the runtime constants clients need, equal to what the API validates with', () => {
    expect(contract.sortOptions).toEqual(['recommended', 'name', 'price_asc', 'price_desc']);
    expect(contract.availabilityStates).toContain('sold_out_temporarily');
    expect(contract.productLabels).toEqual(['new', 'sale', 'free_gift']);
    expect(contract.orderStates).toContain('waiting_for_payment');
    expect(contract.IDEMPOTENCY_KEY_PATTERN.test('a-b_1')).toBe(true);
  });
});
