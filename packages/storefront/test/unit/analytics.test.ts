import { describe, expect, it } from 'vitest';
import { beginCheckout, cartChange, checkoutChoices, pendingEvents, viewItemList } from '../../app/lib/analytics.server';

/* GA4's e-commerce events as the server makes them (lib/analytics.server.ts, issue 41). */

const product = { id: 7, name: 'Balónek', default_category: { id: 1, name: 'Balónky', slug: 'balonky' } };
const variant = { id: 70, name: 'Červený', price_vat: 2_490 };

describe('the data layer’s events', () => {
  it('a cart change is the pieces added or taken away, nothing when the line did not change', () => {
    expect(cartChange({ product, variant, quantity: 1, original_quantity: 4 } as never)).toEqual([
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'CZK', value: 74.7, items: [{ item_id: '7', item_name: 'Balónek', item_category: 'Balónky', item_variant: 'Červený', price: 24.9, quantity: 3 }] } },
    ]);
    expect(cartChange({ product, variant, quantity: 2, original_quantity: 2 } as never)).toEqual([]);
  });

  it('a listing counts its items from the page’s first position', () => {
    const [, event] = viewItemList({ id: '/1/balonky', name: 'Balónky' }, [{ ...product, price_vat: 2_490 }], 24);
    expect(event).toEqual({ event: 'view_item_list', ecommerce: { item_list_id: '/1/balonky', item_list_name: 'Balónky', items: [{ item_id: '7', item_name: 'Balónek', item_category: 'Balónky', price: 24.9, index: 24 }] } });
  });

  it('an empty cart begins no checkout and offers no choices; a full one names each method', () => {
    const empty = { items: [], totals: { total: 0 }, vouchers: [] } as never;
    expect(beginCheckout(empty)).toEqual([]);
    expect(checkoutChoices(empty, { delivery: [], payment: [] } as never)).toEqual({});
    const cart = { items: [{ parent_id: null, product, variant, quantity: 2, unit_price_vat: 2_490 }], totals: { total: 4_980 }, vouchers: [{ code: 'LETO10' }] } as never;
    const choices = checkoutChoices(cart, { delivery: [{ id: 3, name: 'PPL' }], payment: [{ id: 4, name: 'Kartou' }] } as never);
    expect(choices).toEqual({
      '*': { currency: 'CZK', value: 49.8, coupon: 'LETO10', items: [{ item_id: '7', item_name: 'Balónek', item_category: 'Balónky', item_variant: 'Červený', price: 24.9, quantity: 2, index: 0 }] },
      'deliveryId=3': { event: 'add_shipping_info', ecommerce: { shipping_tier: 'PPL' } },
      'paymentId=4': { event: 'add_payment_info', ecommerce: { payment_type: 'Kartou' } },
    });
  });

  it('takes only known events from the events cookie', () => {
    expect(pendingEvents(['sign_up', 'purchase', 3])).toEqual([{ event: 'sign_up', method: 'email' }]);
    expect(pendingEvents('sign_up')).toEqual([]);
  });
});
