/**
 * The listing sidebar's filters as a page's loader sends them (made by lib/facets.server.ts): every text and link
 * is made on the server, so the browser only renders data.
 */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** A colour's swatch (a CSS colour). */
  swatch?: string;
}

export interface FacetGroup {
  /** The URL parameter, the checkboxes' name. */
  name: string;
  /** The catalogue key of its legend. */
  title: 'catalog.facets.brand' | 'catalog.facets.size' | 'catalog.facets.color';
  options: FacetOption[];
}

export interface PriceFilter {
  /** The URL parameters of the two bounds. */
  names: { from: string; to: string };
  /** The bounds chosen and the listing's range (their placeholders), in whole units of the visitor's currency. */
  from: number | null;
  to: number | null;
  min: number | null;
  max: number | null;
  /** The currency's symbol, for the legend. */
  unit: string;
}

export interface ListingFilters {
  groups: FacetGroup[];
  /** Null where the listing has no facets (the search's products). */
  price: PriceFilter | null;
  /** The active filters, each with the address of the listing without it. */
  chips: Array<{ label: string; to: string }>;
  /** The listing without any filter (its sort and anything else kept). */
  clearAll: string;
}
