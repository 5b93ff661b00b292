/** What `/_/suggest` answers (routes/actions/search-suggestions.ts): the header search's suggestions, links ready for the page's language. */
export interface SuggestionsData {
  /** The text they are for (trimmed), so an answer to an older text is recognised. */
  q: string;
  products: Array<{ id: number; name: string; url: string; image: string | null; price_vat: number }>;
  categories: Array<{ id: number; name: string; url: string }>;
  brands: Array<{ id: number; name: string; url: string }>;
}
