import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './support';

/**
 * The loader data a page carries for hydration (ARCHITECTURE "Packed loader data"): React Router encodes it with
 * turbo-stream value by value, and the shell's and the busy pages' data go in as JSON texts (lib/packed.ts), a
 * value each. A loader that sends its data unpacked again (≈ 1 200 values on a listing, ≈ 0.4 ms of every render)
 * fails here. Deterministic: the count of values, not a time.
 */
const MAX_VALUES = 80;

/** The turbo-stream values of the loader data the page's HTML carries (its first line: one flat array). */
async function loaderDataValues(path: string): Promise<number> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', 'sec-fetch-site': 'none' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const stream = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string).join('');
  const values = JSON.parse(stream.split('\n')[0]!) as unknown[];
  // The page really carries its data: the shell's categories and the page's own fields are in the texts.
  expect(stream).toContain('categories');
  return values.length;
}

describe('loader data in the page', () => {
  it(`home, a listing and a product page carry at most ${MAX_VALUES} turbo-stream values`, async () => {
    const list = await api<{ data: { products: Array<{ url: string }> } }>('/catalog/category/1/products');
    expect(list.status).toBe(200);
    const category = await api<{ data: Array<{ url: string }> }>('/catalog/category/cs');
    for (const path of ['/', category.body.data[0]!.url, list.body.data.products[0]!.url]) {
      expect(await loaderDataValues(path), path).toBeLessThanOrEqual(MAX_VALUES);
    }
  });
});
