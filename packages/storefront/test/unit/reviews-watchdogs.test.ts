import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../app/lib/api.server';
import { action as watchdogAction } from '../../app/routes/actions/watchdog';
import { action as reviewAction, loader as reviewLoader } from '../../app/routes/product-review';
import { answerOf, partialAnswer, routeArgs, stub, stubLoadContext, tokenCookie } from './support/load-context';

/*
 * Route tests of the customer's review page (/hodnoceni/:id) and the product page's stock watchdog (/_/watchdog):
 * the real loaders and actions over a stub API.
 */

const TOKEN = 'customer-token-0123456789';
const product = { id: 5, name: 'Pirátský klobouk', url: '/12/kostymy/piratsky-klobouk', main_image: null };
const mine = { product, review: null, verified_purchase: true };

async function post(fields: Record<string, string>, token = true) {
  return {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { ...(token ? { cookie: await tokenCookie(TOKEN) } : {}), 'content-type': 'application/x-www-form-urlencoded' },
  };
}
const calls = (list: ApiRequest[]) => list.map((c) => `${c.method} ${c.path.replace(/^\/api/, '')}`);

describe('/hodnoceni/:id', () => {
  it('loads the form’s data with the token, privately, with its title', async () => {
    const { context, calls: made } = stubLoadContext(stub('GET /account/reviews/:productId', { data: mine }));
    const res = await answerOf(reviewLoader(routeArgs(context, '/hodnoceni/5', { id: '5' }, { headers: { cookie: await tokenCookie(TOKEN) } })));
    expect(res.data).toMatchObject({ mine, notice: null, title: 'Hodnocení: Pirátský klobouk' });
    expect(res.headers).toMatchObject({ 'cache-control': 'private, no-store' });
    expect(calls(made)).toEqual(['GET /account/reviews/5']);
    expect(made[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('is the page’s 404 for a product the shop does not sell, and sends a lapsed login to log in', async () => {
    const gone = stubLoadContext(stub('GET /account/reviews/:productId', { error: 'not_found' }, 404));
    expect((await answerOf(reviewLoader(routeArgs(gone.context, '/hodnoceni/5', { id: '5' })))).status).toBe(404);
    expect((await answerOf(reviewLoader(routeArgs(gone.context, '/hodnoceni/abc', { id: 'abc' })))).status).toBe(404);
    const lapsed = stubLoadContext(stub('GET /account/reviews/:productId', { error: 'unauthorized' }, 401));
    expect(await answerOf(reviewLoader(routeArgs(lapsed.context, '/hodnoceni/5', { id: '5' })))).toMatchObject({ status: 302, location: `/?redirect=${encodeURIComponent('/hodnoceni/5')}` });
  });

  it('saves a review and comes back (303) with "Hodnocení bylo odesláno."', async () => {
    const { context, calls: made } = stubLoadContext(stub('PUT /account/reviews/:productId', partialAnswer({ data: {}, message: 'Hodnocení bylo odesláno.' }), 201));
    const res = await answerOf(reviewAction(routeArgs(context, '/hodnoceni/5', { id: '5' }, await post({ rating: '4', text: ' Sedí přesně. ' }))));
    expect(res).toMatchObject({ status: 303, location: '/hodnoceni/5', flash: { form: 'review', ok: true, message: 'Hodnocení bylo odesláno.' } });
    expect(calls(made)).toEqual(['PUT /account/reviews/5']);
    expect(made[0]!.body).toEqual({ rating: 4, text: 'Sedí přesně.' });
  });

  it('shows a refused form again (422) with SPEC §5 messages, without asking the API; a failing API keeps the text', async () => {
    const { context, calls: made } = stubLoadContext();
    const res = await answerOf(reviewAction(routeArgs(context, '/hodnoceni/5', { id: '5' }, await post({ rating: '7', text: '' }))));
    expect(res).toMatchObject({
      status: 422,
      data: { values: { rating: '7', text: '' }, errors: { rating: ['Hodnocení musí být od 1 do 5 hvězdiček.'], text: ['Pole musí být vyplněno'] } },
    });
    expect(made).toHaveLength(0);
    const down = stubLoadContext(stub('PUT /account/reviews/:productId', { error: 'internal' }, 500));
    const d = await answerOf(reviewAction(routeArgs(down.context, '/hodnoceni/5', { id: '5' }, await post({ rating: '5', text: 'Super' }))));
    expect(d).toMatchObject({ status: 502, data: { values: { text: 'Super' }, message: 'Hodnocení se nepodařilo odeslat.' } });
  });
});

describe('/_/watchdog', () => {
  const fields = { productId: '5', variantId: '52', email: 'Hlidac@Example.com', redirectTo: '/12/kostymy/piratsky-klobouk' };

  it('sets the watchdog and goes back to the product with "Hlídací pes byl nastaven."', async () => {
    const { context, calls: made } = stubLoadContext(stub('POST /catalog/product/:id/watchdog', partialAnswer({ data: {}, message: 'Hlídací pes byl nastaven.' }), 201));
    const res = await answerOf(watchdogAction(routeArgs(context, '/_/watchdog', {}, await post(fields, false))));
    expect(res).toMatchObject({ status: 303, location: '/12/kostymy/piratsky-klobouk', flash: { form: 'watchdog', ok: true, message: 'Hlídací pes byl nastaven.' } });
    expect(calls(made)).toEqual(['POST /catalog/product/5/watchdog']);
    expect(made[0]!.body).toEqual({ variantId: 52, email: 'hlidac@example.com' });
    expect(made[0]!.headers.authorization).toBeUndefined();
  });

  it('lets a customer leave the e-mail out (the API takes the account’s)', async () => {
    const { context, calls: made } = stubLoadContext(stub('POST /catalog/product/:id/watchdog', partialAnswer({ data: {}, message: 'Hlídací pes byl nastaven.' }), 201));
    await answerOf(watchdogAction(routeArgs(context, '/_/watchdog', {}, await post({ ...fields, email: '' }))));
    expect(made[0]!.body).toEqual({ variantId: 52, email: null });
    expect(made[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('answers the failure notice with the field’s error, and never redirects off the shop', async () => {
    const { context, calls: made } = stubLoadContext();
    const bad = await answerOf(watchdogAction(routeArgs(context, '/_/watchdog', {}, await post({ ...fields, email: 'x', redirectTo: 'https://evil.example/' }, false))));
    expect(bad).toMatchObject({ status: 303, location: '/', flash: { form: 'watchdog', ok: false, message: 'Hlídacího psa se nepodařilo nastavit.', errors: { email: ['Pole musí obsahovat platný email.'] } } });
    expect(made).toHaveLength(0);
    const inStock = stubLoadContext(stub('POST /catalog/product/:id/watchdog', { error: 'validation', message: 'x', errors: { variantId: ['Tato varianta je skladem, můžete ji rovnou objednat.'] } }, 422));
    const r = await answerOf(watchdogAction(routeArgs(inStock.context, '/_/watchdog', {}, await post(fields, false))));
    expect(r.flash).toMatchObject({ ok: false, errors: { variantId: ['Tato varianta je skladem, můžete ji rovnou objednat.'] } });
  });
});
