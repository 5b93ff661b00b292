import type { FileStore } from '@konfety/storage';
import { storeImage } from '@konfety/storage/media';
import { NOIMAGE } from '@konfety/domain/media';

/**
 * Generated demo pictures. Every picture is an SVG drawn in an 800×800 box
 * (no external fonts: `sans-serif` resolves to whatever the system has),
 * handed to the media module (`@konfety/storage/media`), which writes every
 * size and format of it into the storage (`images/{ico,mid,big}/{relPath}`,
 * the WebP at `relPath`, the AVIF beside it).
 *
 * Drawings depend only on their inputs (a string hash seeds the decoration),
 * never on the seed RNG, so the order in which images are written does not
 * change the catalogue.
 */

const SIZE = 800;
const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

// ---------------------------------------------------------------- writing

/**
 * Writes the missing sizes and formats of a drawing; true when it wrote any. The drawings are opaque (a full
 * background), so they are flattened onto white: no alpha plane to encode.
 */
export async function writeImage(files: FileStore, relPath: string, svg: string): Promise<boolean> {
  return storeImage(files, relPath, svg, { background: '#ffffff' });
}

/**
 * Writes a file only when its bytes differ from the stored ones: parallel seeds share a media directory, and a
 * file rewritten with the same bytes would still change its ETag.
 */
export async function writeFileIfChanged(files: FileStore, key: string, data: Buffer): Promise<void> {
  const current = await files.get(key);
  if (current && current.size === data.length && Buffer.concat(await current.body.toArray()).equals(data)) return;
  current?.body.destroy();
  await files.put(key, data);
}

/**
 * The name of a drawing that no longer writes a caption into the picture, from the name it had with one. The seed
 * keeps a picture whose file exists (a re-seed into the same storage; the browser tests' and benchmarks' media
 * caches), so a drawing that changes needs a new name, or the old one would stay.
 */
export function uncaptioned(relPath: string): string {
  return relPath.replace(/\.webp$/, '-plain.webp');
}

/** The stand-in picture (`noimage.webp`) for products without images. */
export async function ensureNoImage(files: FileStore): Promise<void> {
  await writeImage(files, NOIMAGE, noImageSvg());
}

/**
 * Bounded-concurrency writer: `add` queues a picture (the SVG is built lazily
 * and each path only once), `done` waits for all of them and rethrows the
 * first failure. sharp runs on the libuv pool, so rendering overlaps with the
 * database inserts done meanwhile on the main thread.
 */
export class ImageQueue {
  private readonly seen = new Set<string>();
  private readonly pending: Array<{ relPath: string; build: () => string }> = [];
  private running = 0;
  private waiters: Array<() => void> = [];
  private error: unknown = null;
  written = 0;
  skipped = 0;

  constructor(
    private readonly files: FileStore,
    private readonly concurrency = 4,
  ) {}

  has(relPath: string): boolean {
    return this.seen.has(relPath);
  }

  get size(): number {
    return this.seen.size;
  }

  add(relPath: string, build: () => string): string {
    if (this.seen.has(relPath)) return relPath;
    this.seen.add(relPath);
    this.pending.push({ relPath, build });
    this.pump();
    return relPath;
  }

  /** Resolves when the backlog drops to `max` (keeps memory flat on huge seeds). */
  async drain(max = 0): Promise<void> {
    while (this.pending.length + this.running > max && this.error === null) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.error !== null) throw this.error;
  }

  async done(): Promise<{ written: number; skipped: number }> {
    await this.drain(0);
    return { written: this.written, skipped: this.skipped };
  }

  private pump() {
    while (this.running < this.concurrency && this.pending.length > 0 && this.error === null) {
      const job = this.pending.shift()!;
      this.running++;
      writeImage(this.files, job.relPath, job.build())
        .then((wrote) => {
          if (wrote) this.written++;
          else this.skipped++;
        })
        .catch((e: unknown) => {
          if (this.error === null) this.error = e;
        })
        .finally(() => {
          this.running--;
          this.pump();
          const waiters = this.waiters;
          this.waiters = [];
          for (const w of waiters) w();
        });
    }
  }
}

