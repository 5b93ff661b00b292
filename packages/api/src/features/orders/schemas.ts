import { z } from 'zod';
import { orderStates } from '@konfety/domain/orders';
import { qrPaymentStandards } from '@konfety/domain/order-payment';
import { idParam, money } from '../../http/schemas';

/** Customers' order list: orders per page unless the client asks for another number, and at most. */
const ACCOUNT_ORDERS_DEFAULT_LIMIT = 10;
const ACCOUNT_ORDERS_MAX_LIMIT = 50;

/** Path parameters of the public order summary and its payment calls: the order id and its 256-bit hash. */
export const summaryParams = z.object({ id: idParam, hash: z.string().regex(/^[0-9a-f]{64}$/) });

const addressOut = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  company_id: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** The currency the order was placed in, with the rate it was placed at (totals stay CZK minor units). */
const orderCurrencyOut = z.object({ code: z.string(), rate: z.string(), decimals: z.number().int(), symbol_before: z.string(), symbol_after: z.string() });

export const orderItemOut = z.object({
  kind: z.enum(['product', 'gift', 'delivery', 'payment', 'discount']),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  variant_name: z.string().nullable(),
  amount: z.number().int(),
  tax_rate: z.number(),
  unit_price: money.meta({ description: 'Unit price with VAT' }),
  unit_price_without_vat: money,
  price_without_vat: money,
  price_with_vat: money,
  vat: money,
});

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    hash: z.string(),
    url: z.string().meta({ description: "Storefront path of the order summary in the site's language, without the language prefix (`/zhrnutie/…` on the Slovak shop)" }),
    date: z.string(),
    state: z.enum(orderStates),
    state_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    variable_symbol: z.string(),
    bank_account: z.string().nullable().meta({ description: 'The domestic account number for a bank transfer (Czech `19-2000145399/0800`); null when the account is known by its IBAN alone (the Slovak shop) or the order is not paid by transfer' }),
    iban: z.string().nullable(),
    qr_payment: z
      .string()
      .nullable()
      .meta({ description: 'The bank-transfer QR payment string: SPAYD (QR Platba) for an order in CZK, PAY by square (Base32hex) for an order in EUR; for the amount due in the order’s currency' }),
    qr_standard: z
      .enum(qrPaymentStandards)
      .nullable()
      .meta({ description: 'Which standard `qr_payment` is written in (`spayd` = QR Platba, `pay_by_square`), for naming the code; null without one' }),
    qr_image_url: z.string().nullable().meta({ description: 'The QR code of `qr_payment` as SVG' }),
    currency: orderCurrencyOut,
    delivery: z.object({ id: z.number().int(), kind: z.string(), name: z.string(), price_vat: money }),
    payment: z.object({ id: z.number().int(), kind: z.string(), name: z.string(), price_vat: money, is_prepayment: z.boolean() }),
    pickup_store: z.object({ id: z.number().int(), name: z.string(), street: z.string(), city: z.string(), zip: z.string(), phone: z.string() }).nullable(),
    pickup_point: z.object({ provider: z.string(), id: z.string(), name: z.string(), street: z.string(), city: z.string(), zip: z.string() }).nullable(),
    is_company: z.boolean(),
    invoice_address: addressOut,
    delivery_address: addressOut.nullable(),
    note: z.string().nullable(),
    items: z.array(orderItemOut),
    gifts: z.array(orderItemOut),
    vouchers: z.array(z.object({ code: z.string(), discount: money })),
    items_total: money,
    discount: money,
    total_without_vat: money,
    total_vat: money,
    total: money,
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'Order' });

export type OrderOut = z.infer<typeof orderSchema>;

/** What the customer can do to pay the order now (`domain/order-payment.ts`). */
const paymentActionsOut = z.object({
  pay_by_card: z.boolean().meta({ description: 'A card order waiting for payment: the card payment can be started' }),
  qr_payment: z.boolean().meta({ description: 'A bank-transfer order waiting for payment that has a QR code (QR Platba or PAY by square)' }),
});

export const accountOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1).meta({ description: 'Page number from 1' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACCOUNT_ORDERS_MAX_LIMIT)
    .default(ACCOUNT_ORDERS_DEFAULT_LIMIT)
    .meta({ description: `Orders per page, at most ${ACCOUNT_ORDERS_MAX_LIMIT}` }),
});

export const accountOrderParams = z.object({ id: idParam });

export const accountOrderListItem = z
  .object({
    id: z.number().int(),
    number: z.string(),
    created_at: z.string(),
    total: money,
    currency: orderCurrencyOut,
    state: z.enum(orderStates),
    state_name: z.string().meta({ description: "The state's name in the site's language" }),
    payment: z.object({ kind: z.string(), name: z.string() }),
    is_paid: z.boolean(),
    actions: paymentActionsOut,
    summary_hash: z
      .string()
      .nullable()
      .meta({ description: "The order summary's key while `actions.pay_by_card` holds (the card payment starts at the summary's payment call); null otherwise" }),
  })
  .meta({ id: 'AccountOrderListItem' });

export const accountOrderListSchema = z
  .object({
    orders: z.array(accountOrderListItem),
    total: z.number().int().meta({ description: "The customer's orders on this site over all pages" }),
    page: z.number().int(),
    pages: z.number().int().meta({ description: 'Number of pages (0 without orders)' }),
    limit: z.number().int(),
  })
  .meta({ id: 'AccountOrderList' });

const orderHistoryEntryOut = z.object({
  state: z.enum(orderStates),
  state_name: z.string(),
  date: z.string(),
});

/** A tax document of the order (issue 40), issued by the jobs when it is paid (or handed over) or cancelled. */
const orderDocumentOut = z.object({
  id: z.number().int().meta({ description: 'Its PDF: GET /api/account/orders/{id}/invoices/{invoiceId}/pdf' }),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string().meta({ description: 'FV2026000001 (an invoice), DB2026000001 (a credit note)' }),
  issued_at: z.string(),
  total: money.meta({ description: 'With VAT; a credit note’s is negative' }),
});

/** The customer's own order: the summary, its state history, its tax documents and what can be done to pay it. */
export const accountOrderSchema = orderSchema
  .extend({
    history: z.array(orderHistoryEntryOut).meta({ description: 'State changes, oldest first' }),
    invoices: z.array(orderDocumentOut).meta({ description: 'Its invoice and credit notes, oldest first (none before it is paid or handed over)' }),
    actions: paymentActionsOut,
  })
  .meta({ id: 'AccountOrder' });

export type AccountOrdersQuery = z.infer<typeof accountOrdersQuery>;
export type AccountOrderListOut = z.infer<typeof accountOrderListSchema>;
export type AccountOrderOut = z.infer<typeof accountOrderSchema>;
