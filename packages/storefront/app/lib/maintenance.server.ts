import { redirectDocument } from 'react-router';
import type { Setting } from './api.server';
import { pagePath } from '../routing/page-modules';
import type { Locale } from '../routing/route-names';

/** Whether the shop is in maintenance mode (SPEC §4): the `maintenance` setting of the language is enabled. */
export function inMaintenance(settings: readonly Setting[]): boolean {
  const value = settings.find((s) => s.name === 'maintenance')?.value as { is_enabled?: boolean } | undefined;
  return value?.is_enabled === true;
}

/**
 * Sends the visitor to the maintenance page of their language when the shop is in maintenance and they are not
 * on it: a full page load (`redirectDocument`), so the page comes with the simple layout and none of the shop's
 * data, also when a client-side navigation asked for the data of the next page.
 */
export function leaveForMaintenance(settings: readonly Setting[], pathname: string, locale: Locale): void {
  const maintenancePath = pagePath('maintenance', locale);
  if (inMaintenance(settings) && pathname !== maintenancePath) throw redirectDocument(maintenancePath);
}
