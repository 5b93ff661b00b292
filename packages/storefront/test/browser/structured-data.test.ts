import { describe, expect, it } from 'vitest';
import { api, baseUrl, hydrated, useBrowser } from './support';
import { alternatesOf, itemOfType, richResultProblems, structuredDataOf } from '../unit/support/rich-results';

/**
 * The structured data the built shop writes into its pages' heads, over the demo shop's data (issue 41): every item by
 * Google's rules (test/unit/support/rich-results.ts), a product's price and struck price exactly as the page shows
 * them, its breadcrumbs as the page shows them; and the page still hydrates with the head it got from the server
 * (lib/page-head.server.ts writes it outside React). The unit tests (structured-data.test.ts) cover the loaders' every
 * case, the Slovak site's alternates included; only Czech is live here, so these pages have none.
 */
const b = useBrowser();

interface Detail {
  id: number;
  name: string;
  url: string;
  is_adult: boolean;
  is_price_sale_active: boolean;
  variants: Array<{ price_vat: number }>;
  reviews: { count: number };
}

/** The document as the shop sends it, and its head. */
async function documentOf(path: string): Promise<{ html: string; head: string }> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, head: html.slice(html.indexOf('<head>'), html.indexOf('</head>')) };
}

/** A product of the demo shop on sale, reviewed, not 18+, its sizes of one price (so one Offer), found through the API. */
async function saleProduct(): Promise<Detail> {
  const list = await api<{ data: { products: Array<{ id: number }> } }>('/catalog/products/sale?limit=48');
  for (const { id } of list.body.data.products) {
    const detail = (await api<{ data: Detail }>(`/catalog/product/${id}`)).body.data;
    if (!detail.is_adult && detail.reviews.count > 0 && new Set(detail.variants.map((v) => v.price_vat)).size === 1) return detail;
  }
  throw new Error('no reviewed, one-price product on sale in the demo shop');
}

/** "1 299,00 Kč" as schema.org writes a price, "1299.00". */
const asSchemaPrice = (text: string) => text.replace(/[^\d,]/g, '').replace(',', '.');

describe('structured data in the pages’ heads', () => {
  it('the home page: the Organization and the WebSite with its search, by Google’s rules', async () => {
    const { head } = await documentOf('/');
    const items = structuredDataOf(head);
    expect(items.map((i) => i['@type'])).toEqual(['Organization', 'WebSite']);
    for (const item of items) expect(richResultProblems(item), JSON.stringify(item)).toEqual([]);
    const logo = await fetch(itemOfType(items, 'Organization').logo as string);
    expect(logo.status).toBe(200);
    // The Czech and the Slovak shop's home pages are each other's alternates, the Slovak one on its own host.
    const base = baseUrl();
    expect(alternatesOf(head)).toEqual({ cs: `${base}/`, sk: `http://sk.localhost:${new URL(base).port}/sk`, 'x-default': `${base}/` });
  });

  it('a category: its BreadcrumbList as the page shows its breadcrumbs', async () => {
    const tree = await api<{ data: Array<{ url: string; subcategories: Array<{ url: string }> }> }>('/catalog/category/cs');
    const path = tree.body.data[0]!.subcategories[0]?.url ?? tree.body.data[0]!.url;
    const page = await b.newPage();
    await page.goto(path);
    const shown = (await page.locator('nav.breadcrumbs li').allTextContents()).map((t) => t.trim());
    const { head } = await documentOf(path);
    const crumbs = itemOfType(structuredDataOf(head), 'BreadcrumbList');
    expect(richResultProblems(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual(shown);
  });

  it('a product on sale: its Product with the price and struck price the page shows, its rating, its breadcrumbs; the page hydrates', async () => {
    const product = await saleProduct();
    const { head } = await documentOf(product.url);
    const items = structuredDataOf(head);
    for (const item of items) expect(richResultProblems(item), JSON.stringify(item)).toEqual([]);
    const found = itemOfType(items, 'Product');
    expect(found).toMatchObject({ name: product.name, url: `${baseUrl()}${product.url}`, aggregateRating: { reviewCount: product.reviews.count } });

    const page = await b.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(product.url);
    await hydrated(page);
    const info = page.locator('.product__info');
    const offers = found.offers as { price: string; priceSpecification?: { price: string } };
    expect(offers.price).toBe(asSchemaPrice((await info.locator('.price__current').textContent())!));
    if (product.is_price_sale_active) expect(offers.priceSpecification?.price).toBe(asSchemaPrice((await info.locator('.price__omnibus s').textContent())!));
    const shown = (await page.locator('nav.breadcrumbs li').allTextContents()).map((t) => t.trim());
    expect((itemOfType(items, 'BreadcrumbList').itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual(shown);
    // React hydrated the document with the head the server wrote, which still holds the data blocks.
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(items.length);
    expect(errors).toEqual([]);
  });
});
