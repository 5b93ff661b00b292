import type { ShareClass } from '@konfety/storefront/server';
import type { FillIns } from './csrf-template';
import type { Encoding } from './encodings';
import type { Kind } from './key';

/**
 * The memory a kind of answer may take: each shared page's class (route table `share`) and the API's and route
 * discovery's answers. Each is a least-recently-used list of its own, so the pages of one class never push out
 * another's: a crawler walking search results or made-up query strings fills the search budget alone, and the
 * catalogue and the shell's API answers stay.
 */
export type Budget = ShareClass | 'api' | 'manifest';

const MiB = 1024 * 1024;

/**
 * Bytes each budget keeps (a copy's text and its compressed copies): ≈ 45 MiB in all, what the 300 copies of mixed
 * kinds kept before (a ~100 kB listing with its brotli copy ≈ 120 kB). The catalogue the most, a few hundred pages;
 * the shell's and the catalogue's API answers (1–30 kB) several hundred; route manifests (a few kB) as many.
 */
export const PAGE_CACHE_BUDGETS: Readonly<Record<Budget, number>> = {
  catalogue: 24 * MiB,
  content: 4 * MiB,
  search: 8 * MiB,
  api: 8 * MiB,
  manifest: 2 * MiB,
};

export interface Entry {
  key: string;
  kind: Kind;
  budget: Budget;
  expires: number;
  etag: string;
  /** The headers of the answer the copy was made from, its CSP with that render's nonce (headers.ts `keptHeaders`). */
  renderHeaders: Record<string, string>;
  /**
   * The headers every answer from a shared copy carries, the rendering request's own (200 or 304) included: its CSP
   * allows this very HTML's inline scripts by hash instead of the nonce (headers.ts `servedHeaders`, security-headers.ts
   * `storedAnswerPolicy`). Not made for a template, whose every answer has a nonce of its own.
   */
  servedHeaders?: Record<string, string>;
  identity: Buffer;
  /**
   * The compressed copies, each made when a request first asks for it: the storefront's own API calls want the
   * text as it is, and nearly every browser brotli, so a gzip copy is rarely worth making.
   */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies once made: an answer given before Fastify (`answerHit`) cannot wait for one. */
  ready: Partial<Record<Encoding, Buffer>>;
  /** Answers served in brotli: a page many browsers open is worth the best (slow) quality. */
  brotliHits: number;
  /** The headers of hits on the copy, one set per way it is answered (headers.ts `hitHeaders`), each made on its first hit. */
  hitHeaders: Map<string, Record<string, string>>;
  /** An API answer parsed (and frozen) for the storefront's own calls, made on the first of them. */
  parsed?: unknown;
  /**
   * A page for browsers without Fetch Metadata, rendered with a stand-in for the CSRF token: every answer from it
   * fills in the visitor's own token and a nonce of its own (csrf-template.ts), so it is never served as kept.
   */
  template: boolean;
  /** The template cut at its stand-ins and nonces, made on the first answer from it. */
  fillIns?: Promise<FillIns>;
}

/** What a copy takes of its budget: its text and the compressed copies made of it. */
const bytesOf = (entry: Entry) => entry.identity.length + (entry.ready.br?.length ?? 0) + (entry.ready.gzip?.length ?? 0);

/** The kept copies by key, each in its budget's least-recently-used order. */
export class EntryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly lists = new Map<Budget, Map<string, Entry>>();
  /** What each kept copy was counted at, and each budget's sum. */
  private readonly counted = new WeakMap<Entry, number>();
  private readonly used = new Map<Budget, number>();

  constructor(private readonly budgets: Readonly<Record<Budget, number>> = PAGE_CACHE_BUDGETS) {}

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Keeps `entry` (in place of the copy under its key), the most recently used of its budget, which then drops its least recently used past its bytes. */
  keep(entry: Entry): void {
    const previous = this.entries.get(entry.key);
    if (previous) this.drop(previous);
    this.entries.set(entry.key, entry);
    this.listOf(entry.budget).set(entry.key, entry);
    this.count(entry);
  }

  /** A copy served: kept longest of its budget. */
  touch(entry: Entry): void {
    const list = this.listOf(entry.budget);
    if (list.get(entry.key) !== entry) return;
    list.delete(entry.key);
    list.set(entry.key, entry);
  }

  /** A copy grew or shrank (a compressed copy made or made again): counted anew, its budget kept. */
  resized(entry: Entry): void {
    if (this.entries.get(entry.key) === entry) this.count(entry);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.drop(entry);
  }

  /** Drops every copy `drop` picks. */
  deleteWhere(drop: (entry: Entry) => boolean): void {
    for (const entry of [...this.entries.values()]) if (drop(entry)) this.drop(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes a budget's copies take. */
  bytesIn(budget: Budget): number {
    return this.used.get(budget) ?? 0;
  }

  private listOf(budget: Budget): Map<string, Entry> {
    let list = this.lists.get(budget);
    if (!list) this.lists.set(budget, (list = new Map()));
    return list;
  }

  private count(entry: Entry): void {
    const bytes = bytesOf(entry);
    const used = (this.used.get(entry.budget) ?? 0) - (this.counted.get(entry) ?? 0) + bytes;
    this.counted.set(entry, bytes);
    this.used.set(entry.budget, used);
    const list = this.listOf(entry.budget);
    // The least recently used go first, the one just kept too when it alone is more than the budget.
    while ((this.used.get(entry.budget) ?? 0) > this.budgets[entry.budget]) this.drop(list.values().next().value!);
  }

  private drop(entry: Entry): void {
    this.entries.delete(entry.key);
    this.listOf(entry.budget).delete(entry.key);
    this.used.set(entry.budget, (this.used.get(entry.budget) ?? 0) - (this.counted.get(entry) ?? 0));
    this.counted.delete(entry);
  }
}