// ---------------------------------------------------------------- helpers

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Tiny local PRNG for decoration, seeded from a string (independent of the seed RNG). */
function decoRng(seed: string) {
  let s = hash(seed) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/** Linear mix of two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

const darken = (c: string, t = 0.35) => mix(c, '#000000', t);
const lighten = (c: string, t = 0.5) => mix(c, '#ffffff', t);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Splits text into at most `maxLines` lines of about `width` characters (ellipsis when cut). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    if (last.length > width - 1) last = last.slice(0, width - 1).trimEnd();
    kept[maxLines - 1] = `${last}…`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

function textBlock(lines: string[], x: number, firstBaseline: number, size: number, color: string, weight = 'bold') {
  const lh = Math.round(size * 1.22);
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${firstBaseline + i * lh}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${color}">${escapeXml(l)}</text>`,
    )
    .join('');
}

function svgOpen(bg: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="${bg}"/>`;
}

const CONFETTI_COLORS = ['#ffb600', '#f7a600', '#d24291', '#3fa9f5', '#5cc16a', '#8e5bd6', '#ff6b5a'];

function confetti(seed: string, count: number, area: { x: number; y: number; w: number; h: number }, opacity = 0.55) {
  const r = decoRng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(area.x + r() * area.w);
    const y = Math.round(area.y + r() * area.h);
    const color = CONFETTI_COLORS[Math.floor(r() * CONFETTI_COLORS.length)]!;
    if (r() < 0.5) {
      out += `<circle cx="${x}" cy="${y}" r="${4 + Math.round(r() * 7)}" fill="${color}" fill-opacity="${opacity}"/>`;
    } else {
      const rot = Math.round(r() * 180);
      out += `<rect x="${x}" y="${y}" width="${8 + Math.round(r() * 10)}" height="${5 + Math.round(r() * 5)}" rx="2" fill="${color}" fill-opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`;
    }
  }
  return out;
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = ((rotate + (i * 180) / points) * Math.PI) / 180;
    const len = i % 2 === 0 ? outer : inner;
    pts.push(`${(cx + Math.cos(rad) * len).toFixed(1)},${(cy + Math.sin(rad) * len).toFixed(1)}`);
  }
  return pts.join(' ');
}

// ---------------------------------------------------------------- shapes

export const shapeKinds = [
  'balloon',
  'balloons',
  'heart',
  'star',
  'glyph',
  'mask',
  'venetianMask',
  'topHat',
  'witchHat',
  'pirateHat',
  'cowboyHat',
  'crown',
  'wig',
  'moustache',
  'skull',
  'pumpkin',
  'ghost',
  'ears',
  'unicorn',
  'garland',
  'confetti',
  'cup',
  'plate',
  'candle',
  'gift',
  'glasses',
  'sword',
  'palette',
  'drop',
  'bottle',
  'lantern',
  'dice',
  'wand',
  'glove',
  'boa',
  'costume',
  'dress',
] as const;
export type ShapeKind = (typeof shapeKinds)[number];

interface Paint {
  main: string;
  dark: string;
  light: string;
  accent: string;
  label: string;
}

const SKIN = '#f4d3b5';
const INK = '#2b2b2b';

/** Each shape draws inside a 400×400 box. */
const SHAPES: Record<ShapeKind, (p: Paint) => string> = {
  balloon: (p) =>
    `<path d="M200 300 C 190 330, 225 350, 200 395" stroke="${p.dark}" stroke-width="4" fill="none"/>` +
    `<polygon points="188,300 212,300 200,284" fill="${p.dark}"/>` +
    `<ellipse cx="200" cy="150" rx="118" ry="140" fill="${p.main}"/>` +
    `<ellipse cx="158" cy="92" rx="26" ry="44" fill="${p.light}" fill-opacity="0.75" transform="rotate(-25 158 92)"/>`,
  balloons: (p) => {
    const b = (x: number, y: number, c: string, s: number) =>
      `<path d="M${x} ${y + 95 * s} Q ${x + 10} ${y + 160 * s}, 200 390" stroke="${darken(c)}" stroke-width="3" fill="none"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${78 * s}" ry="${94 * s}" fill="${c}"/>` +
      `<ellipse cx="${x - 28 * s}" cy="${y - 40 * s}" rx="${15 * s}" ry="${27 * s}" fill="#ffffff" fill-opacity="0.45" transform="rotate(-25 ${x - 28 * s} ${y - 40 * s})"/>`;
    return b(115, 150, p.accent, 0.95) + b(285, 140, p.light, 0.95) + b(200, 110, p.main, 1.1);
  },
  heart: (p) =>
    `<path d="M200 330 C 200 360, 210 370, 200 398" stroke="${p.dark}" stroke-width="4" fill="none"/>` +
    `<path d="M200 330 C 60 240, 20 150, 80 80 C 130 25, 190 50, 200 100 C 210 50, 270 25, 320 80 C 380 150, 340 240, 200 330 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<ellipse cx="115" cy="105" rx="22" ry="36" fill="#ffffff" fill-opacity="0.5" transform="rotate(-35 115 105)"/>`,
  star: (p) =>
    `<polygon points="${starPoints(200, 205, 185, 80)}" fill="${p.main}" stroke="${p.dark}" stroke-width="8" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(200, 205, 95, 42)}" fill="${p.light}" fill-opacity="0.5"/>`,
  glyph: (p) =>
    `<text x="200" y="330" font-family="${FONT}" font-size="340" font-weight="bold" text-anchor="middle" fill="${p.main}" stroke="${p.dark}" stroke-width="10" stroke-linejoin="round">${escapeXml(p.label)}</text>` +
    `<text x="190" y="318" font-family="${FONT}" font-size="340" font-weight="bold" text-anchor="middle" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.5">${escapeXml(p.label)}</text>`,
  mask: (p) =>
    `<path fill-rule="evenodd" fill="${p.main}" stroke="${p.dark}" stroke-width="6" d="M30 170 C 40 110, 120 100, 200 135 C 280 100, 360 110, 370 170 C 380 240, 300 270, 240 250 C 220 245, 210 225, 200 225 C 190 225, 180 245, 160 250 C 100 270, 20 240, 30 170 Z M95 175 C 105 145, 160 145, 170 180 C 150 200, 110 200, 95 175 Z M305 175 C 295 145, 240 145, 230 180 C 250 200, 290 200, 305 175 Z"/>` +
    `<path d="M30 170 C 0 160, -5 200, 10 215" stroke="${p.dark}" stroke-width="5" fill="none"/><path d="M370 170 C 400 160, 405 200, 390 215" stroke="${p.dark}" stroke-width="5" fill="none"/>`,
  venetianMask: (p) =>
    `<g fill="${p.accent}" stroke="${darken(p.accent)}" stroke-width="3">` +
    `<ellipse cx="300" cy="70" rx="22" ry="80" transform="rotate(25 300 70)"/><ellipse cx="330" cy="95" rx="18" ry="70" transform="rotate(45 330 95)"/><ellipse cx="270" cy="60" rx="18" ry="70" transform="rotate(8 270 60)"/></g>` +
    SHAPES.mask(p) +
    `<g fill="${p.light}"><circle cx="200" cy="150" r="9"/><circle cx="140" cy="130" r="6"/><circle cx="260" cy="130" r="6"/><circle cx="60" cy="200" r="6"/><circle cx="340" cy="200" r="6"/></g>` +
    `<rect x="355" y="200" width="12" height="190" rx="6" fill="${p.dark}" transform="rotate(12 361 200)"/>`,
  topHat: (p) =>
    `<rect x="110" y="60" width="180" height="220" rx="14" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="110" y="215" width="180" height="38" fill="${p.accent}"/>` +
    `<ellipse cx="200" cy="290" rx="175" ry="42" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<ellipse cx="200" cy="62" rx="90" ry="16" fill="${p.light}" fill-opacity="0.7"/>`,
  witchHat: (p) =>
    `<ellipse cx="200" cy="320" rx="185" ry="50" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M90 315 C 130 240, 160 150, 230 20 C 240 60, 250 90, 280 110 C 260 170, 280 250, 310 315 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M100 285 C 170 300, 240 300, 305 285 L 310 315 C 240 330, 160 330, 92 315 Z" fill="${p.accent}"/>` +
    `<rect x="180" y="282" width="44" height="36" rx="4" fill="none" stroke="#f2c94c" stroke-width="7"/>`,
  pirateHat: (p) =>
    `<path d="M20 250 C 60 110, 130 80, 200 80 C 270 80, 340 110, 380 250 C 300 215, 100 215, 20 250 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M20 250 C 100 215, 300 215, 380 250 C 330 290, 70 290, 20 250 Z" fill="${p.dark}"/>` +
    `<path d="M30 245 C 110 212, 290 212, 370 245" stroke="#f2c94c" stroke-width="7" fill="none"/>` +
    `<circle cx="200" cy="160" r="30" fill="#ffffff"/><rect x="184" y="180" width="32" height="20" rx="5" fill="#ffffff"/>` +
    `<circle cx="189" cy="158" r="7" fill="${INK}"/><circle cx="211" cy="158" r="7" fill="${INK}"/>` +
    `<path d="M150 215 L 250 190 M150 190 L 250 215" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`,
  cowboyHat: (p) =>
    `<path d="M10 230 C 60 300, 340 300, 390 230 C 360 250, 330 255, 300 250 L 290 255 C 230 270, 170 270, 110 255 L 100 250 C 70 255, 40 250, 10 230 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M105 250 C 100 170, 120 90, 160 95 C 180 97, 190 120, 200 120 C 210 120, 220 97, 240 95 C 280 90, 300 170, 295 250 C 230 265, 170 265, 105 250 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M108 225 C 170 240, 230 240, 292 225 L 294 248 C 230 262, 170 262, 106 248 Z" fill="${p.accent}"/>`,
  crown: (p) =>
    `<polygon points="50,300 40,110 125,190 200,70 275,190 360,110 350,300" fill="${p.main}" stroke="${p.dark}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="50" y="270" width="300" height="40" rx="8" fill="${p.dark}"/>` +
    `<circle cx="40" cy="105" r="16" fill="${p.light}"/><circle cx="200" cy="65" r="18" fill="${p.light}"/><circle cx="360" cy="105" r="16" fill="${p.light}"/>` +
    `<circle cx="130" cy="250" r="16" fill="${p.accent}"/><circle cx="200" cy="240" r="20" fill="#3fa9f5"/><circle cx="270" cy="250" r="16" fill="${p.accent}"/>`,
  wig: (p) => {
    let curls = '';
    const ring = 14;
    for (let i = 0; i < ring; i++) {
      const a = Math.PI * (0.95 + (i / (ring - 1)) * 1.1);
      const x = 200 + Math.cos(a) * 140;
      const y = 215 + Math.sin(a) * 150;
      curls += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="58" fill="${i % 2 ? p.main : p.dark}"/>`;
    }
    return (
      `<ellipse cx="200" cy="200" rx="165" ry="175" fill="${p.main}"/>` +
      curls +
      `<ellipse cx="200" cy="255" rx="92" ry="110" fill="${SKIN}"/>` +
      `<path d="M108 200 C 140 150, 260 150, 292 200 C 250 175, 150 175, 108 200 Z" fill="${p.main}"/>` +
      `<circle cx="165" cy="250" r="9" fill="${INK}"/><circle cx="235" cy="250" r="9" fill="${INK}"/>` +
      `<path d="M170 305 Q 200 325, 230 305" stroke="#c0504d" stroke-width="6" fill="none" stroke-linecap="round"/>`
    );
  },
  moustache: (p) =>
    `<path d="M200 190 C 170 150, 120 160, 95 195 C 75 225, 40 230, 20 200 C 20 250, 80 275, 130 250 C 160 235, 185 220, 200 215 C 215 220, 240 235, 270 250 C 320 275, 380 250, 380 200 C 360 230, 325 225, 305 195 C 280 160, 230 150, 200 190 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="5"/>` +
    `<path d="M120 205 C 150 195, 175 200, 195 208 M280 205 C 250 195, 225 200, 205 208" stroke="${p.light}" stroke-width="4" fill="none" stroke-opacity="0.6"/>`,
  skull: (p) =>
    `<path d="M70 180 C 70 80, 330 80, 330 180 C 330 240, 300 260, 290 280 L 290 330 L 110 330 L 110 280 C 100 260, 70 240, 70 180 Z" fill="#f5f1e8" stroke="${p.dark}" stroke-width="7"/>` +
    `<ellipse cx="145" cy="195" rx="40" ry="45" fill="${INK}"/><ellipse cx="255" cy="195" rx="40" ry="45" fill="${INK}"/>` +
    `<ellipse cx="145" cy="195" rx="12" ry="14" fill="${p.main}"/><ellipse cx="255" cy="195" rx="12" ry="14" fill="${p.main}"/>` +
    `<polygon points="200,235 182,268 218,268" fill="${INK}"/>` +
    `<path d="M140 300 V 330 M170 300 V 330 M200 300 V 330 M230 300 V 330 M260 300 V 330" stroke="${INK}" stroke-width="5"/>`,
  pumpkin: (p) =>
    `<rect x="188" y="40" width="24" height="60" rx="8" fill="#4b7d2b" transform="rotate(12 200 70)"/>` +
    `<ellipse cx="120" cy="220" rx="95" ry="130" fill="${p.dark}"/><ellipse cx="280" cy="220" rx="95" ry="130" fill="${p.dark}"/>` +
    `<ellipse cx="200" cy="220" rx="110" ry="140" fill="${p.main}"/>` +
    `<ellipse cx="150" cy="220" rx="60" ry="135" fill="${p.main}" stroke="${p.dark}" stroke-width="4"/><ellipse cx="250" cy="220" rx="60" ry="135" fill="${p.main}" stroke="${p.dark}" stroke-width="4"/>` +
    `<polygon points="120,180 170,180 145,140" fill="${INK}"/><polygon points="230,180 280,180 255,140" fill="${INK}"/>` +
    `<path d="M110 250 L 140 270 L 170 250 L 200 275 L 230 250 L 260 270 L 290 250 C 280 310, 120 310, 110 250 Z" fill="${INK}"/>`,
  ghost: (p) =>
    `<path d="M80 370 L 80 170 C 80 40, 320 40, 320 170 L 320 370 L 280 335 L 240 370 L 200 335 L 160 370 L 120 335 Z" fill="#ffffff" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<ellipse cx="160" cy="170" rx="20" ry="30" fill="${INK}"/><ellipse cx="240" cy="170" rx="20" ry="30" fill="${INK}"/>` +
    `<ellipse cx="200" cy="245" rx="26" ry="32" fill="${INK}"/>` +
    `<ellipse cx="130" cy="220" rx="18" ry="10" fill="${p.main}" fill-opacity="0.6"/><ellipse cx="270" cy="220" rx="18" ry="10" fill="${p.main}" fill-opacity="0.6"/>`,
  ears: (p) =>
    `<path d="M50 330 C 40 160, 360 160, 350 330" stroke="${p.dark}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<polygon points="70,210 95,60 170,165" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<polygon points="330,210 305,60 230,165" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<polygon points="95,185 103,100 145,165" fill="#f4a7c0"/><polygon points="305,185 297,100 255,165" fill="#f4a7c0"/>`,
  unicorn: (p) =>
    `<path d="M60 330 C 40 180, 360 180, 340 330" stroke="${p.accent}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M60 330 C 40 180, 360 180, 340 330" stroke="${p.light}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<polygon points="170,200 230,200 200,20" fill="#f2c94c" stroke="#c9992a" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M176 175 L 226 160 M182 140 L 220 125 M188 105 L 214 93 M194 70 L 208 62" stroke="#c9992a" stroke-width="5"/>` +
    `<polygon points="110,215 125,120 170,200" fill="#ffffff" stroke="${p.dark}" stroke-width="4"/><polygon points="290,215 275,120 230,200" fill="#ffffff" stroke="${p.dark}" stroke-width="4"/>` +
    `<circle cx="110" cy="225" r="26" fill="${p.main}"/><circle cx="150" cy="215" r="22" fill="#3fa9f5"/><circle cx="250" cy="215" r="22" fill="#f4a7c0"/><circle cx="290" cy="225" r="26" fill="${p.main}"/>`,
  garland: (p) => {
    const colors = [p.main, p.accent, p.light, p.dark];
    let flags = `<path d="M10 70 Q 200 190, 390 70" stroke="${INK}" stroke-width="4" fill="none"/>`;
    for (let i = 0; i < 7; i++) {
      const x = 25 + i * 52;
      const t = (x - 10) / 380;
      const y = 70 + 4 * t * (1 - t) * 60;
      flags += `<polygon points="${x},${y.toFixed(0)} ${x + 46},${(y + 2).toFixed(0)} ${x + 23},${(y + 90).toFixed(0)}" fill="${colors[i % 4]}"/>`;
    }
    let flags2 = `<path d="M10 230 Q 200 340, 390 230" stroke="${INK}" stroke-width="4" fill="none"/>`;
    for (let i = 0; i < 7; i++) {
      const x = 25 + i * 52;
      const t = (x - 10) / 380;
      const y = 230 + 4 * t * (1 - t) * 55;
      flags2 += `<polygon points="${x},${y.toFixed(0)} ${x + 46},${(y + 2).toFixed(0)} ${x + 23},${(y + 90).toFixed(0)}" fill="${colors[(i + 2) % 4]}"/>`;
    }
    return flags + flags2;
  },
  confetti: (p) =>
    `<polygon points="60,380 150,200 240,290" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M95 310 L 175 245 M120 345 L 205 270" stroke="${p.light}" stroke-width="10"/>` +
    confetti(`${p.main}${p.accent}`, 40, { x: 150, y: 20, w: 240, h: 230 }, 1),
  cup: (p) =>
    `<rect x="225" y="20" width="16" height="150" rx="6" fill="${p.accent}" transform="rotate(18 233 95)"/>` +
    `<polygon points="100,110 300,110 270,380 130,380" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M110 180 L 290 180 M116 240 L 284 240 M123 300 L 277 300" stroke="${p.light}" stroke-width="16"/>` +
    `<ellipse cx="200" cy="110" rx="100" ry="18" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>`,
  plate: (p) =>
    `<circle cx="200" cy="200" r="180" fill="#ffffff" stroke="${p.dark}" stroke-width="6"/>` +
    `<circle cx="200" cy="200" r="150" fill="${p.main}"/><circle cx="200" cy="200" r="105" fill="#ffffff"/>` +
    `<g fill="${p.light}">${Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<circle cx="${(200 + Math.cos(a) * 128).toFixed(0)}" cy="${(200 + Math.sin(a) * 128).toFixed(0)}" r="10"/>`;
    }).join('')}</g>` +
    `<polygon points="${starPoints(200, 205, 60, 26)}" fill="${p.accent}"/>`,
  candle: (p) =>
    [80, 170, 260]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${140 + (i % 2) * 30}" width="56" height="${230 - (i % 2) * 30}" rx="8" fill="${i === 1 ? p.accent : p.main}" stroke="${p.dark}" stroke-width="5"/>` +
          `<path d="M${x} ${190 + (i % 2) * 30} L ${x + 56} ${170 + (i % 2) * 30} M${x} ${250 + (i % 2) * 30} L ${x + 56} ${230 + (i % 2) * 30} M${x} ${310} L ${x + 56} ${290}" stroke="${p.light}" stroke-width="9"/>` +
          `<path d="M${x + 28} ${85 + (i % 2) * 30} C ${x + 55} ${115 + (i % 2) * 30}, ${x + 42} ${140 + (i % 2) * 30}, ${x + 28} ${140 + (i % 2) * 30} C ${x + 14} ${140 + (i % 2) * 30}, ${x + 2} ${115 + (i % 2) * 30}, ${x + 28} ${85 + (i % 2) * 30} Z" fill="#ffb600"/>`,
      )
      .join(''),
  gift: (p) =>
    `<rect x="70" y="170" width="260" height="210" rx="10" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="50" y="120" width="300" height="70" rx="10" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="180" y="120" width="40" height="260" fill="${p.accent}"/>` +
    `<path d="M200 120 C 150 40, 80 70, 120 115 Z M200 120 C 250 40, 320 70, 280 115 Z" fill="${p.accent}" stroke="${darken(p.accent)}" stroke-width="5"/>`,
  glasses: (p) =>
    `<path d="M40 170 L 10 120 M360 170 L 390 120" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M140 250 C 40 190, 30 120, 80 105 C 110 95, 135 120, 140 140 C 145 120, 170 95, 200 105 C 250 120, 240 190, 140 250 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="8" transform="translate(-20 0)"/>` +
    `<path d="M140 250 C 40 190, 30 120, 80 105 C 110 95, 135 120, 140 140 C 145 120, 170 95, 200 105 C 250 120, 240 190, 140 250 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="8" transform="translate(140 0)"/>` +
    `<path d="M178 150 Q 200 130, 222 150" stroke="${p.dark}" stroke-width="8" fill="none"/>` +
    `<ellipse cx="95" cy="140" rx="14" ry="22" fill="#ffffff" fill-opacity="0.55"/><ellipse cx="255" cy="140" rx="14" ry="22" fill="#ffffff" fill-opacity="0.55"/>`,
  sword: (p) =>
    `<g transform="rotate(-40 200 200)"><polygon points="185,300 185,40 200,10 215,40 215,300" fill="#dfe5ea" stroke="#8a96a3" stroke-width="5"/>` +
    `<line x1="200" y1="40" x2="200" y2="290" stroke="#b8c2cc" stroke-width="4"/>` +
    `<rect x="120" y="290" width="160" height="26" rx="10" fill="${p.main}" stroke="${p.dark}" stroke-width="5"/>` +
    `<rect x="186" y="316" width="28" height="70" rx="8" fill="${p.dark}"/><circle cx="200" cy="392" r="16" fill="${p.accent}"/></g>`,
  palette: (p) =>
    `<path d="M200 40 C 320 40, 390 120, 380 210 C 370 290, 300 280, 280 300 C 260 320, 300 370, 240 380 C 120 400, 20 320, 20 210 C 20 110, 100 40, 200 40 Z" fill="#f3e2c7" stroke="#b88d56" stroke-width="6"/>` +
    `<circle cx="120" cy="130" r="30" fill="${p.main}"/><circle cx="205" cy="100" r="30" fill="${p.accent}"/><circle cx="290" cy="140" r="30" fill="#3fa9f5"/>` +
    `<circle cx="95" cy="225" r="30" fill="#5cc16a"/><circle cx="160" cy="300" r="30" fill="#ffffff" stroke="#ccc" stroke-width="3"/><circle cx="300" cy="225" r="26" fill="${INK}"/>`,
  drop: (p) =>
    `<path d="M200 30 C 240 120, 320 190, 320 270 C 320 340, 265 385, 200 385 C 135 385, 80 340, 80 270 C 80 190, 160 120, 200 30 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<ellipse cx="150" cy="265" rx="20" ry="45" fill="#ffffff" fill-opacity="0.4" transform="rotate(15 150 265)"/>` +
    `<path d="M340 120 C 350 140, 365 155, 365 172 C 365 188, 352 198, 340 198 C 328 198, 315 188, 315 172 C 315 155, 330 140, 340 120 Z" fill="${p.main}"/>`,
  bottle: (p) =>
    `<rect x="180" y="20" width="40" height="40" rx="6" fill="#8a96a3"/><rect x="215" y="30" width="60" height="16" rx="6" fill="#8a96a3"/>` +
    `<rect x="120" y="60" width="160" height="325" rx="70" fill="${p.main}" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="140" y="170" width="120" height="110" rx="10" fill="#ffffff"/>` +
    `<text x="200" y="245" font-family="${FONT}" font-size="54" font-weight="bold" text-anchor="middle" fill="${p.dark}">He</text>`,
  lantern: (p) =>
    `<line x1="200" y1="0" x2="200" y2="50" stroke="${INK}" stroke-width="4"/>` +
    `<circle cx="200" cy="215" r="165" fill="${p.main}"/>` +
    [40, 85, 125].map((rx) => `<ellipse cx="200" cy="215" rx="${rx}" ry="165" fill="none" stroke="${p.dark}" stroke-width="4" stroke-opacity="0.5"/>`).join('') +
    `<ellipse cx="200" cy="215" rx="165" ry="40" fill="none" stroke="${p.light}" stroke-width="4" stroke-opacity="0.6"/>`,
  dice: (p) => {
    const dots = (cx: number, cy: number, n: number, c: string) => {
      const pos: Record<number, Array<[number, number]>> = {
        1: [[0, 0]],
        3: [[-35, -35], [0, 0], [35, 35]],
        5: [[-35, -35], [35, -35], [0, 0], [-35, 35], [35, 35]],
        6: [[-35, -40], [35, -40], [-35, 0], [35, 0], [-35, 40], [35, 40]],
      };
      return (pos[n] ?? []).map(([dx, dy]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="13" fill="${c}"/>`).join('');
    };
    return (
      `<rect x="40" y="150" width="180" height="180" rx="30" fill="${p.main}" stroke="${p.dark}" stroke-width="6" transform="rotate(-12 130 240)"/>` +
      `<g transform="rotate(-12 130 240)">${dots(130, 240, 5, '#ffffff')}</g>` +
      `<rect x="200" y="70" width="160" height="160" rx="28" fill="#ffffff" stroke="${p.dark}" stroke-width="6" transform="rotate(15 280 150)"/>` +
      `<g transform="rotate(15 280 150)">${dots(280, 150, 3, p.main)}</g>`
    );
  },
  wand: (p) =>
    `<rect x="190" y="150" width="22" height="250" rx="8" fill="${INK}" transform="rotate(30 200 275)"/>` +
    `<rect x="190" y="150" width="22" height="40" rx="6" fill="#ffffff" transform="rotate(30 200 275)"/>` +
    `<polygon points="${starPoints(140, 130, 95, 40)}" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(300, 70, 30, 12, 4, 0)}" fill="${p.accent}"/><polygon points="${starPoints(330, 200, 22, 9, 4, 0)}" fill="${p.light}"/><polygon points="${starPoints(40, 300, 24, 10, 4, 0)}" fill="${p.accent}"/>`,
  glove: (p) =>
    `<path d="M120 390 L 120 230 C 95 210, 60 170, 70 150 C 80 130, 110 150, 130 180 L 130 90 C 130 65, 165 65, 165 90 L 165 170 L 170 60 C 170 35, 205 35, 205 60 L 205 170 L 215 75 C 215 50, 250 50, 250 75 L 245 180 L 262 110 C 265 88, 298 92, 295 115 L 285 240 C 280 280, 270 300, 270 390 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="112" y="340" width="166" height="40" rx="10" fill="${p.accent}"/>`,
  boa: (p) => {
    let fluff = '';
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = 30 + t * 340;
      const y = 200 + Math.sin(t * Math.PI * 2.2) * 110;
      fluff += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${30 + (i % 3) * 5}" fill="${i % 2 ? p.main : p.light}"/>`;
    }
    return fluff;
  },
  costume: (p) =>
    `<path d="M130 40 L 90 60 L 20 140 L 70 190 L 110 150 L 110 380 L 290 380 L 290 150 L 330 190 L 380 140 L 310 60 L 270 40 C 255 75, 145 75, 130 40 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="110" y="255" width="180" height="34" fill="${p.dark}"/><rect x="182" y="250" width="36" height="44" rx="4" fill="none" stroke="#f2c94c" stroke-width="7"/>` +
    `<circle cx="200" cy="125" r="10" fill="${p.light}"/><circle cx="200" cy="175" r="10" fill="${p.light}"/><circle cx="200" cy="225" r="10" fill="${p.light}"/>`,
  dress: (p) =>
    `<path d="M150 30 L 135 140 C 110 200, 40 330, 30 385 L 370 385 C 360 330, 290 200, 265 140 L 250 30 C 230 55, 170 55, 150 30 Z" fill="${p.main}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M135 140 C 175 160, 225 160, 265 140 L 268 165 C 225 185, 175 185, 132 165 Z" fill="${p.accent}"/>` +
    `<path d="M60 340 Q 95 320, 130 345 T 200 345 T 270 345 T 340 340" stroke="${p.light}" stroke-width="10" fill="none"/>`,
};

function paint(color: string, accent?: string, label = ''): Paint {
  return {
    main: color,
    dark: darken(color),
    light: lighten(color, 0.45),
    accent: accent ?? (luminance(color) > 0.6 ? '#d24291' : '#ffb600'),
    label,
  };
}

/** One shape scaled into a box (x, y, size) of the 800×800 canvas. */
export function drawShape(kind: ShapeKind, x: number, y: number, size: number, color: string, accent?: string, label = ''): string {
  const s = size / 400;
  return `<g transform="translate(${x} ${y}) scale(${s.toFixed(4)})">${SHAPES[kind](paint(color, accent, label))}</g>`;
}

// ---------------------------------------------------------------- pictures

export interface ProductPicture {
  /** Stable string the decoration is derived from (e.g. the product code). */
  seed: string;
  shape: ShapeKind;
  /** Main colour of the drawn item, #rrggbb. */
  color: string;
  /** Background tint (category / theme colour), #rrggbb. */
  background: string;
  /** Second drawn item (e.g. the hat on a costume). */
  overlay?: ShapeKind;
  accent?: string;
  /** Character drawn by the `glyph` shape (a digit or letter). */
  glyph?: string;
  /** Small tag in the top left corner (e.g. "18+"). */
  tag?: string;
  /** Alternative composition (gallery "detail" shot). */
  alt?: boolean;
}

function logoMark(x: number, y: number, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect width="150" height="44" rx="22" fill="#ffffff" fill-opacity="0.85"/>` +
    `<circle cx="24" cy="22" r="9" fill="#ffb600"/><circle cx="40" cy="15" r="5" fill="#d24291"/><circle cx="38" cy="31" r="4" fill="#3fa9f5"/>` +
    `<text x="92" y="30" font-family="${FONT}" font-size="20" font-weight="bold" text-anchor="middle" fill="#d24291">konfety</text></g>`
  );
}

/**
 * A product's picture: the item on a tinted background, as a photo shows it, with no caption (the page names the
 * product, in its own language; the pictures are shared by the Czech and the Slovak shop). The shop's logo, a
 * balloon's digit or letter and the 18+ tag are the only text in it: the same in every language.
 */
export function productSvg(p: ProductPicture): string {
  const bg = lighten(p.background, 0.72);
  let out = svgOpen(bg);
  out += `<circle cx="400" cy="400" r="350" fill="${lighten(p.background, 0.45)}" fill-opacity="0.6"/>`;
  out += confetti(p.seed, p.alt ? 18 : 26, { x: 20, y: 20, w: 760, h: 760 });
  if (p.alt) {
    out += drawShape(p.shape, 90, 90, 620, p.color, p.accent, p.glyph ?? '');
  } else if (p.overlay) {
    out += drawShape(p.shape, 190, 230, 430, p.color, p.accent, p.glyph ?? '');
    out += drawShape(p.overlay, 245, 70, 310, p.accent ?? darken(p.color), p.color);
  } else {
    out += drawShape(p.shape, 120, 120, 560, p.color, p.accent, p.glyph ?? '');
  }
  if (p.tag) {
    out += `<rect x="640" y="32" width="128" height="60" rx="30" fill="#c0392b"/><text x="704" y="73" font-family="${FONT}" font-size="32" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(p.tag)}</text>`;
  }
  out += logoMark(32, 32);
  return `${out}</svg>`;
}

export interface CategoryPicture {
  seed: string;
  shape: ShapeKind;
  color: string;
  background: string;
  glyph?: string;
}

/** A category's tile: its emblem without its name, which the tile's caption gives in the page's language. */
export function categorySvg(c: CategoryPicture): string {
  let out = svgOpen(c.background);
  out += `<circle cx="400" cy="400" r="320" fill="#ffffff" fill-opacity="0.35"/>`;
  out += confetti(c.seed, 34, { x: 10, y: 10, w: 780, h: 780 }, 0.8);
  out += drawShape(c.shape, 150, 150, 500, c.color, undefined, c.glyph ?? '');
  return `${out}</svg>`;
}

export interface ScenePicture {
  seed: string;
  /** A title written into the picture, for a picture of one language (a blog post's, a service's); none for a shared one. */
  title?: string;
  subtitle?: string;
  shapes: ShapeKind[];
  colors: string[];
  background: string;
}

/** A "party scene" used as a shared gallery picture for a motif or category. */
export function sceneSvg(s: ScenePicture): string {
  let out = svgOpen(lighten(s.background, 0.55));
  out += drawShape('garland', 0, -40, 800, s.colors[0] ?? '#ffb600', s.colors[1] ?? '#d24291');
  // Without a title band the items sit lower, in the middle of what is left under the garland.
  const down = s.title ? 0 : 110;
  out += confetti(s.seed, 40, { x: 0, y: 150, w: 800, h: 450 + down * 1.5 }, 0.7);
  const shapes = s.shapes.slice(0, 3);
  const slots: Array<[number, number, number]> =
    shapes.length === 1 ? [[210, 170, 380]] : shapes.length === 2 ? [[60, 200, 330], [410, 200, 330]] : [[30, 250, 260], [270, 160, 260], [510, 250, 260]];
  shapes.forEach((shape, i) => {
    const [x, y, size] = slots[i]!;
    out += drawShape(shape, x, y + down, size, s.colors[i % s.colors.length] ?? '#ffb600', s.colors[(i + 1) % s.colors.length]);
  });
  if (s.title) {
    out += `<rect x="60" y="575" width="680" height="${s.subtitle ? 170 : 130}" rx="30" fill="#ffffff" fill-opacity="0.92"/>`;
    out += textBlock(wrapText(s.title, 26, 1), 400, 655, 48, '#d24291');
    if (s.subtitle) out += textBlock(wrapText(s.subtitle, 40, 1), 400, 710, 28, INK, 'normal');
  }
  out += logoMark(32, 32);
  return `${out}</svg>`;
}

export function storeSvg(opts: { seed: string; city: string; street: string }): string {
  let out = svgOpen('#cfe8fb');
  out += `<circle cx="680" cy="110" r="60" fill="#ffe27a"/>`;
  out += `<rect x="0" y="640" width="800" height="160" fill="#b7b7b7"/><rect x="0" y="640" width="800" height="14" fill="#9a9a9a"/>`;
  out += `<rect x="80" y="170" width="640" height="470" fill="#f6efe4" stroke="#8c7b66" stroke-width="6"/>`;
  out += `<rect x="120" y="190" width="560" height="90" rx="14" fill="#d24291"/>`;
  out += `<text x="400" y="255" font-family="${FONT}" font-size="60" font-weight="bold" text-anchor="middle" fill="#ffffff">KONFETY</text>`;
  let awning = '';
  for (let i = 0; i < 10; i++) awning += `<rect x="${80 + i * 64}" y="300" width="64" height="60" fill="${i % 2 ? '#ffffff' : '#ffb600'}"/>`;
  out += awning + `<path d="M80 360 ${Array.from({ length: 10 }, (_, i) => `Q ${112 + i * 64} 395, ${144 + i * 64} 360`).join(' ')}" fill="#ffb600"/>`;
  out += `<rect x="120" y="400" width="330" height="230" fill="#7fc4ef" stroke="#6b5a45" stroke-width="8"/>`;
  out += drawShape('balloons', 150, 405, 220, '#d24291', '#ffb600');
  out += drawShape('mask', 330, 500, 110, '#8e5bd6');
  out += `<rect x="500" y="420" width="170" height="220" fill="#6b5a45"/><circle cx="648" cy="535" r="8" fill="#f2c94c"/>`;
  out += `<rect x="40" y="700" width="720" height="70" rx="20" fill="#ffffff" fill-opacity="0.92"/>`;
  out += textBlock(wrapText(`${opts.city} · ${opts.street}`, 40, 1), 400, 747, 32, INK);
  out += confetti(opts.seed, 14, { x: 20, y: 20, w: 760, h: 130 }, 0.9);
  return `${out}</svg>`;
}

export function brandLogoSvg(opts: { seed: string; name: string; color: string; shape: ShapeKind }): string {
  let out = svgOpen('#ffffff');
  out += `<circle cx="400" cy="330" r="230" fill="${lighten(opts.color, 0.75)}"/>`;
  out += drawShape(opts.shape, 230, 150, 340, opts.color);
  out += textBlock(wrapText(opts.name, 18, 2), 400, 680, 64, darken(opts.color, 0.2));
  return `${out}</svg>`;
}

export function noImageSvg(): string {
  let out = svgOpen('#f2f2f2');
  out += `<rect x="250" y="220" width="300" height="230" rx="24" fill="none" stroke="#c4c4c4" stroke-width="16"/>`;
  out += `<circle cx="325" cy="290" r="28" fill="#c4c4c4"/>`;
  out += `<polygon points="270,430 370,330 430,390 470,350 530,430" fill="#c4c4c4"/>`;
  out += textBlock(['Obrázek není k dispozici'], 400, 560, 38, '#9a9a9a');
  out += logoMark(325, 620);
  return `${out}</svg>`;
}
