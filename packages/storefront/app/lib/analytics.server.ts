import type { Cart, CartItemChange, CheckoutMethods, ListingProduct, Order, ProductDetail } from './api.server';

/*
 * The e-commerce events of the data layer in Google Analytics 4's schema (issue 41; SPEC §7, §9), made on the server
 * from the API's answers: a page's loader returns them as `dataLayer` in its data, an action in its answer, and the
 * document's head script pushes them when React Router shows the page or a form's answer arrives
 * (lib/consent.server.tsx `DATA_LAYER_SCRIPT`), so the browser's bundle carries no tracking code.
 *
 * Prices with VAT in CZK, the tracking currency (SPEC §9), whatever currency the visitor shops in; items named by
 * the product's id (the variant as `item_variant`), the same in every event. Each e-commerce event follows a push of
 * `{ ecommerce: null }`, as Google asks, so that one event's items never leak into the next. An event with `once`
 * (the purchase) is pushed once per browser for its key, also when the page is loaded again.
 */

export const TRACKING_CURRENCY = 'CZK';

/**
 * Events as they travel in a page's data: one JSON text (React Router writes loader data value by value, and a
 * listing's items would be a few hundred values; lib/packed.ts), which the head's script parses.
 */
export const packEvents = (events: unknown): string => JSON.stringify(events);

export interface GaItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity?: number;
  index?: number;
}

export type DataLayerPush = { event: string; ecommerce?: Record<string, unknown>; once?: string } & Record<string, unknown>;
type Cleared = [{ ecommerce: null }, DataLayerPush];

/** Minor units (haléře) as GA4's decimal amount. */
const amount = (minor: number) => Math.round(minor) / 100;

const ecommerce = (event: string, data: Record<string, unknown>, once?: string): Cleared => [{ ecommerce: null }, { event, ecommerce: data, ...(once ? { once } : {}) }];

export function listItem(product: Pick<ListingProduct, 'id' | 'name' | 'price_vat' | 'default_category'>, index: number): GaItem {
  return {
    item_id: String(product.id),
    item_name: product.name,
    ...(product.default_category ? { item_category: product.default_category.name } : {}),
    price: amount(product.price_vat),
    index,
  };
}

/** A listing's page of products (a category, a brand, new or sale goods, search results). */
export function viewItemList(list: { id: string; name: string }, products: ReadonlyArray<Pick<ListingProduct, 'id' | 'name' | 'price_vat' | 'default_category'>>, firstIndex = 0) {
  return ecommerce('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.map((p, i) => listItem(p, firstIndex + i)),
  });
}

/** A product's page: the variant shown first (in stock if one is), its price. */
export function viewItem(product: Pick<ProductDetail, 'id' | 'name' | 'price_vat' | 'default_category' | 'variants'>) {
  const variant = product.variants.find((v) => v.availability.state === 'in_stock') ?? product.variants[0];
  const price = amount(variant?.price_vat ?? product.price_vat);
  const item: GaItem = {
    item_id: String(product.id),
    item_name: product.name,
    ...(product.default_category ? { item_category: product.default_category.name } : {}),
    ...(variant && product.variants.length > 1 ? { item_variant: variant.name } : {}),
    price,
    quantity: 1,
  };
  return ecommerce('view_item', { currency: TRACKING_CURRENCY, value: price, items: [item] });
}

/** A cart line changed: the pieces added (`add_to_cart`) or taken away (`remove_from_cart`); nothing when none. */
export function cartChange(change: Pick<CartItemChange, 'product' | 'variant' | 'quantity' | 'original_quantity'>) {
  const delta = change.quantity - change.original_quantity;
  if (delta === 0) return [];
  const price = amount(change.variant.price_vat);
  const quantity = Math.abs(delta);
  const item: GaItem = {
    item_id: String(change.product.id),
    item_name: change.product.name,
    ...(change.product.default_category ? { item_category: change.product.default_category.name } : {}),
    ...(change.variant.name && change.variant.name !== change.product.name ? { item_variant: change.variant.name } : {}),
    price,
    quantity,
  };
  return ecommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', { currency: TRACKING_CURRENCY, value: amount(change.variant.price_vat * quantity), items: [item] });
}

