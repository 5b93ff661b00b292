import { describe, expect, it } from 'vitest';
import { loader as legacyLoader } from '../../app/routes/legacy-catalogue';
import { loader as listingLoader } from '../../app/routes/listing';
import { outcome, partialAnswer, routeArgs, stub, stubLoadContext } from './support/load-context';

const category = { id: 12, slug: 'kostymy', url: '/12/kostymy', name: 'Kostýmy', description: null, breadcrumbs: [], subcategories: [] };
const product = { id: 12, slug: 'piratsky-klobouk', url: '/12/klobouky/piratsky-klobouk', name: 'Pirátský klobouk' };
const tree = [{ ...category, image: null, subcategories: [{ id: 13, slug: 'damske-kostymy', name: 'Dámské kostýmy', image: null, url: '/13/damske-kostymy', subcategories: [] }] }];

const categoryFound = stub('GET /catalog/category/:id/products', (r) => (r.params.id === '12' ? { status: 200, body: partialAnswer({ data: { category, products: [], total: 0 } }) } : { status: 404, body: partialAnswer({ errors: [] }) }));
const productFound = stub('GET /catalog/product/:id', (r) => (r.params.id === '12' ? { status: 200, body: partialAnswer({ data: product }) } : { status: 404, body: partialAnswer({ errors: [] }) }));
const menu = stub('GET /catalog/category/:locale', partialAnswer({ data: tree }));

describe('two-segment product links (/{id}/{product}: SPEC §2, the category is optional)', () => {
  it("sends a category address whose slug is the product's of that id to the product (301)", async () => {
    const { context } = stubLoadContext(categoryFound, productFound);
    expect(await outcome(listingLoader(routeArgs(context, '/12/piratsky-klobouk?a=1', { id: '12', category: 'piratsky-klobouk' })))).toEqual({
      status: 301,
      location: '/12/klobouky/piratsky-klobouk?a=1',
    });
  });

  it('keeps a wrong category slug going to the category, and an unknown id a 404', async () => {
    const { context } = stubLoadContext(categoryFound, productFound);
    expect(await outcome(listingLoader(routeArgs(context, '/12/stary-nazev', { id: '12', category: 'stary-nazev' })))).toEqual({ status: 301, location: '/12/kostymy' });
    expect(await outcome(listingLoader(routeArgs(context, '/77/cokoli', { id: '77', category: 'cokoli' })))).toEqual({ status: 404 });
  });
});

describe('alternative catalogue routes (/eshop, /backup-products): a 301 to the page of today, never a 404', () => {
  const cases: Array<[string, string]> = [
    ['/eshop', '/'],
    ['/eshop/damske-kostymy', '/13/damske-kostymy'],
    ['/eshop/piratsky-klobouk', '/hledani?q=piratsky+klobouk'],
    ['/backup-products/12/kostymy', '/12/kostymy'],
    ['/backup-products/12/klobouky/piratsky-klobouk', '/12/klobouky/piratsky-klobouk'],
    ['/backup-products/77/klobouky/piratsky-klobouk', '/hledani?q=piratsky+klobouk'],
    ['/backup-products/kostymy', '/12/kostymy'],
    ['/backup-products/kostymy/piratsky-klobouk', '/hledani?q=piratsky+klobouk'],
  ];
  for (const [from, to] of cases) {
    it(`${from} → ${to}`, async () => {
      const { context } = stubLoadContext(categoryFound, productFound, menu);
      expect(await outcome(legacyLoader(routeArgs(context, from, {})))).toEqual({ status: 301, location: to });
    });
  }
});
