/** Texts of the cart area. Czech is complete; Slovak and English carry every key. */
export const cartCs = {
  'cart.meta.title': 'Košík',
};

type CartKey = keyof typeof cartCs;

export const cartSk: Record<CartKey, string> = {
  'cart.meta.title': 'Košík',
};

export const cartEn: Record<CartKey, string> = {
  'cart.meta.title': 'Cart',
};