const cartItems = (cart: Pick<Cart, 'items'>): GaItem[] =>
  cart.items
    .filter((line) => line.parent_id === null)
    .map((line, index) => ({
      item_id: String(line.product.id),
      item_name: line.product.name,
      ...(line.product.default_category ? { item_category: line.product.default_category.name } : {}),
      ...(line.variant.name && line.variant.name !== line.product.name ? { item_variant: line.variant.name } : {}),
      price: amount(line.unit_price_vat),
      quantity: line.quantity,
      index,
    }));

const cartValue = (cart: Pick<Cart, 'items' | 'totals' | 'vouchers'>) => ({
  currency: TRACKING_CURRENCY,
  value: amount(cart.totals.total),
  ...(cart.vouchers.length > 0 ? { coupon: cart.vouchers.map((v) => v.code).join(',') } : {}),
  items: cartItems(cart),
});

/** The checkout begun (the cart page with something in it): the cart's lines and its total after discounts. */
export function beginCheckout(cart: Pick<Cart, 'items' | 'totals' | 'vouchers'>) {
  return cart.items.length > 0 ? ecommerce('begin_checkout', cartValue(cart)) : [];
}

/**
 * The checkout's choices as the head's script reacts to them (`dataLayerOn`): choosing a delivery (`deliveryId`)
 * pushes `add_shipping_info` with its name as `shipping_tier`, a payment (`paymentId`) `add_payment_info` with
 * `payment_type`; `*` holds what both carry (the cart), so it is in the page's data once.
 */
export function checkoutChoices(cart: Pick<Cart, 'items' | 'totals' | 'vouchers'>, methods: Pick<CheckoutMethods, 'delivery' | 'payment'>): DataLayerOn {
  if (cart.items.length === 0) return {};
  return {
    '*': cartValue(cart),
    ...Object.fromEntries(methods.delivery.map((d) => [`deliveryId=${d.id}`, { event: 'add_shipping_info', ecommerce: { shipping_tier: d.name } }])),
    ...Object.fromEntries(methods.payment.map((p) => [`paymentId=${p.id}`, { event: 'add_payment_info', ecommerce: { payment_type: p.name } }])),
  };
}

export type DataLayerOn = Record<string, Record<string, unknown>>;

/** The order placed: pushed once per order and browser (the summary page may be loaded again). */
export function purchase(order: Pick<Order, 'number' | 'items' | 'total' | 'total_vat' | 'delivery' | 'vouchers'>) {
  const products = order.items.filter((i) => i.kind === 'product' && i.product_id !== null);
  return ecommerce(
    'purchase',
    {
      transaction_id: order.number,
      currency: TRACKING_CURRENCY,
      value: amount(order.total),
      tax: amount(order.total_vat),
      shipping: amount(order.delivery.price_vat),
      ...(order.vouchers.length > 0 ? { coupon: order.vouchers.map((v) => v.code).join(',') } : {}),
      items: products.map((i, index) => ({
        item_id: String(i.product_id),
        item_name: i.name,
        ...(i.variant_name ? { item_variant: i.variant_name } : {}),
        price: amount(i.unit_price),
        quantity: i.amount,
        index,
      })),
    },
    `purchase:${order.number}`,
  );
}

/** A login (`login`) or a new account (`sign_up`), by e-mail and password: no personal data. */
export const accountEvent = (event: 'login' | 'sign_up'): DataLayerPush[] => [{ event, method: 'email' }];

/** The events an action left in the events cookie (`['sign_up']`), as the page it led to pushes them; anything else ignored. */
export function pendingEvents(value: unknown): DataLayerPush[] {
  return Array.isArray(value) ? value.filter((e): e is 'login' | 'sign_up' => e === 'login' || e === 'sign_up').flatMap((e) => accountEvent(e)) : [];
}
