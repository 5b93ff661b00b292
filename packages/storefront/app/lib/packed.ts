/**
 * Loader data sent as one JSON text. React Router writes loader data into the page (and reads it back in the
 * browser) with turbo-stream, value by value: ≈ 0.4 ms of a listing page's render went to its ≈ 1 200 values,
 * most of them the shell's messages, menus and categories, the same on every page. A JSON text is one value
 * to it, and JSON.stringify and JSON.parse are native. Only for plain JSON data (no dates, no undefined).
 *
 * The convention: a loader returns `{ packed: pack({ … }), …the rest }`, and `fieldsOf(data)` gives the packed
 * fields and the rest as one object, as if the loader had returned them all.
 */
declare const brand: unique symbol;
export type Packed<T> = string & { readonly [brand]: T };

/**
 * The values of the texts packed or read lately (the most recently used last), so that each is parsed at most
 * once: in the browser, where many components read the same page data; on the server, `pack` puts the value
 * itself, so the render reads it with no parse. The message tables, used by every page, stay among them.
 */
const values = new Map<string, unknown>();

function use(text: string, value: unknown): unknown {
  values.delete(text);
  values.set(text, value);
  if (values.size > 64) values.delete(values.keys().next().value!);
  return value;
}

export function pack<T>(value: T): Packed<T> {
  const text = JSON.stringify(value);
  use(text, value);
  return text as Packed<T>;
}

export function unpack<T>(packed: Packed<T>): T {
  return use(packed, values.has(packed) ? values.get(packed) : JSON.parse(packed)) as T;
}

interface Made {
  deps: readonly unknown[];
  text: string;
  value: unknown;
}
const made: Made[] = [];

/**
 * `pack` for loader data made from answers the page cache keeps (the same objects until they change or expire):
 * for the same `deps` (compared by identity: the answers, and any other input, such as the query) the text made
 * before is given again. Making and serializing the shell's and a listing's data on every render took ≈ 0.2 ms
 * of it. `deps` must name everything `make` reads.
 */
export function packFrom<T>(deps: readonly unknown[], make: () => T): Packed<T> {
  const known = made.find((m) => m.deps.length === deps.length && m.deps.every((dep, i) => dep === deps[i]));
  if (known) {
    use(known.text, known.value); // the render reads it next: no parse
    return known.text as Packed<T>;
  }
  const value = make();
  const text = pack(value);
  if (made.push({ deps, text, value }) > 64) made.shift();
  return text;
}

const merged = new WeakMap<object, object>();

/** A loader's data with its packed fields in place (the same object for the same data). */
export function fieldsOf<T extends object>(data: T): Omit<T, 'packed'> & (T extends { packed: Packed<infer P> } ? P : unknown) {
  const { packed, ...rest } = data as { packed?: Packed<object> };
  if (packed === undefined) return data as never;
  let fields = merged.get(data);
  if (!fields) merged.set(data, (fields = { ...unpack(packed), ...rest }));
  return fields as never;
}
