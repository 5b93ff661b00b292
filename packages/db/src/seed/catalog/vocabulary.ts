// Catalogue vocabulary: slugs, Czech and Slovak colour adjectives, shop-like prices, party motifs and the words simple generators pick from.
import { grossUnitPrice, netFromGross } from '@konfety/domain/pricing';
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import { type ProductColor, productColors } from '@konfety/domain/facets';

// ================================================================ text helpers

export { slugify } from '@konfety/domain/slug';

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A Czech text and its Slovak translation, picked together. */
export type Pair = readonly [cs: string, sk: string];

/**
 * Picks from a list and its parallel Slovak list with the one draw `r.pick(cs)` makes: the Slovak side must never
 * cost a draw of its own, or every later draw (and with it the Czech catalogue the tests pin) would change.
 */
export function pickBoth<T, U>(r: Rng, cs: readonly T[], sk: readonly U[]): [T, U] {
  if (cs.length !== sk.length) throw new RangeError(`pickBoth: ${cs.length} Czech but ${sk.length} Slovak entries`);
  const i = r.pick(cs.map((_, index) => index));
  return [cs[i]!, sk[i]!];
}

/** Grammatical forms an adjective takes here: m/f/n singular, pl = masc. inanimate or fem. plural, npl = neuter plural. */
type Form = 'm' | 'f' | 'n' | 'pl' | 'npl';
const ENDINGS: Record<Form, string> = { m: 'ý', f: 'á', n: 'é', pl: 'é', npl: 'á' };
/** Slovak has one plural ending for all these genders (červené balóny, červené slamky). */
const ENDINGS_SK: Record<Form, string> = { m: 'ý', f: 'á', n: 'é', pl: 'é', npl: 'é' };
/** The Slovak rhythmic law shortens an ending after a long syllable: čierny, biela, not čierný. */
const SHORT_SK: Record<string, string> = { ý: 'y', á: 'a', é: 'e' };
const LONG_LAST_SYLLABLE_SK = /(?:[áéíóúýô]|i[aeu])[^aeiouyáéíóúýôä]*$/;

export interface Color {
  stem: string;
  /** The Slovak stem (červen, čiern, biel); the endings follow from it. */
  skStem: string;
  hex: string;
  /** The colour facet's value (domain facets.ts `productColors`), stored as the product's colour; null for a colour it has no word for. */
  value: ProductColor | null;
}

export function col(stem: string, skStem: string, hex: string, value: ProductColor | null = null): Color {
  return { stem, skStem, hex, value };
}

/** A colour of the facet's vocabulary, drawn in its swatch's colour. */
const facetColor = (stem: string, skStem: string, value: ProductColor): Color => col(stem, skStem, productColors[value], value);

/** Hard-declension colour adjective in the given form: adj(zlatá, 'm') → "zlatý". */
export const adj = (c: Color, form: Form) => c.stem + ENDINGS[form];

/** The Slovak colour adjective in the given form: adjSk(zlatá, 'm') → "zlatý", adjSk(čierna, 'pl') → "čierne". */
export function adjSk(c: Color, form: Form): string {
  const ending = ENDINGS_SK[form];
  return c.skStem + (LONG_LAST_SYLLABLE_SK.test(c.skStem) ? SHORT_SK[ending]! : ending);
}

export const C = {
  red: facetColor('červen', 'červen', 'cervena'),
  blue: facetColor('modr', 'modr', 'modra'),
  navy: facetColor('tmavomodr', 'tmavomodr', 'tmavomodra'),
  yellow: facetColor('žlut', 'žlt', 'zluta'),
  green: facetColor('zelen', 'zelen', 'zelena'),
  pink: facetColor('růžov', 'ružov', 'ruzova'),
  purple: facetColor('fialov', 'fialov', 'fialova'),
  orange: facetColor('oranžov', 'oranžov', 'oranzova'),
  black: facetColor('čern', 'čiern', 'cerna'),
  white: facetColor('bíl', 'biel', 'bila'),
  gold: facetColor('zlat', 'zlat', 'zlata'),
  silver: facetColor('stříbrn', 'strieborn', 'stribrna'),
  roseGold: facetColor('růžovozlat', 'ružovozlat', 'ruzovozlata'),
  turquoise: facetColor('tyrkysov', 'tyrkysov', 'tyrkysova'),
  rainbow: facetColor('duhov', 'dúhov', 'duhova'),
  brown: facetColor('hněd', 'hned', 'hneda'),
  wine: facetColor('vínov', 'bordov', 'vinova'),
  ginger: facetColor('zrzav', 'ryšav', 'zrzava'),
  grey: facetColor('šed', 'siv', 'seda'),
  mint: facetColor('mátov', 'mätov', 'matova'),
  pastelPink: facetColor('světlerůžov', 'svetloružov', 'svetleruzova'),
  babyBlue: facetColor('světlemodr', 'svetlomodr', 'svetlemodra'),
};
type ColorKey = keyof typeof C;
export const colors = (...keys: ColorKey[]) => keys.map((k) => C[k]);

