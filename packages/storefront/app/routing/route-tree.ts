import { DEFAULT_LOCALE, guardNames, type Locale, locales as allLocales } from './route-names';
import type { LayoutDef, PageDef } from './page-modules';

/** One entry of React Router's route config (the shape `route()`/`layout()` of @react-router/dev produce). */
export interface RouteEntry {
  id: string;
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** The layout-route module of each guard: its loader runs the guard before any page loader's data is used. */
export const guardFiles: Record<string, string> = {
  auth: 'routing/guards/auth.tsx',
  guest: 'routing/guards/guest.tsx',
};

/** SPEC §8: a page naming a guard that does not exist is a configuration error. */
export class UnknownGuardError extends Error {
  constructor(readonly guard: string) {
    super(`Unknown middleware ${guard}`);
  }
}

/** The route id of a page in a locale: `category.cs`. */
export function pageRouteId(name: string, locale: Locale): string {
  return `${name}.${locale}`;
}

/** The page a route id belongs to (`category.cs` → `category`), or null for a layout, guard or action route. */
export function pageOfRouteId(id: string): string | null {
  const dot = id.lastIndexOf('.');
  return dot > 0 && (allLocales as readonly string[]).includes(id.slice(dot + 1)) ? id.slice(0, dot) : null;
}

/** The chain of layouts from the outermost to `name`. */
function layoutChain(layouts: Record<string, LayoutDef>, name: string): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = name; current !== undefined; current = layouts[current]?.parent) {
    if (!layouts[current]) throw new Error(`Unknown layout ${current}`);
    if (chain.includes(current)) throw new Error(`Layout cycle at ${current}`);
    chain.unshift(current);
  }
  return chain;
}

/**
 * Builds the route tree from the route-name table: every routed page once per
 * locale (Czech without a prefix), inside its layouts (outermost first) and,
 * innermost, its guard's layout route. Layout ids are the chain of names
 * (`layout:default`, `layout:default/account`, `guard:auth@default`), so one
 * module can serve at several places.
 */
export function buildPageRoutes(
  pages: Record<string, PageDef<string>>,
  layouts: Record<string, LayoutDef>,
  locales: readonly Locale[],
  defaultLayout = 'default',
): RouteEntry[] {
  const roots: RouteEntry[] = [];
  const containers = new Map<string, RouteEntry>();

  const container = (id: string, file: string, parent: RouteEntry | null): RouteEntry => {
    let entry = containers.get(id);
    if (!entry) {
      entry = { id, file, children: [] };
      containers.set(id, entry);
      (parent ? parent.children! : roots).push(entry);
    }
    return entry;
  };

  for (const [name, def] of Object.entries(pages)) {
    if (!def.file) continue;
    let parent: RouteEntry | null = null;
    let key = '';
    for (const layout of layoutChain(layouts, def.layout ?? defaultLayout)) {
      key = key ? `${key}/${layout}` : layout;
      parent = container(`layout:${key}`, layouts[layout]!.file, parent);
    }
    if (def.guard !== undefined) {
      if (!(guardNames as readonly string[]).includes(def.guard)) throw new UnknownGuardError(def.guard);
      parent = container(`guard:${def.guard}@${key}`, guardFiles[def.guard]!, parent);
    }
    for (const locale of locales) {
      if (def.locales && !def.locales.includes(locale)) continue;
      const bare = def.paths[locale].replace(/^\//, '');
      const path = locale === DEFAULT_LOCALE ? bare : bare ? `${locale}/${bare}` : locale;
      parent!.children!.push({ id: pageRouteId(name, locale), file: def.file, path });
    }
  }
  return roots;
}
