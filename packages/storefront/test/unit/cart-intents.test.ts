import { describe, expect, it } from 'vitest';
import { parseCartForm, runCartIntent } from '../../app/lib/cart.server';
import { cartApi, cartLine, guestCart, guestCookie, TEMP_ID } from './support/cart-api';
import { stubLoadContext } from './support/load-context';

/** The cart action's form, one intent at a time (lib/cart.ts lists them). */
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const parse = (fields: Record<string, string>) => parseCartForm(form(fields), 'cs');
const rejected = (fields: Record<string, string>) => {
  const result = parse(fields);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(fields)}`);
  return result.answer;
};

describe('cart form parsing (zod, one schema per intent)', () => {
  it('reads add / set-quantity / remove with whole numbers, an optional variant and ignores the routing fields', () => {
    expect(parse({ intent: 'add', productId: '12', variantId: '3', quantity: ' 2 ', redirectTo: '/x', locale: 'cs', _fetcher: '1' })).toEqual({
      ok: true,
      intent: { intent: 'add', productId: 12, variantId: 3, quantity: 2 },
    });
    expect(parse({ intent: 'set-quantity', productId: '12', variantId: '', quantity: '0' })).toEqual({
      ok: true,
      intent: { intent: 'set-quantity', productId: 12, variantId: undefined, quantity: 0 },
    });
    expect(parse({ intent: 'remove', productId: '12', variantId: '3' })).toEqual({ ok: true, intent: { intent: 'remove', productId: 12, variantId: 3 } });
  });

  it('answers bad line fields with a 422 and Czech field errors', () => {
    const none = rejected({ intent: 'add', productId: '12', quantity: '0' });
    expect(none.status).toBe(422);
    expect(none.outcome).toMatchObject({ ok: false, intent: 'add', message: 'Produkt se nepodařilo přidat do košíku.', errors: { quantity: ['Zadejte prosím hodnotu alespoň 1.'] } });
    expect(rejected({ intent: 'set-quantity', productId: '12', quantity: '1000' }).outcome.errors).toEqual({ quantity: ['Zadejte prosím hodnotu nejvýše 999.'] });
    expect(rejected({ intent: 'set-quantity', productId: '12', quantity: '1.5' }).outcome.errors).toEqual({ quantity: ['Zadejte prosím celé číslo.'] });
    expect(rejected({ intent: 'remove', productId: '' }).outcome.errors).toEqual({ productId: ['Pole musí být vyplněno'] });
    expect(rejected({ intent: 'remove', productId: '5', variantId: 'x' }).outcome.errors).toEqual({ variantId: ['Zadejte prosím celé číslo.'] });
  });

  it('reads the voucher intents; a voucher form shows its field error as the message', () => {
    expect(parse({ intent: 'voucher-add', voucherCode: ' SLEVA10 ', guestEmail: '' })).toEqual({
      ok: true,
      intent: { intent: 'voucher-add', voucherCode: 'SLEVA10', guestEmail: undefined },
    });
    expect(parse({ intent: 'voucher-add', voucherCode: 'SLEVA10', guestEmail: 'Jana@Example.com' })).toMatchObject({ intent: { guestEmail: 'jana@example.com' } });
    expect(parse({ intent: 'voucher-remove', voucherId: '4' })).toEqual({ ok: true, intent: { intent: 'voucher-remove', voucherId: 4 } });
    const blank = rejected({ intent: 'voucher-add', voucherCode: '   ' });
    expect(blank).toMatchObject({ status: 422, outcome: { intent: 'voucher-add', message: 'Pole musí být vyplněno', errors: { voucherCode: ['Pole musí být vyplněno'] } } });
    expect(rejected({ intent: 'voucher-add', voucherCode: 'X', guestEmail: 'nope' }).outcome.errors).toEqual({ guestEmail: ['Pole musí obsahovat platný email.'] });
    expect(rejected({ intent: 'voucher-remove', voucherId: 'abc' }).outcome.errors).toEqual({ voucherId: ['Zadejte prosím celé číslo.'] });
  });

  it('answers a missing or unknown intent with a 400', () => {
    for (const fields of [{ productId: '1', quantity: '1' }, { intent: 'checkout' }, { intent: '' }] as Array<Record<string, string>>) {
      const answer = rejected(fields);
      expect(answer.status).toBe(400);
      expect(answer.outcome).toMatchObject({ ok: false, intent: null, message: 'Vyberte prosím jednu z nabízených možností.' });
    }
  });
});

describe('cart intents against the API (stub transport)', () => {
  const request = async () => new Request('http://localhost:3000/_/cart', { method: 'POST', headers: { cookie: await guestCookie() } });
  const puts = (calls: Array<{ method: string; path: string; body?: unknown }>) => calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);

  it('add puts the quantity on top of what the line holds and describes the product for the notice', async () => {
    const { context, calls } = stubLoadContext(cartApi(guestCart([cartLine(12, 3, 1)])));
    const answer = await runCartIntent(await request(), context, 'cs', { intent: 'add', productId: 12, variantId: 3, quantity: 2 });
    expect(puts(calls)).toEqual([[`/api/cart/${TEMP_ID}`, { id: 12, variantId: 3, quantity: 3 }]]);
    expect(answer.status).toBe(200);
    expect(answer.outcome).toEqual({
      ok: true,
      intent: 'add',
      message: 'Produkt byl přidán do košíku.',
      added: { name: 'Balónky 12', variant: 'Barva 3', quantity: 2, image: 'p/12.jpg', url: '/1/balonky/12-balonky', unitPriceVat: 12_900 },
      // GA4's add_to_cart of the pieces added (lib/analytics.server.ts), packed as one JSON text.
      dataLayer: JSON.stringify([
        { ecommerce: null },
        { event: 'add_to_cart', ecommerce: { currency: 'CZK', value: 258, items: [{ item_id: '12', item_name: 'Balónky 12', item_variant: 'Barva 3', price: 129, quantity: 2 }] } },
      ]),
    });
  });

  it('set-quantity sets the line, remove sets it to 0', async () => {
    const { context, calls } = stubLoadContext(cartApi(guestCart([cartLine(12, 3, 4)])));
    const set = await runCartIntent(await request(), context, 'cs', { intent: 'set-quantity', productId: 12, variantId: 3, quantity: 2 });
    expect(set.outcome).toMatchObject({ ok: true, intent: 'set-quantity', message: 'Košík byl upraven.' });
    const removed = await runCartIntent(await request(), context, 'cs', { intent: 'remove', productId: 12, variantId: undefined });
    expect(removed.outcome).toMatchObject({ ok: true, intent: 'remove', message: 'Produkt byl odebrán z košíku.' });
    expect(puts(calls)).toEqual([
      [`/api/cart/${TEMP_ID}`, { id: 12, variantId: 3, quantity: 2 }],
      [`/api/cart/${TEMP_ID}`, { id: 12, variantId: null, quantity: 0 }],
    ]);
  });

  it('passes the API’s refusal on with its status and message', async () => {
    const refuse = { status: 422, body: { error: 'validation', message: 'Na skladě jsou jen 2 kusy.', errors: { quantity: ['Na skladě jsou jen 2 kusy.'] } } };
    const { context } = stubLoadContext(cartApi(guestCart(), { refuse }));
    const answer = await runCartIntent(await request(), context, 'cs', { intent: 'add', productId: 12, variantId: 3, quantity: 5 });
    expect(answer.status).toBe(422);
    expect(answer.outcome).toEqual({ ok: false, intent: 'add', message: 'Na skladě jsou jen 2 kusy.', errors: { quantity: ['Na skladě jsou jen 2 kusy.'] } });
  });

  it('voucher-add sends the code (and a guest’s e-mail); voucher-remove keeps an order voucher without asking the API', async () => {
    const cart = guestCart([cartLine(12, 3, 1)], [{ voucher_id: 9, code: 'OBJ', type: 'order' }]);
    const { context, calls } = stubLoadContext(cartApi(cart));
    const added = await runCartIntent(await request(), context, 'cs', { intent: 'voucher-add', voucherCode: 'SLEVA10', guestEmail: 'jana@example.com' });
    expect(added.outcome).toEqual({ ok: true, intent: 'voucher-add', message: 'Slevový kód byl uplatněn.' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/voucher/cart/add/${TEMP_ID}`, { voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: 'jana@example.com' }],
    ]);
    const locked = await runCartIntent(await request(), context, 'cs', { intent: 'voucher-remove', voucherId: 9 });
    expect(locked.status).toBe(403);
    expect(calls.filter((c) => c.path.includes('/voucher/cart/delete'))).toEqual([]);
  });

  it('words a voucher the API does not know with the SPEC §8 text', async () => {
    const { context } = stubLoadContext(cartApi(guestCart(), { refuse: { status: 404, body: { error: 'not_found' } } }));
    const answer = await runCartIntent(await request(), context, 'cs', { intent: 'voucher-add', voucherCode: 'NEEXISTUJE', guestEmail: undefined });
    expect(answer).toMatchObject({ status: 404, outcome: { ok: false, intent: 'voucher-add', message: 'Slevový kód neexistuje.', error: 'not_exists' } });
  });
});
