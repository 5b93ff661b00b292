import { checkoutErrors, checkoutMessage, deliveryRequirements } from '@konfety/domain/checkout-rules';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError } from '../../../errors';
import type { ShopContext } from '../../../shop-context';
import type { LoadedCart } from '../../carts/load';
import { type DeliveryRow, type PaymentRow, placementReference } from '../methods';
import type { OrderBody } from '../schemas';

export interface CheckedChoice {
  delivery: DeliveryRow;
  payment: PaymentRow;
  /** What the delivery needs: a branch, a pickup point, an address. */
  needs: ReturnType<typeof deliveryRequirements>;
  /** The pickup branch, when the delivery is a personal pickup. */
  branchId: number | null;
}

/**
 * Step "check the rules": every checkout rule of SPEC §5/§8 against the site's active methods (one statement),
 * and a cart with no lines; any failure is one 422 with every field's error and the §8 notice.
 */
export async function checkPlacementRules(ctx: ShopContext, body: OrderBody, cart: LoadedCart): Promise<CheckedChoice> {
  const { site, locale } = ctx;
  const { deliveries, payments, allowed, pickupBranchIds, countries } = await placementReference(ctx.db, site);
  const delivery = deliveries.find((d) => d.id === body.deliveryId);
  const payment = payments.find((p) => p.id === body.paymentId);
  const branchIds = delivery && deliveryRequirements(delivery.kind).branch ? pickupBranchIds : [];
  const errors = {
    ...(cart.lines.length === 0 ? { cartId: [formatMessage(locale, 'cart.empty')] } : {}),
    ...checkoutErrors(
      {
        deliveryId: body.deliveryId ?? null,
        paymentId: body.paymentId ?? null,
        branchId: body.branchId ?? null,
        pickupPointChosen: !!body.pickupPoint,
        terms: body.terms,
        isCompany: body.isCompany,
        invoiceAddress: body.invoiceAddress,
        deliveryAddress: body.deliveryAddress ?? null,
        phone: body.phone,
        phonePrefix: body.phonePrefix,
      },
      {
        deliveries: deliveries.map((m) => ({ id: m.id, kind: m.kind, paymentIds: allowed.get(m.id) ?? [] })),
        payments,
        branchIds,
        knownCountries: new Set(countries),
        shipsTo: site.countryCode,
        locale,
      },
    ),
  };
  if (Object.keys(errors).length > 0 || !delivery || !payment) throw new ApiError(422, 'validation', checkoutMessage(errors, locale), { errors });
  const needs = deliveryRequirements(delivery.kind);
  return { delivery, payment, needs, branchId: needs.branch ? (body.branchId ?? null) : null };
}
