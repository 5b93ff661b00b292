import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import type { OpenApiDoc } from './support/openapi';
import type { Endpoint } from '../src/endpoint';

/** The HTTP methods an OpenAPI 3.0 path item may hold; anything else (Fastify's `trace`, `query` …) is invalid there. */
const OPENAPI_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let t: TestApp;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
});
afterAll(async () => t?.close());

describe('the OpenAPI document (/api/docs/json)', () => {
  it('is valid OpenAPI for a standard validator (code generators and API tools accept it)', async () => {
    // The validator dereferences the document in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents API operations only: no catch-all path, no method OpenAPI does not know', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
    const odd = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).filter((m) => !OPENAPI_METHODS.has(m) && m !== 'parameters').map((m) => `${m} ${p}`));
    expect(odd).toEqual([]);
    expect(paths.length).toBeGreaterThan(30);
  });

  it('documents exactly the declared endpoints (features/*/endpoints.ts): no route registered around a declaration, none declared and left out', async () => {
    const features = path.resolve(import.meta.dirname, '../src/features');
    const declared: string[] = [];
    for (const feature of fs.readdirSync(features)) {
      const file = path.join(features, feature, 'endpoints.ts');
      if (!fs.existsSync(file)) continue;
      const module = (await import(file)) as Record<string, Endpoint>;
      for (const e of Object.values(module)) declared.push(`${e.method.toLowerCase()} /api${e.path.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(operations(doc).sort()).toEqual(declared.sort());
  });
});

describe('the back office’s OpenAPI document (/api/admin/docs/json)', () => {
  it('is valid OpenAPI, and documents exactly the admin declarations (features/*/admin-endpoints.ts), each saying who may call it', async () => {
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/docs/json' })).json() as OpenApiDoc;
    await expect(SwaggerParser.validate(structuredClone(admin) as never)).resolves.toBeTruthy();
    const features = path.resolve(import.meta.dirname, '../src/features');
    const declared: string[] = [];
    const withoutAccess: string[] = [];
    for (const feature of fs.readdirSync(features)) {
      const file = path.join(features, feature, 'admin-endpoints.ts');
      if (!fs.existsSync(file)) continue;
      const module = (await import(file)) as Record<string, unknown>;
      // The module's declarations (it may also export the schemas its client's forms validate with).
      const declarations = Object.values(module).filter((e): e is Endpoint => typeof e === 'object' && e !== null && 'method' in e && 'path' in e);
      for (const e of declarations) {
        const key = `${e.method.toLowerCase()} /api/admin${e.path.replace(/:(\w+)/g, '{$1}')}`;
        declared.push(key);
        if (!e.access) withoutAccess.push(key);
      }
    }
    expect(declared.length).toBeGreaterThan(5);
    expect(withoutAccess).toEqual([]);
    expect(operations(admin).sort()).toEqual(declared.sort());
  });
});

function operations(document: OpenApiDoc): string[] {
  return Object.entries(document.paths).flatMap(([p, item]) => Object.keys(item).filter((m) => m !== 'parameters').map((m) => `${m} ${p}`));
}
