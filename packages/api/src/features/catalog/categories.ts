import { asc, eq, getTableColumns } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { cachedShellData } from '../../cache';
import { localized } from './present';
import type { CategoryLinkOut, CategoryNodeOut } from './responses';

/** A category's columns but its search document (the search's SQL reads that, catalog/search.ts). */
const { searchVector: _, ...categoryColumns } = getTableColumns(schema.categories);

export type CategoryRow = Omit<typeof schema.categories.$inferSelect, 'searchVector'>;

/**
 * The active categories, read in one query (a shop has hundreds, not
 * thousands) and indexed for tree walks. A category whose ancestor is
 * inactive is unreachable: it is left out of the tree, its breadcrumbs and
 * listings answer 404.
 */
export class CategoryIndex {
  readonly byId = new Map<number, CategoryRow>();
  private readonly childrenOf = new Map<number | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const row of rows) {
      const key = row.parentId;
      if (key !== null && !this.byId.has(key)) continue; // parent inactive
      const list = this.childrenOf.get(key) ?? [];
      list.push(row);
      this.childrenOf.set(key, list);
    }
    for (const list of this.childrenOf.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  }

  children(parentId: number | null): CategoryRow[] {
    return this.childrenOf.get(parentId) ?? [];
  }

  /** Root → … → the category; null when the category or one of its ancestors is inactive or missing. */
  chain(id: number): CategoryRow[] | null {
    const chain: CategoryRow[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current) {
      if (seen.has(current.id)) return null; // a cycle would be a data error; never loop
      seen.add(current.id);
      chain.unshift(current);
      if (current.parentId === null) return chain;
      current = this.byId.get(current.parentId);
    }
    return null;
  }

  /** The category and all its reachable active descendants. */
  subtreeIds(id: number): number[] {
    const ids: number[] = [];
    const stack = [id];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      ids.push(next);
      for (const child of this.children(next)) stack.push(child.id);
    }
    return ids;
  }
}

/**
 * The category index, shell data: cached until a categories change (cache/, ARCHITECTURE "Caching and several
 * processes"), so the mega-menu, listings and product details share one read. It is shared: never mutate it.
 */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  return cachedShellData(db, 'categories', ['categories'], async () => {
    const rows = await db
      .select(categoryColumns)
      .from(schema.categories)
      .where(eq(schema.categories.active, true))
      .orderBy(asc(schema.categories.position), asc(schema.categories.id));
    return new CategoryIndex(rows);
  });
}

/** Storefront path of a category listing (SPEC §2: /{id}/{category}). */
export function categoryPath(id: number, slug: string): string {
  return `/${id}/${slug}`;
}

export function categoryLink(row: CategoryRow, locale: string): CategoryLinkOut {
  const slug = localized(row, 'slug', locale);
  return { id: row.id, slug, name: localized(row, 'name', locale), image: row.image, url: categoryPath(row.id, slug) };
}

/** The mega-menu tree (SPEC §2, §3 Category): menu categories only, each level ordered by position. */
export function categoryTree(index: CategoryIndex, locale: string, parentId: number | null = null, depth = 0): CategoryNodeOut[] {
  if (depth > 10) return [];
  return index
    .children(parentId)
    .filter((c) => c.inMenu)
    .map((c) => ({ ...categoryLink(c, locale), subcategories: categoryTree(index, locale, c.id, depth + 1) }));
}
