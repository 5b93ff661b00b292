/**
 * The analytics data layer (SPEC §7: a tag manager reads it). Events are pushed whether or not the tag manager
 * has loaded yet: it replays what it finds in `window.dataLayer` when it starts, so the array is created when
 * absent. Events carry codes only, never personal data (no e-mail, name or free text typed by the visitor).
 */
export type DataLayerEvent = { event: string } & Record<string, string | number | boolean | null>;

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export function pushDataLayer(event: DataLayerEvent, host: DataLayerHost | undefined = typeof window === 'undefined' ? undefined : (window as DataLayerHost)): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(event);
}