export const PARTY_COLORS = colors('red', 'blue', 'yellow', 'green', 'pink', 'purple', 'orange', 'black', 'white', 'gold', 'silver', 'turquoise');
export const FOIL_COLORS = colors('gold', 'silver', 'roseGold', 'red', 'blue', 'pink', 'black', 'rainbow', 'green', 'purple');
export const TEXTILE_COLORS = colors('black', 'white', 'red', 'pink', 'blue', 'purple', 'gold', 'silver', 'green');
export const HAIR_COLORS = colors('black', 'brown', 'ginger', 'white', 'grey');
export const NEON_COLORS = colors('pink', 'blue', 'green', 'purple', 'orange', 'turquoise', 'rainbow', 'silver', 'yellow');

// ================================================================ prices

function netForGross(grossMinor: number): number | null {
  const net = netFromGross(grossMinor, 2100);
  for (const candidate of [net, net - 1, net + 1]) {
    if (candidate > 0 && grossUnitPrice(candidate, 2100) === grossMinor) return candidate;
  }
  return null;
}

/** Shop-like gross prices in whole crowns (…9 Kč, then …90 Kč) whose VAT-exclusive price round-trips exactly. */
const NICE_PRICES: number[] = (() => {
  const out: number[] = [];
  for (let czk = 19; czk <= 999; czk += 10) out.push(czk);
  for (let czk = 1090; czk <= 4990; czk += 100) out.push(czk);
  return out.filter((czk) => netForGross(czk * 100) !== null);
})();

export function niceAtLeast(czk: number): number {
  return NICE_PRICES.find((p) => p >= czk) ?? NICE_PRICES[NICE_PRICES.length - 1]!;
}

export function niceBelow(czk: number): number | null {
  let best: number | null = null;
  for (const p of NICE_PRICES) {
    if (p < czk) best = p;
    else break;
  }
  return best;
}

export function price(r: Rng, min: number, max: number): number {
  const options = NICE_PRICES.filter((p) => p >= min && p <= max);
  return options.length > 0 ? r.pick(options) : niceAtLeast(min);
}

/** Net (tax-exclusive) minor units for a gross price in whole crowns. */
export function netOf(czk: number): number {
  const net = netForGross(czk * 100);
  if (net === null) throw new Error(`Price ${czk} Kč does not round-trip`);
  return net;
}

// ================================================================ motifs

interface Motif {
  shapes: ShapeKind[];
  colors: string[];
  sentences: string[];
  /** One per Czech sentence. */
  sk: { sentences: string[] };
}

