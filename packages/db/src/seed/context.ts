import type { Rng } from './rng';

export interface SeedContext {
  rng: Rng;
  /** The moment the shop "is" during seeding; dates (sales, posts, orders) are relative to it. */
  now: Date;
  /** Root of generated media; images go to `{mediaDir}/images/{big|ico}/…`. */
  mediaDir: string;
  /** How many products to create (500+ for the demo, e.g. 100 000 for benchmarks). */
  products: number;
  countryIds: Map<string, number>;
  progress: (phase: string, done: number, total: number) => void;
}
