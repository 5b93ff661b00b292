#!/usr/bin/env node
/**
 * Self-hosted Montserrat for the storefront, cut down to what a Czech, Slovak or English page shows.
 *
 *   node scripts/subset-font.mjs        (run again after changing CHARS or WEIGHTS; commit its output)
 *
 * Reads the complete Montserrat TTF of each weight from @expo-google-fonts/montserrat (Google Fonts' static
 * files; a dev-only source) and writes one woff2 per weight into packages/storefront/app/assets/fonts/:
 *
 *   montserrat-<weight>.woff2   Basic Latin, the Latin-1 letters and signs the shop uses, typographic punctuation
 *                               (– — „ “ … €), and č ď ě ň ř š ť ů ž ĺ ľ ŕ with their capitals.
 *
 * One file per weight, not Google's `latin` / `latin-ext` split: every Czech or Slovak page needs both halves,
 * so the split only cost two more requests before the first paint and ≈ 1.9 kB of glyphs held twice (č is c
 * and a caron). The file's `unicode-range` lists exactly the characters it holds. Then it writes
 * packages/storefront/app/styles/fonts.css: the @font-face rules (`font-display: swap`) and a metric-matched
 * fallback face ("Montserrat Fallback": local Arial / Helvetica / Liberation Sans with `size-adjust`,
 * `ascent-override`, `descent-override` and `line-gap-override` computed from the font), so swapping the web
 * font in moves almost nothing.
 *
 * Weights: 400 and 700 only. The CSS asks for 500 in places (labels, card names) and 600 in a few: with no
 * 500 face the browser's font matching renders 500 with the 400 face and 600 with the 700 face (as it already
 * did for 600), so one weight fewer to download on every page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const subsetFont = require('subset-font');
const fontverter = require('fontverter');

const SOURCE = path.join(root, 'node_modules/@expo-google-fonts/montserrat');
const SOURCE_FILES = { 400: '400Regular/Montserrat_400Regular.ttf', 700: '700Bold/Montserrat_700Bold.ttf' };
const OUT_DIR = path.join(root, 'packages/storefront/app/assets/fonts');
const CSS_FILE = path.join(root, 'packages/storefront/app/styles/fonts.css');

export const WEIGHTS = [400, 700];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** What the shop writes: cs/sk/en texts, prices (`1 234,50 Kč`, `12,90 €`), product names. */
const CHARS =
  range(0x20, 0x7e) +
  // no-break space (Intl's thousands separator), § © ® ° · « » × ÷ ´
  '\u00a0§©®°·«»×÷´' +
  // Czech and Slovak letters of Latin-1, and the German/Hungarian ones met in names
  'ÁÄÉÍÓÔÖÚÜÝáäéíóôöúüý' +
  // typographic punctuation and signs: thin and zero-width spaces, – — ‘ ’ ‚ “ ” „ • … ‹ › € ™ −
  '\u2009\u200b–—‘’‚“”„•…‹›€™−' +
  // Czech and Slovak letters beyond Latin-1
  'ČčĎďĚěĹĺĽľŇňŔŕŘřŠšŤťŮůŽž';

/**
 * OpenType features kept: kerning, ligatures and contextual forms, mark positioning, and tabular figures
 * (`font-variant-numeric: tabular-nums` in the order and footer tables). The stylistic sets, small caps,
 * fractions … are dropped with their glyphs. Hinting is dropped too (as Google Fonts serves it to every
 * browser but old Windows ones): it is half of each small file.
 */
const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
  noHinting: true,
  // The copyright (name 0, kept by default) and the SIL Open Font License's notice and URL (13, 14): the OFL
  // asks every copy of the font, modified ones included, to carry them.
  preserveNameIds: [13, 14],
};

/** `unicode-range` of the characters a subset really holds (the source font may lack some we asked for). */
function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

let hbModule;
async function harfbuzz() {
  hbModule ??= await import('harfbuzzjs');
  return hbModule;
}