export const MOTIFS: Record<string, Motif> = {
  piráti: {
    shapes: ['pirateHat', 'sword', 'balloons'],
    colors: ['#e53935', '#263238', '#d4a52c'],
    sentences: [
      'Pirátský look doplníte kloboukem, šavlí nebo páskou přes oko – a můžete vyrazit na lov pokladů.',
      'Hodí se na pirátskou párty, dětský karneval i oslavu narozenin v pirátském stylu.',
    ],
    sk: { sentences: ['Pirátsky look doplníte klobúkom, šabľou alebo páskou cez oko – a môžete vyraziť na lov pokladov.', 'Hodí sa na pirátsku párty, detský karneval aj oslavu narodenín v pirátskom štýle.'] },
  },
  čarodějnice: {
    shapes: ['witchHat', 'wand', 'pumpkin'],
    colors: ['#8e24aa', '#263238', '#43a047'],
    sentences: [
      'Ideální volba na pálení čarodějnic, Halloween i maškarní ples.',
      'S čarodějnickým kloboukem a koštětem bude převlek dokonalý.',
    ],
    sk: { sentences: ['Ideálna voľba na Valpuržinu noc, Halloween aj maškarný ples.', 'S čarodejníckym klobúkom a metlou bude prevlek dokonalý.'] },
  },
  zvířátka: {
    shapes: ['ears', 'balloons', 'star'],
    colors: ['#fb8c00', '#795548', '#f06292'],
    sentences: ['Zvířecí převleky patří k nejoblíbenějším na školních karnevalech.', 'Doplňte převlek čelenkou s oušky nebo líčidly na obličej.'],
    sk: { sentences: ['Zvieracie prevleky patria k najobľúbenejším na školských karnevaloch.', 'Doplňte prevlek čelenkou s uškami alebo líčidlami na tvár.'] },
  },
  jednorožec: {
    shapes: ['unicorn', 'balloons', 'star'],
    colors: ['#f8bbd0', '#90caf9', '#d4a52c'],
    sentences: ['Jednorožci jsou hitem dětských oslav – sladíte s nimi balónky, talířky i dekorace.', 'Pastelové barvy a duhové detaily potěší každou malou slečnu.'],
    sk: { sentences: ['Jednorožce sú hitom detských osláv – zladíte s nimi balóny, tanieriky aj dekorácie.', 'Pastelové farby a dúhové detaily potešia každú malú slečnu.'] },
  },
  superhrdinové: {
    shapes: ['mask', 'star', 'balloons'],
    colors: ['#1e88e5', '#e53935', '#fdd835'],
    sentences: ['Malí i velcí hrdinové si tematickou párty užijí naplno.', 'Skvěle se hodí na tematickou oslavu narozenin ve stylu superhrdinů.'],
    sk: { sentences: ['Malí aj veľkí hrdinovia si tematickú párty užijú naplno.', 'Skvele sa hodí na tematickú oslavu narodenín v štýle superhrdinov.'] },
  },
  retro: {
    shapes: ['topHat', 'boa', 'glasses'],
    colors: ['#263238', '#d4a52c', '#f06292'],
    sentences: ['Ideální na večírek ve stylu Velkého Gatsbyho, charlestonu nebo disco horečky.', 'Doplňte péřovým boa, perlami nebo kloboukem a retro look je hotový.'],
    sk: { sentences: ['Ideálne na večierok v štýle Veľkého Gatsbyho, charlestonu alebo disco horúčky.', 'Doplňte perovým boa, perlami alebo klobúkom a retro look je hotový.'] },
  },
  historie: {
    shapes: ['crown', 'sword', 'dress'],
    colors: ['#d4a52c', '#8e2438', '#1a3a6b'],
    sentences: ['Hodí se na historický ples, středověkou slavnost i divadelní představení.', 'Přeneste se v čase o několik století zpátky.'],
    sk: { sentences: ['Hodí sa na historický ples, stredovekú slávnosť aj divadelné predstavenie.', 'Preneste sa v čase o niekoľko storočí späť.'] },
  },
  halloween: {
    shapes: ['pumpkin', 'ghost', 'skull'],
    colors: ['#fb8c00', '#263238', '#8e24aa'],
    sentences: ['Ideální na Halloween, strašidelnou párty nebo dušičkový večer.', 'S trochou umělé krve a líčidel bude efekt opravdu děsivý.'],
    sk: { sentences: ['Ideálne na Halloween, strašidelnú párty alebo dušičkový večer.', 'S trochou umelej krvi a líčidiel bude efekt naozaj desivý.'] },
  },
  pohádky: {
    shapes: ['crown', 'wand', 'star'],
    colors: ['#f06292', '#90caf9', '#d4a52c'],
    sentences: ['Pohádkové postavy jsou jistotou každého dětského karnevalu.', 'Hodí se i na divadelní vystoupení ve školce nebo ve škole.'],
    sk: { sentences: ['Rozprávkové postavy sú istotou každého detského karnevalu.', 'Hodí sa aj na divadelné vystúpenie v škôlke alebo v škole.'] },
  },
  povolání: {
    shapes: ['costume', 'star', 'balloons'],
    colors: ['#1a3a6b', '#e53935', '#eceff1'],
    sentences: ['Uniformy a pracovní převleky jsou oblíbené u dětí i na firemních večírcích.', 'Skvělý tip na tematickou párty nebo rozlučku se svobodou.'],
    sk: { sentences: ['Uniformy a pracovné prevleky sú obľúbené u detí aj na firemných večierkoch.', 'Skvelý tip na tematickú párty alebo rozlúčku so slobodou.'] },
  },
  'divoký západ': {
    shapes: ['cowboyHat', 'star', 'garland'],
    colors: ['#795548', '#d2691e', '#d4a52c'],
    sentences: ['Sedlejte koně – na westernové párty nesmí chybět kovbojský klobouk a šerifská hvězda.', 'Hodí se na country bál i dětský karneval.'],
    sk: { sentences: ['Sedlajte kone – na westernovej párty nesmie chýbať kovbojský klobúk a šerifská hviezda.', 'Hodí sa na country bál aj detský karneval.'] },
  },
  cirkus: {
    shapes: ['wig', 'balloons', 'star'],
    colors: ['#e53935', '#fdd835', '#1e88e5'],
    sentences: ['Cirkusové převleky rozesmějí děti i dospělé.', 'Doplňte barevnou parukou, červeným nosem a líčidly.'],
    sk: { sentences: ['Cirkusové prevleky rozosmejú deti aj dospelých.', 'Doplňte farebnou parochňou, červeným nosom a líčidlami.'] },
  },
  narozeniny: {
    shapes: ['balloons', 'candle', 'gift'],
    colors: ['#d4a52c', '#f06292', '#1e88e5'],
    sentences: ['Postará se o slavnostní atmosféru na každé narozeninové oslavě.', 'Zkombinujte s balónky s číslicí a dortovými svíčkami ve stejné barvě.'],
    sk: { sentences: ['Postará sa o slávnostnú atmosféru na každej narodeninovej oslave.', 'Skombinujte s balónmi s číslom a tortovými sviečkami v rovnakej farbe.'] },
  },
  svatba: {
    shapes: ['heart', 'balloons', 'lantern'],
    colors: ['#eceff1', '#d4a52c', '#f8bbd0'],
    sentences: ['Elegantní doplněk svatební hostiny, zásnub i výročí.', 'Romantickou atmosféru podtrhnou srdíčkové balónky a girlandy.'],
    sk: { sentences: ['Elegantný doplnok svadobnej hostiny, zásnub aj výročia.', 'Romantickú atmosféru podčiarknu srdiečkové balóny a girlandy.'] },
  },
  miminko: {
    shapes: ['balloons', 'heart', 'star'],
    colors: ['#90caf9', '#f8bbd0', '#eceff1'],
    sentences: ['Hodí se na baby shower, gender reveal párty i vítání miminka.', 'Jemné pastelové barvy potěší budoucí maminku.'],
    sk: { sentences: ['Hodí sa na baby shower, gender reveal párty aj privítanie bábätka.', 'Jemné pastelové farby potešia budúcu mamičku.'] },
  },
  benátky: {
    shapes: ['venetianMask', 'mask', 'boa'],
    colors: ['#d4a52c', '#8e2438', '#263238'],
    sentences: ['Elegantní doplněk na maškarní ples a večírek v benátském stylu.', 'Benátské masky se nosí s večerními šaty i oblekem.'],
    sk: { sentences: ['Elegantný doplnok na maškarný ples a večierok v benátskom štýle.', 'Benátske masky sa nosia s večernými šatami aj oblekom.'] },
  },
  mikuláš: {
    shapes: ['star', 'ears', 'crown'],
    colors: ['#e53935', '#eceff1', '#d4a52c'],
    sentences: ['Na mikulášskou nadílku nesmí chybět čert, anděl ani Mikuláš.', 'Hodí se na školní i firemní mikulášskou besídku.'],
    sk: { sentences: ['Na mikulášsku nádielku nesmie chýbať čert, anjel ani Mikuláš.', 'Hodí sa na školskú aj firemnú mikulášsku besiedku.'] },
  },
  vánoce: {
    shapes: ['star', 'gift', 'candle'],
    colors: ['#e53935', '#43a047', '#d4a52c'],
    sentences: ['Zpestří firemní vánoční večírek i rodinné oslavy.', 'Vánoční atmosféru doplní hvězdy, svíčky a červeno-zlaté dekorace.'],
    sk: { sentences: ['Spestrí firemný vianočný večierok aj rodinné oslavy.', 'Vianočnú atmosféru doplnia hviezdy, sviečky a červeno-zlaté dekorácie.'] },
  },
  silvestr: {
    shapes: ['confetti', 'star', 'glasses'],
    colors: ['#d4a52c', '#263238', '#b0bec5'],
    sentences: ['Ideální na silvestrovskou párty a oslavu příchodu nového roku.', 'Zlatá a stříbrná jsou na Silvestra vždy v kurzu.'],
    sk: { sentences: ['Ideálne na silvestrovskú párty a oslavu príchodu nového roka.', 'Zlatá a strieborná sú na Silvestra vždy v kurze.'] },
  },
  dinosauři: {
    shapes: ['balloons', 'star', 'gift'],
    colors: ['#43a047', '#fb8c00', '#795548'],
    sentences: ['Dinosauři jsou velkým hitem dětských oslav.', 'Sladíte s dinosauřími talířky, balónky i piňatou.'],
    sk: { sentences: ['Dinosaury sú veľkým hitom detských osláv.', 'Zladíte s dinosaurími tanierikmi, balónmi aj piňatou.'] },
  },
  princezny: {
    shapes: ['crown', 'dress', 'star'],
    colors: ['#f8bbd0', '#d4a52c', '#b0bec5'],
    sentences: ['Každá holčička se bude cítit jako opravdová princezna.', 'Doplňte třpytivou korunkou a hůlkou víly.'],
    sk: { sentences: ['Každé dievčatko sa bude cítiť ako skutočná princezná.', 'Doplňte trblietavou korunkou a paličkou víly.'] },
  },
  havaj: {
    shapes: ['lantern', 'cup', 'boa'],
    colors: ['#f06292', '#fdd835', '#1ec8d6'],
    sentences: ['Hodí se na letní havajskou párty u bazénu nebo na zahradě.', 'Kombinujte s květinovými věnci a barevnými brčky.'],
    sk: { sentences: ['Hodí sa na letnú havajskú párty pri bazéne alebo v záhrade.', 'Kombinujte s kvetinovými vencami a farebnými slamkami.'] },
  },
  mexiko: {
    shapes: ['cowboyHat', 'moustache', 'star'],
    colors: ['#e53935', '#43a047', '#fdd835'],
    sentences: ['Na mexické fiestě nesmí chybět sombrero, knír a piňata.', 'Barevné doplňky zajistí veselou atmosféru.'],
    sk: { sentences: ['Na mexickej fieste nesmie chýbať sombrero, fúzy a piňata.', 'Farebné doplnky zaistia veselú atmosféru.'] },
  },
  rozlučka: {
    shapes: ['heart', 'glasses', 'gift'],
    colors: ['#f06292', '#263238', '#d4a52c'],
    sentences: ['Nezbytnost pro nezapomenutelnou rozlučku se svobodou.', 'Postará se o spoustu smíchu a skvělé fotky.'],
    sk: { sentences: ['Nevyhnutnosť pre nezabudnuteľnú rozlúčku so slobodou.', 'Postará sa o kopu smiechu a skvelé fotky.'] },
  },
  vesmír: {
    shapes: ['star', 'balloons', 'glasses'],
    colors: ['#1a3a6b', '#b0bec5', '#fdd835'],
    sentences: ['Odstartujte vesmírnou párty plnou hvězd a planet.', 'Hodí se na dětský karneval i tematickou oslavu narozenin.'],
    sk: { sentences: ['Odštartujte vesmírnu párty plnú hviezd a planét.', 'Hodí sa na detský karneval aj tematickú oslavu narodenín.'] },
  },
};

