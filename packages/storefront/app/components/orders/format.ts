import type { Order } from '@konfety/api/contract';
import { CZK, type Currency } from '@konfety/domain/format';
import { shopDateFormat } from '@konfety/domain/i18n/icu';
import { awaitsPayment as awaits, isPaid } from '@konfety/domain/order-payment';
import { localeTag } from '../../lib/locale-tags';
import { rateToDecimalString } from '../../lib/price';

/** The currency fields an order carries (the rate it was placed at). */
export type OrderCurrency = Order['currency'];

/** The order's own currency in the domain's shape; an unusable one falls back to CZK. */
export function orderCurrency(c: OrderCurrency | null | undefined): Currency {
  if (!c) return CZK;
  const rate = rateToDecimalString(c.rate);
  if (rate === null || !Number.isInteger(c.decimals) || c.decimals < 0 || c.decimals > 8) return CZK;
  return { code: c.code, rate, decimals: c.decimals, symbolBefore: c.symbol_before ?? '', symbolAfter: c.symbol_after ?? '' };
}

/** An IBAN in groups of four ("CZ65 0800 0000 1920 0014 5399"), whatever spacing it came with. */
export function formatIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

const ORDER_DATE = { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The order date in the shop's time zone: "22. 11. 2026 14:05" (cs). Same text on the server and in the browser. */
export function formatOrderDate(iso: string, locale = 'cs'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = shopDateFormat(localeTag(locale), ORDER_DATE).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(get('day'));
  const month = Number(get('month'));
  const time = `${get('hour')}:${get('minute')}`;
  if (locale === 'en') return `${day}/${month}/${get('year')} ${time}`;
  return `${day}. ${month}. ${get('year')} ${time}`;
}

/** A tax rate in percent as text: 21 → "21 %", 12.5 → "12,5 %" (cs). */
export function formatTaxRate(rate: number, locale = 'cs'): string {
  const text = String(rate);
  return locale === 'en' ? `${text}%` : `${text.replace('.', ',')}\u00a0%`;
}

/** Whether the order has been paid (SPEC §3: 'waiting for payment' until paid). */
export function isOrderPaid(order: { state: string; paid_at: string | null }): boolean {
  return isPaid({ state: order.state, paidAt: order.paid_at });
}

/** Whether the customer still has to pay in advance (bank transfer or card). */
export function awaitsPayment(order: { state: string; paid_at: string | null }): boolean {
  return awaits({ state: order.state, paidAt: order.paid_at });
}

/** The fragment of the bank-transfer section (bank details and QR code), where the account's "QR platba" leads. */
export const PAYMENT_SECTION_ID = 'platba';