/** A font face for reading: code points, vertical metrics, advance widths of a text. */
async function openFace(buffer) {
  const hb = await harfbuzz();
  const sfnt = await fontverter.convert(buffer, 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  return {
    upem: face.upem,
    codePoints: () => [...face.collectUnicodes()],
    /** hhea ascender/descender/lineGap in font units (what Chromium uses on every platform for fonts without USE_TYPO_METRICS). */
    metrics: () => {
      const e = font.hExtents();
      return { ascender: e.ascender, descender: e.descender, lineGap: e.lineGap };
    },
    advance: (text) => {
      const buf = new hb.Buffer();
      buf.addText(text);
      buf.guessSegmentProperties();
      hb.shape(font, buf);
      const width = buf.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
      return width;
    },
  };
}

/**
 * A Czech sample with the letter frequencies of running text: the fallback is scaled so that it takes the
 * width Montserrat takes for it (Next.js and Nuxt's fontaine do the same with English samples).
 */
const SAMPLE =
  'Konfety, balónky a dekorace na každou párty. Doprava zdarma při nákupu nad 1 500 Kč. ' +
  'Přidat do košíku. Skladem na prodejně. Kostýmy, masky, paruky a doplňky pro děti i dospělé. ' +
  'Narozeninová výzdoba, svíčky na dort, ubrousky, talíře a kelímky. Sleva 20 % na všechny kostýmy.';

const FALLBACKS = {
  400: { local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans'], file: 'LiberationSans-Regular.ttf' },
  700: { local: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'LiberationSans-Bold'], file: 'LiberationSans-Bold.ttf' },
};
const LIBERATION_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2', '/usr/share/fonts/liberation-sans'];

async function liberation(file) {
  for (const dir of LIBERATION_DIRS) {
    try {
      return await fs.readFile(path.join(dir, file));
    } catch {
      /* next */
    }
  }
  throw new Error(`${file} not found (Liberation Sans has Arial's metrics; on Debian: apt-get install fonts-liberation)`);
}

const pct = (n) => `${(n * 100).toFixed(2)}%`;

async function main() {
  await fs.mkdir(OUT_DIR, { recursive: true });
  const faces = [];
  const fallbacks = [];
  let before = 0;
  let after = 0;
  for (const weight of WEIGHTS) {
    const sourceFile = path.join(SOURCE, SOURCE_FILES[weight]);
    const source = await fs.readFile(sourceFile);
    before += source.length;
    const subset = await subsetFont(source, CHARS, SUBSET_OPTIONS);
    const name = `montserrat-${weight}.woff2`;
    await fs.writeFile(path.join(OUT_DIR, name), subset);
    after += subset.length;
    const mont = await openFace(subset);
    const held = mont.codePoints().filter((c) => CHARS.includes(String.fromCodePoint(c)));
    faces.push({ weight, name, range: unicodeRange(held), bytes: subset.length });
    const missing = [...CHARS].filter((ch) => !held.includes(ch.codePointAt(0)));
    console.log(`${name}: ${subset.length} B (from ${path.basename(sourceFile)}, ${source.length} B)${missing.length ? `; not in Montserrat: ${missing.join(' ')}` : ''}`);
    // Fallback metrics from this weight and the matching Liberation Sans.
    const arial = await openFace(await liberation(FALLBACKS[weight].file));
    const sizeAdjust = mont.advance(SAMPLE) / mont.upem / (arial.advance(SAMPLE) / arial.upem);
    const m = mont.metrics();
    fallbacks.push({
      weight,
      local: FALLBACKS[weight].local,
      sizeAdjust,
      ascent: m.ascender / mont.upem / sizeAdjust,
      descent: -m.descender / mont.upem / sizeAdjust,
      lineGap: m.lineGap / mont.upem / sizeAdjust,
    });
  }

  const css = [
    '/* Generated by scripts/subset-font.mjs: do not edit by hand. */',
    '/* Montserrat 400 and 700 (500 renders as 400, 600 as 700), one file per weight with the Latin and Czech/Slovak',
    '   letters the shop writes. root.tsx preloads both (fontPreloads). */',
    ...faces.map(
      (f) =>
        `@font-face {\n  font-family: 'Montserrat';\n  font-style: normal;\n  font-weight: ${f.weight};\n  font-display: swap;\n` +
        `  src: url('../assets/fonts/${f.name}') format('woff2');\n  unicode-range: ${f.range};\n}`,
    ),
    '/* The stand-in while Montserrat loads: a local Arial (or its metric twins) scaled to Montserrat\'s widths and line box. */',
    ...fallbacks.map(
      (f) =>
        `@font-face {\n  font-family: 'Montserrat Fallback';\n  font-style: normal;\n  font-weight: ${f.weight};\n` +
        `  src: ${f.local.map((l) => `local('${l}')`).join(', ')};\n` +
        `  size-adjust: ${pct(f.sizeAdjust)};\n  ascent-override: ${pct(f.ascent)};\n  descent-override: ${pct(f.descent)};\n  line-gap-override: ${pct(f.lineGap)};\n}`,
    ),
    '',
  ].join('\n');
  await fs.writeFile(CSS_FILE, css);
  console.log(`\n${faces.length} files, ${after} B (the ${faces.length} source files: ${before} B); wrote ${path.relative(root, CSS_FILE)}`);
}

await main();
