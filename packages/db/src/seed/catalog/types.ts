// Shapes of the catalogue definitions: audiences, product drafts, generators, leaf and top categories.
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import type { Color } from './vocabulary';

export type Audience = 'kids' | 'women' | 'men' | 'unisex';

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
}
