import { commonCs } from './cs-common';
import { dashboardCs } from './cs-dashboard';
import { loginCs } from './cs-login';
import { ordersCs } from './cs-orders';
import { paymentsCs } from './cs-payments';
import { staffScreensCs } from './cs-staff';
import { stockCs } from './cs-stock';

/**
 * The back office's texts, ICU message syntax (formatted by the domain's `formatIcu`, the shop's one formatter).
 * Only Czech: the back office is the Czech shop's staff's. The API's own messages (errors, states, roles) come
 * translated in its answers; these are the screens' labels, headings, hints and plurals, one file per screen (its
 * keys start with the screen's name), what they share in cs-common.ts. A key is in one file only: a unit test
 * (storefront test/unit/admin-messages.test.ts) says so, and that no screen writes Czech text of its own.
 */
export const adminCs = {
  ...commonCs,
  ...loginCs,
  ...dashboardCs,
  ...ordersCs,
  ...stockCs,
  ...paymentsCs,
  ...staffScreensCs,
} as const;

export type AdminMessageKey = keyof typeof adminCs;