// ---------------------------------------------------------------- simple generators

export const motifFor = (r: Rng, options: Array<string | null>) => r.pick(options);

export const TEXTS: Array<{ t: string; sk: string; motif: string }> = [
  { t: '„Happy Birthday“', sk: '„Happy Birthday“', motif: 'narozeniny' },
  { t: '„Všechno nejlepší“', sk: '„Všetko najlepšie“', motif: 'narozeniny' },
  { t: '„Just Married“', sk: '„Just Married“', motif: 'svatba' },
  { t: '„Baby Shower“', sk: '„Baby Shower“', motif: 'miminko' },
  { t: '„Je to kluk“', sk: '„Je to chlapec“', motif: 'miminko' },
  { t: '„Je to holka“', sk: '„Je to dievča“', motif: 'miminko' },
  { t: '„Happy New Year“', sk: '„Happy New Year“', motif: 'silvestr' },
  { t: '„Ahoj, piráti!“', sk: '„Ahoj, piráti!“', motif: 'piráti' },
  { t: '„Happy Halloween“', sk: '„Happy Halloween“', motif: 'halloween' },
];

export const FIGURES: Array<{ n: string; sk: string; shape: ShapeKind; motif: string | null; color: Color }> = [
  { n: 'Jednorožec', sk: 'Jednorožec', shape: 'unicorn', motif: 'jednorožec', color: C.pastelPink },
  { n: 'Dinosaurus', sk: 'Dinosaurus', shape: 'star', motif: 'dinosauři', color: C.green },
  { n: 'Pirátská lebka', sk: 'Pirátska lebka', shape: 'skull', motif: 'piráti', color: C.black },
  { n: 'Dýně', sk: 'Tekvica', shape: 'pumpkin', motif: 'halloween', color: C.orange },
  { n: 'Duch', sk: 'Duch', shape: 'ghost', motif: 'halloween', color: C.white },
  { n: 'Koruna', sk: 'Koruna', shape: 'crown', motif: 'princezny', color: C.gold },
  { n: 'Dárek', sk: 'Darček', shape: 'gift', motif: 'narozeniny', color: C.blue },
  { n: 'Narozeninový dort', sk: 'Narodeninová torta', shape: 'candle', motif: 'narozeniny', color: C.pink },
  { n: 'Kočička', sk: 'Mačička', shape: 'ears', motif: 'zvířátka', color: C.pink },
  { n: 'Raketa', sk: 'Raketa', shape: 'star', motif: 'vesmír', color: C.silver },
  { n: 'Láhev šampaňského', sk: 'Fľaša šampanského', shape: 'bottle', motif: 'silvestr', color: C.gold },
  { n: 'Sněhulák', sk: 'Snehuliak', shape: 'balloon', motif: 'vánoce', color: C.white },
];

