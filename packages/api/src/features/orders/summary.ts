import QRCode from 'qrcode';
import { notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { orderByHash } from './lookup';
import { presentOrder } from './present';
import type { OrderOut } from './schemas';

/** The public order summary (the /shrnuti/{id}/{hash} page); 404 for an unknown pair. */
export async function orderSummary(scope: SiteScope, id: number, hash: string): Promise<OrderOut> {
  return presentOrder(scope.db, await orderByHash(scope, id, hash), scope.locale);
}

/** The QR code of an order paid by bank transfer (QR Platba or PAY by square, whichever string it stores), as SVG; 404 when the order has none. */
export async function orderQrSvg(scope: SiteScope, id: number, hash: string): Promise<string> {
  const order = await orderByHash(scope, id, hash);
  if (!order.qrPayment) throw notFound(scope.locale);
  return QRCode.toString(order.qrPayment, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
