import { formatIcu } from '@konfety/domain/i18n/icu';
import { adminCs, type AdminMessageKey } from './cs';

export type { AdminMessageKey };

/** A back-office text: `t('orders.count', { count: 3 })` → "3 objednávky". Throws on a parameter the message lacks. */
export function t(key: AdminMessageKey, params: Record<string, unknown> = {}): string {
  return formatIcu(adminCs[key], 'cs', params);
}
