import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import type { OrderState } from '@konfety/domain/orders';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError, localeOf, notFound } from '../../http/errors';
import { errorResponse, errorResponses, idParam } from '../../http/schemas';
import { createGoPayGateway, PaymentGatewayError, type PaymentGateway, type PaymentState } from './gateway';
import { orderByHash } from '../orders/lookup';

const PROVIDER = 'gopay';
const summaryParams = z.object({ id: idParam, hash: z.string().regex(/^[0-9a-f]{64}$/) });
const paymentErrors = { ...errorResponses, 409: errorResponse, 502: errorResponse, 503: errorResponse } as const;

type Order = typeof schema.orders.$inferSelect;

/**
 * Card payment through the gateway's hosted page (GoPay protocol):
 * the summary page starts a payment and redirects to `gateway_url`; the
 * gateway notifies `/api/payments/notify?id=` and sends the customer back to
 * the summary, which calls `/payment/check`. Either way the state is always
 * read from the gateway itself, never taken from the notification.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const settings = config.payments;
  const gateway: PaymentGateway | null = settings
    ? createGoPayGateway({ baseUrl: settings.gatewayUrl, clientId: settings.clientId, clientSecret: settings.clientSecret, goid: settings.goid })
    : null;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  const error = (request: FastifyRequest, status: number, code: string, key: 'api.badRequest' | 'api.internal' = 'api.badRequest') =>
    new ApiError(status, code, formatMessage(localeOf(request), key));

  function requireGateway(request: FastifyRequest): PaymentGateway {
    if (!gateway) throw error(request, 503, 'payments_unavailable', 'api.internal');
    return gateway;
  }

  async function gatewayCall<T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof PaymentGatewayError) && !(err instanceof TypeError) && (err as Error)?.name !== 'TimeoutError') throw err;
      request.log.error({ err }, 'payment gateway call failed');
      throw error(request, 502, 'payment_gateway_error', 'api.internal');
    }
  }

  /** Reads the payment's state from the gateway, stores it, and marks the order paid once (idempotent). */
  async function refresh(request: FastifyRequest, payment: typeof schema.payments.$inferSelect, gw: PaymentGateway) {
    const state: PaymentState = await gatewayCall(request, () => gw.getStatus(payment.externalId!));
    const at = now();
    await db.transaction(async (tx) => {
      if (state !== payment.state) {
        await tx.update(schema.payments).set({ state, updatedAt: at }).where(eq(schema.payments.id, payment.id));
      }
      if (state === 'PAID') {
        // Only the update that moves the order out of waiting_for_payment writes history: a repeated notification changes nothing.
        const moved = await tx
          .update(schema.orders)
          .set({ state: 'paid' satisfies OrderState, paidAt: at, updatedAt: at })
          .where(and(eq(schema.orders.id, payment.orderId), eq(schema.orders.state, 'waiting_for_payment')))
          .returning({ id: schema.orders.id });
        if (moved.length > 0) {
          await tx
            .insert(schema.orderStateHistory)
            .values({ orderId: payment.orderId, state: 'paid', note: `Platba kartou ${payment.externalId} (${PROVIDER})`, createdAt: at });
        }
      }
    });
    return state;
  }

  const presentState = (order: Pick<Order, 'state' | 'paidAt'>, paymentState: string | null) => ({
    state: order.state,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    payment_state: paymentState,
  });

  app.post(
    '/orders/summary/:id/:hash/payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a card payment at the gateway; answers the hosted payment page to redirect to',
        params: summaryParams,
        response: { 200: z.object({ data: z.object({ gateway_url: z.string() }) }), ...paymentErrors },
      },
    },
    async (request) => {
      const gw = requireGateway(request);
      const order = await orderByHash(db, request, request.params.id, request.params.hash);
      const [method] = await db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, order.paymentMethodId)).limit(1);
      if (method?.kind !== 'card') throw error(request, 422, 'not_card_payment');
      if (order.state !== 'waiting_for_payment') throw error(request, 409, 'not_waiting_for_payment');
      const [currency] = await db.select().from(schema.currencies).where(eq(schema.currencies.id, order.currencyId)).limit(1);
      const code = currency!.code;
      const summaryUrl = `${publicUrl}/shrnuti/${order.id}/${order.hash}`;
      const created = await gatewayCall(request, () =>
        gw.createPayment({
          orderNumber: order.number,
          amountMinor: order.total,
          currency: code,
          description: `Objednávka ${order.number}`,
          returnUrl: `${summaryUrl}?payment=return`,
          notificationUrl: `${publicUrl}/api/payments/notify`,
          email: order.email,
        }),
      );
      const at = now();
      await db.insert(schema.payments).values({
        orderId: order.id,
        provider: PROVIDER,
        externalId: created.id,
        state: created.state,
        amount: order.total,
        currency: code,
        payload: { gw_url: created.gatewayUrl },
        createdAt: at,
        updatedAt: at,
      });
      return { data: { gateway_url: created.gatewayUrl } };
    },
  );

  app.get(
    '/payments/notify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Gateway notification of a payment state change (the state is then read from the gateway)',
        querystring: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
        response: { 200: z.object({ ok: z.literal(true) }), ...paymentErrors },
      },
    },
    async (request) => {
      const gw = requireGateway(request);
      const [payment] = await db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.provider, PROVIDER), eq(schema.payments.externalId, request.query.id)))
        .limit(1);
      if (!payment) throw notFound(request);
      await refresh(request, payment, gw);
      return { ok: true as const };
    },
  );

  app.post(
    '/orders/summary/:id/:hash/payment/check',
    {
      schema: {
        tags: ['payments'],
        summary: 'Re-check the latest card payment with the gateway (the customer came back from it); answers the order state',
        params: summaryParams,
        response: {
          200: z.object({ data: z.object({ state: z.string(), paid_at: z.string().nullable(), payment_state: z.string().nullable() }) }),
          ...paymentErrors,
        },
      },
    },
    async (request) => {
      const gw = requireGateway(request);
      const order = await orderByHash(db, request, request.params.id, request.params.hash);
      const [payment] = await db
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.provider, PROVIDER)))
        .orderBy(desc(schema.payments.id))
        .limit(1);
      if (!payment) return { data: presentState(order, null) };
      const state = await refresh(request, payment, gw);
      const [fresh] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)).limit(1);
      return { data: presentState(fresh!, state) };
    },
  );
};
