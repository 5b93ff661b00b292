import type { ApiResponse, Cart } from '../../../app/lib/api.server';
import { cookies } from '../../../app/lib/cookies.server';
import { stub, type StubRoute } from './load-context';

/** A guest cart's secret (the `konfety_cart` cookie). */
export const TEMP_ID = '0b7e6a52-3f64-4c5e-9d55-1a2b3c4d5e6f';

type Line = Cart['items'][number];

export function cartLine(productId: number, variantId: number, quantity: number, unitPrice = 12_900): Line {
  return {
    id: productId * 100 + variantId,
    parent_id: null,
    quantity,
    unit_price_vat: unitPrice,
    total_price_vat: unitPrice * quantity,
    product: { id: productId, name: `Balónky ${productId}`, url: `/1/balonky/${productId}-balonky`, main_image: `p/${productId}.jpg` },
    variant: { id: variantId, name: `Barva ${variantId}`, price_vat: unitPrice },
    children: [],
  } as unknown as Line;
}

export function guestCart(items: Line[] = [], vouchers: Array<{ voucher_id: number; code: string; type: string }> = []): Cart {
  return {
    id: 7,
    tempId: TEMP_ID,
    items,
    vouchers: vouchers.map((v) => ({ ...v, discount: 0, applicable: true })),
    totals: { items_count: items.reduce((n, i) => n + i.quantity, 0), total: 0, discount: 0, free_delivery_remaining: 0 },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  } as unknown as Cart;
}

/**
 * A stub of the cart API for one guest cart: GET of the guest cart, PUT of a
 * line (answering the change as the API does), the voucher calls. `refuse`
 * answers a PUT or voucher call with an API error instead.
 */
export function cartApi(cart: Cart, opts: { refuse?: ApiResponse } = {}): StubRoute {
  const routes = [
    stub('GET /cart/anonymous/:locale/:guestCartId', ({ params }) => (params.locale === 'cs' ? { status: 200, body: { data: cart } } : undefined)),
    stub('GET /lists/currencies', { data: [] }),
    stub('PUT /cart/:cartId', ({ params, body: sent }) => {
      if (params.cartId !== TEMP_ID) return undefined;
      if (opts.refuse) return opts.refuse as never;
      const body = sent as { id: number; variantId: number | null; quantity: number };
      const before = cart.items.find((i) => i.product.id === body.id && (body.variantId === null || i.variant.id === body.variantId));
      const variantId = body.variantId ?? before?.variant.id ?? 1;
      const after = body.quantity === 0 ? [] : [cartLine(body.id, variantId, body.quantity)];
      const changed = guestCart([...cart.items.filter((i) => i !== before), ...after]);
      const line = cartLine(body.id, variantId, body.quantity);
      return { status: 200, body: { product: line.product, variant: line.variant, quantity: body.quantity, original_quantity: before?.quantity ?? 0, cart: changed } };
    }),
    ...(['POST /voucher/cart/add/:cartId', 'POST /voucher/cart/delete/:cartId'] as const).map((key) => stub(key, () => (opts.refuse ?? { status: 200, body: { data: cart } }) as never)),
  ];
  return (request) => routes.map((route) => route(request)).find((answer) => answer !== undefined);
}

/** The `cookie` header of a guest holding the cart `TEMP_ID`. */
export async function guestCookie(): Promise<string> {
  return (await cookies(false).guestCart.serialize(TEMP_ID)).split(';')[0]!;
}

/** A form post to the shop, as a browser sends it without JavaScript (or, with `fetcher`, as a fetcher does). */
export async function formPost(path: string, fields: Record<string, string>, { fetcher = false, referer = 'http://localhost:3000/kosik', accept }: { fetcher?: boolean; referer?: string; accept?: string } = {}) {
  const body = new URLSearchParams(fields);
  if (fetcher) body.set('_fetcher', '1');
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', cookie: await guestCookie(), referer };
  if (accept) headers.accept = accept;
  return new Request(new URL(path, 'http://localhost:3000'), { method: 'POST', body, headers });
}
