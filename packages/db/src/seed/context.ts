import type { FileStore } from '@konfety/storage';
import type { Rng } from './rng';

export interface SeedContext {
  rng: Rng;
  /** The moment the shop "is" during seeding; dates (sales, posts, orders) are relative to it. */
  now: Date;
  /** The public files: pictures (`images/{ico,mid,big}/…`, through the media module), documents, videos. */
  files: FileStore;
  /** How many products to create (500+ for the demo, e.g. 100 000 for benchmarks). */
  products: number;
  countryIds: Map<string, number>;
  progress: (phase: string, done: number, total: number) => void;
}
