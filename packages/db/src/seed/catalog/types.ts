// Shapes of the catalogue definitions: audiences, product drafts, generators, leaf and top categories.
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import type { Color } from './vocabulary';

export type Audience = 'kids' | 'women' | 'men' | 'unisex';

/**
 * The Slovak words of a draft (the product's `translations.sk`): written next to the Czech ones from the same
 * choices, never drawn on their own, so the random sequence and with it the Czech catalogue stay as they were.
 */
export interface DraftSk {
  name: string;
  /** One per Czech fact, in the same order. */
  facts: string[];
  intro?: string;
}

export interface Draft {
  name: string;
  /** Sentences specific to this item (contents, sizes…). */
  facts: string[];
  motif: string | null;
  shape: ShapeKind;
  overlay?: ShapeKind;
  color: Color;
  accent?: string;
  glyph?: string;
  gross: number;
  /** Replaces the category's opening sentence. */
  intro?: string;
  sizing?: Audience;
  /** Slug of a second leaf category. */
  extraLeaf?: string;
  deluxe?: boolean;
  sk: DraftSk;
}

export type Gen = (r: Rng) => Draft;

export interface LeafDef {
  slug: string;
  name: string;
  description: string;
  shape: ShapeKind;
  color: string;
  weight: number;
  intro: string[];
  adult?: boolean;
  gen: Gen;
  /** Slovak name, slug (ASCII, unique among the categories like the Czech one), description and intros (one per Czech intro). */
  sk: { slug: string; name: string; description: string; intro: string[] };
}

export interface TopDef {
  slug: string;
  name: string;
  description: string;
  shape: ShapeKind;
  color: string;
  sku: string;
  brands: string[];
  outro: string[];
  related: string[];
  leaves: LeafDef[];
  /** Slovak name, slug, description and outros (one per Czech outro). */
  sk: { slug: string; name: string; description: string; outro: string[] };
}
