import { storefrontLink } from '@konfety/domain/site-urls';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '@konfety/config';
import { schema } from '@konfety/db';
import { orderAmountDue } from '@konfety/domain/order-payment';
import { apiError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import { inTransaction, type SiteScope, type SystemActor } from '../../shop-context';
import { orderByHash, type OrderRow } from '../orders/lookup';
import { jobsQueued } from '../../jobs/queue';
import { transitionOrder } from '../orders/transitions';
import { createGoPayGateway, PaymentGatewayError, type PaymentGateway, type PaymentState } from './gateway';
import type { PaymentCheckOut, PaymentStartOut } from './schemas';

const PROVIDER = 'gopay';
/** Who marks an order paid: the gateway's own report of the payment, whichever request asked it. */
const PAYMENT_GATEWAY: SystemActor = { kind: 'system', name: 'payment_gateway' };

type PaymentRow = typeof schema.payments.$inferSelect;

export interface CardPaymentSettings {
  /** null when no gateway is configured: every call answers 503 `payments_unavailable`. */
  gateway: PaymentGateway | null;
  /** The shop's public URL, for the gateway's return and notification addresses. */
  publicUrl: string;
}

export function cardPaymentSettings(config: Pick<Config, 'payments' | 'publicUrl'>): CardPaymentSettings {
  const s = config.payments;
  return {
    gateway: s ? createGoPayGateway({ baseUrl: s.gatewayUrl, clientId: s.clientId, clientSecret: s.clientSecret, goid: s.goid }) : null,
    publicUrl: config.publicUrl.replace(/\/+$/, ''),
  };
}

/**
 * Card payment through the gateway's hosted page (GoPay protocol):
 * `start` creates the payment for the summary page to redirect to; the
 * gateway notifies (`notified`) and sends the customer back to the summary,
 * which calls `check`. Either way the state is always read from the gateway
 * itself, never taken from the notification.
 */
export function cardPayments(settings: CardPaymentSettings) {
  const { gateway, publicUrl } = settings;

  function requireGateway(scope: SiteScope): PaymentGateway {
    if (!gateway) throw apiError(scope.locale, 503, 'payments_unavailable', 'api.internal');
    return gateway;
  }

  async function gatewayCall<T>(scope: SiteScope, log: Logger, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof PaymentGatewayError) && !(err instanceof TypeError) && (err as Error)?.name !== 'TimeoutError') throw err;
      log.error({ err }, 'payment gateway call failed');
      throw apiError(scope.locale, 502, 'payment_gateway_error', 'api.internal');
    }
  }

  /** Reads the payment's state from the gateway, stores it, and marks the order paid once (idempotent). */
  async function refresh(scope: SiteScope, log: Logger, payment: PaymentRow, gw: PaymentGateway): Promise<PaymentState> {
    const state = await gatewayCall(scope, log, () => gw.getStatus(payment.externalId!));
    const at = scope.now;
    const moved = await inTransaction(scope, async (tx) => {
      if (state !== payment.state) {
        await tx.db.update(schema.payments).set({ state, updatedAt: at }).where(eq(schema.payments.id, payment.id));
      }
      if (state !== 'PAID') return null;
      // Only an order still waiting for payment moves: a repeated notification changes nothing.
      return transitionOrder({ ...tx, actor: PAYMENT_GATEWAY }, payment.orderId, 'paid', {
        from: 'waiting_for_payment',
        whenMoved: 'skip',
        note: `Platba kartou ${payment.externalId} (${PROVIDER})`,
      });
    });
    if (moved?.queued) jobsQueued(scope.db);
    return state;
  }

  const presentState = (order: Pick<OrderRow, 'state' | 'paidAt'>, paymentState: string | null): PaymentCheckOut => ({
    state: order.state,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    payment_state: paymentState,
  });

  return {
    /** Starts a card payment for an order waiting for it; answers the gateway's hosted payment page. */
    async start(scope: SiteScope, log: Logger, id: number, hash: string): Promise<PaymentStartOut> {
      const { db } = scope;
      // The order first: a request for an unknown order is the client's 404, whether or not a gateway is configured.
      const order = await orderByHash(scope, id, hash);
      const gw = requireGateway(scope);
      const [method] = await db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, order.paymentMethodId)).limit(1);
      if (method?.kind !== 'card') throw apiError(scope.locale, 422, 'not_card_payment', 'api.badRequest');
      if (order.state !== 'waiting_for_payment') throw apiError(scope.locale, 409, 'not_waiting_for_payment', 'api.badRequest');
      const [currency] = await db.select().from(schema.currencies).where(eq(schema.currencies.id, order.currencyId)).limit(1);
      const code = currency!.code;
      // The gateway charges in the order's currency: the amount the summary shows, not the stored CZK total.
      const amount = orderAmountDue({ total: order.total, currency: { rate: order.currencyRate, decimals: currency!.decimals } });
      // Back to the summary on the order's own site and in its language (the Slovak shop's /sk/zhrnutie/…).
      const summaryUrl = storefrontLink(scope.site, 'summary', { id: order.id, hash: order.hash });
      const created = await gatewayCall(scope, log, () =>
        gw.createPayment({
          orderNumber: order.number,
          amountMinor: amount,
          currency: code,
          description: `Objednávka ${order.number}`,
          returnUrl: `${summaryUrl}?payment=return`,
          notificationUrl: `${publicUrl}/api/payments/notify`,
          email: order.email,
        }),
      );
      const at = scope.now;
      await db.insert(schema.payments).values({
        orderId: order.id,
        provider: PROVIDER,
        externalId: created.id,
        state: created.state,
        amount,
        currency: code,
        payload: { gw_url: created.gatewayUrl },
        createdAt: at,
        updatedAt: at,
      });
      return { gateway_url: created.gatewayUrl };
    },

    /** The gateway says a payment changed: its state is read back from the gateway. An unknown payment is 404. */
    async notified(scope: SiteScope, log: Logger, externalId: string): Promise<void> {
      const [payment] = await scope.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.provider, PROVIDER), eq(schema.payments.externalId, externalId)))
        .limit(1);
      if (!payment) throw notFound(scope.locale);
      await refresh(scope, log, payment, requireGateway(scope));
    },

    /** Re-checks the order's latest card payment with the gateway (the customer came back); answers the order's state. */
    async check(scope: SiteScope, log: Logger, id: number, hash: string): Promise<PaymentCheckOut> {
      const order = await orderByHash(scope, id, hash);
      const gw = requireGateway(scope);
      const [payment] = await scope.db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.provider, PROVIDER)))
        .orderBy(desc(schema.payments.id))
        .limit(1);
      if (!payment) return presentState(order, null);
      const state = await refresh(scope, log, payment, gw);
      const [fresh] = await scope.db.select().from(schema.orders).where(eq(schema.orders.id, order.id)).limit(1);
      return presentState(fresh!, state);
    },
  };
}

export type CardPayments = ReturnType<typeof cardPayments>;