export const MOTIF_WORDS: Array<{ w: string; sk: string; motif: string; shape: ShapeKind; color: Color }> = [
  { w: 'Piráti', sk: 'Piráti', motif: 'piráti', shape: 'pirateHat', color: C.red },
  { w: 'Jednorožec', sk: 'Jednorožec', motif: 'jednorožec', shape: 'unicorn', color: C.pastelPink },
  { w: 'Dinosauři', sk: 'Dinosaury', motif: 'dinosauři', shape: 'star', color: C.green },
  { w: 'Superhrdinové', sk: 'Superhrdinovia', motif: 'superhrdinové', shape: 'mask', color: C.blue },
  { w: 'Princezny', sk: 'Princezné', motif: 'princezny', shape: 'crown', color: C.pink },
  { w: 'Halloween', sk: 'Halloween', motif: 'halloween', shape: 'pumpkin', color: C.orange },
  { w: 'Happy Birthday', sk: 'Happy Birthday', motif: 'narozeniny', shape: 'gift', color: C.gold },
  { w: 'Divoký západ', sk: 'Divoký západ', motif: 'divoký západ', shape: 'cowboyHat', color: C.brown },
  { w: 'Vesmír', sk: 'Vesmír', motif: 'vesmír', shape: 'star', color: C.navy },
  { w: 'Havaj', sk: 'Havaj', motif: 'havaj', shape: 'lantern', color: C.green },
];
