/**
 * The ICU MessageFormat the catalogues use, formatted without a library: simple arguments (`{name}`),
 * `{n, number}`, `{n, plural, =1 {…} one {# kus} few {…} other {…}}` (with `offset:`) and
 * `{key, select, yes {…} other {…}}`, apostrophe quoting as in ICU 4.8+ (`''` is an apostrophe, `'{…}'`
 * is literal text), tags not interpreted. It is the shop's one formatter, on the server and in the browser:
 * intl-messageformat, which it replaced, is ten times the size of everything else the storefront ships
 * of its own. A test formats every catalogue message with both and demands identical output, so a
 * message using syntax outside this subset fails there (and here: `parse` throws on it).
 */
import { SHOP_TIME_ZONE } from '../calendar';

export type IcuParams = Record<string, unknown>;

type Node =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, Node[]> }
  | { kind: 'select'; name: string; options: Record<string, Node[]> };

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node[] {
    const nodes = this.nodes(false);
    if (this.i < this.src.length) this.fail('unexpected "}"');
    return nodes;
  }

  private fail(what: string): never {
    throw new SyntaxError(`ICU message: ${what} at ${this.i} in "${this.src}"`);
  }

  private nodes(inPlural: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '}') break;
      if (c === '{') {
        flush();
        out.push(this.argument());
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        this.i++;
      } else if (c === "'") {
        text += this.quoted(inPlural);
      } else {
        text += c;
        this.i++;
      }
    }
    flush();
    return out;
  }

  /** `''` is one apostrophe; an apostrophe before a syntax character quotes up to the next lone apostrophe. */
  private quoted(inPlural: boolean): string {
    const next = this.src[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      this.i++;
      return "'";
    }
    this.i++;
    let text = '';
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === "'") {
        if (this.src[this.i + 1] === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        return text;
      }
      text += c;
      this.i++;
    }
    return text;
  }

  private space() {
    while (/\s/.test(this.src[this.i] ?? '')) this.i++;
  }

  private word(): string {
    this.space();
    const start = this.i;
    while (this.i < this.src.length && /[^\s{},]/.test(this.src[this.i]!)) this.i++;
    if (start === this.i) this.fail('a name expected');
    return this.src.slice(start, this.i);
  }

  private expect(c: string) {
    this.space();
    if (this.src[this.i] !== c) this.fail(`"${c}" expected`);
    this.i++;
  }

  private argument(): Node {
    this.expect('{');
    const name = this.word();
    this.space();
    if (this.src[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    this.space();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`unsupported argument type "${type}"`);
    this.expect(',');
    let offset = 0;
    const options: Record<string, Node[]> = {};
    for (;;) {
      this.space();
      if (this.src[this.i] === '}') break;
      const selector = this.word();
      if (type === 'plural' && selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length));
        if (!Number.isFinite(offset)) this.fail('a bad offset');
        continue;
      }
      this.expect('{');
      options[selector] = this.nodes(type === 'plural');
      this.expect('}');
    }
    this.i++;
    if (!options.other) this.fail(`"${name}" has no "other" option`);
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }
}

/** Parses by pattern: the patterns are the catalogues' (a bounded set), each parsed once. */
const parsed = new Map<string, Node[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter for `locale` in the shop's time zone (so a date reads the same on the server and in the
 * browser), made once per locale and options like the formatters above: a new Intl.DateTimeFormat costs
 * ≈ 0.15 ms, and the product page's reviews made one on every render.
 */
export function shopDateFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE })));
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  let r = pluralRules.get(locale);
  if (!r) pluralRules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

function value(params: IcuParams, name: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(params, name)) throw new Error(`ICU message: the value of "${name}" is missing`);
  return params[name];
}

function render(nodes: Node[], locale: string, params: IcuParams, pound: number | null): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.kind === 'arg') {
      const v = value(params, node.name);
      out += typeof v === 'string' || typeof v === 'number' ? String(v) : v ? String(v) : '';
    } else if (node.kind === 'number') out += numberFormat(locale).format(Number(value(params, node.name)));
    else if (node.kind === 'pound') out += pound === null ? '#' : numberFormat(locale).format(pound);
    else if (node.kind === 'select') {
      const v = String(value(params, node.name));
      out += render(node.options[v] ?? node.options.other!, locale, params, pound);
    } else {
      const n = Number(value(params, node.name));
      const exact = node.options[`=${n}`];
      const shifted = n - node.offset;
      const branch = exact ?? node.options[pluralRule(locale).select(shifted)] ?? node.options.other!;
      out += render(branch, locale, params, shifted);
    }
  }
  return out;
}

/** `formatIcu('{count, plural, one {# kus} few {# kusy} other {# kusů}}', 'cs', { count: 3 })` → "3 kusy". */
export function formatIcu(pattern: string, locale: string, params: IcuParams = {}): string {
  let nodes = parsed.get(pattern);
  if (!nodes) parsed.set(pattern, (nodes = new Parser(pattern).parse()));
  return render(nodes, locale, params, null);
}
