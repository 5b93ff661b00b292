// Catalogue vocabulary: slugs, Czech colour adjectives, shop-like prices, party motifs and the words simple generators pick from.
import { grossUnitPrice, netFromGross } from '@konfety/domain/pricing';
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import { type ProductColor, productColors } from '@konfety/domain/facets';

// ================================================================ text helpers

export { slugify } from '@konfety/domain/slug';

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Grammatical forms an adjective takes here: m/f/n singular, pl = masc. inanimate or fem. plural, npl = neuter plural. */
type Form = 'm' | 'f' | 'n' | 'pl' | 'npl';
const ENDINGS: Record<Form, string> = { m: 'ý', f: 'á', n: 'é', pl: 'é', npl: 'á' };

export interface Color {
  stem: string;
  hex: string;
  /** The colour facet's value (domain facets.ts `productColors`), stored as the product's colour; null for a colour it has no word for. */
  value: ProductColor | null;
}

export function col(stem: string, hex: string, value: ProductColor | null = null): Color {
  return { stem, hex, value };
}

/** A colour of the facet's vocabulary, drawn in its swatch's colour. */
const facetColor = (stem: string, value: ProductColor): Color => col(stem, productColors[value], value);

/** Hard-declension colour adjective in the given form: adj(zlatá, 'm') → "zlatý". */
export const adj = (c: Color, form: Form) => c.stem + ENDINGS[form];

export const C = {
  red: facetColor('červen', 'cervena'),
  blue: facetColor('modr', 'modra'),
  navy: facetColor('tmavomodr', 'tmavomodra'),
  yellow: facetColor('žlut', 'zluta'),
  green: facetColor('zelen', 'zelena'),
  pink: facetColor('růžov', 'ruzova'),
  purple: facetColor('fialov', 'fialova'),
  orange: facetColor('oranžov', 'oranzova'),
  black: facetColor('čern', 'cerna'),
  white: facetColor('bíl', 'bila'),
  gold: facetColor('zlat', 'zlata'),
  silver: facetColor('stříbrn', 'stribrna'),
  roseGold: facetColor('růžovozlat', 'ruzovozlata'),
  turquoise: facetColor('tyrkysov', 'tyrkysova'),
  rainbow: facetColor('duhov', 'duhova'),
  brown: facetColor('hněd', 'hneda'),
  wine: facetColor('vínov', 'vinova'),
  ginger: facetColor('zrzav', 'zrzava'),
  grey: facetColor('šed', 'seda'),
  mint: facetColor('mátov', 'matova'),
  pastelPink: facetColor('světlerůžov', 'svetleruzova'),
  babyBlue: facetColor('světlemodr', 'svetlemodra'),
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
  title: string;
  subtitle: string;
  shapes: ShapeKind[];
  colors: string[];
  sentences: string[];
}

export const MOTIFS: Record<string, Motif> = {
  piráti: {
    title: 'Pirátská párty',
    subtitle: 'Vše pro správné piráty a pirátky',
    shapes: ['pirateHat', 'sword', 'balloons'],
    colors: ['#e53935', '#263238', '#d4a52c'],
    sentences: [
      'Pirátský look doplníte kloboukem, šavlí nebo páskou přes oko – a můžete vyrazit na lov pokladů.',
      'Hodí se na pirátskou párty, dětský karneval i oslavu narozenin v pirátském stylu.',
    ],
  },
  čarodějnice: {
    title: 'Čarodějnický rej',
    subtitle: 'Klobouky, košťata a kouzla',
    shapes: ['witchHat', 'wand', 'pumpkin'],
    colors: ['#8e24aa', '#263238', '#43a047'],
    sentences: [
      'Ideální volba na pálení čarodějnic, Halloween i maškarní ples.',
      'S čarodějnickým kloboukem a koštětem bude převlek dokonalý.',
    ],
  },
  zvířátka: {
    title: 'Zvířecí karneval',
    subtitle: 'Uši, ocásky a kostýmy zvířátek',
    shapes: ['ears', 'balloons', 'star'],
    colors: ['#fb8c00', '#795548', '#f06292'],
    sentences: ['Zvířecí převleky patří k nejoblíbenějším na školních karnevalech.', 'Doplňte převlek čelenkou s oušky nebo líčidly na obličej.'],
  },
  jednorožec: {
    title: 'Jednorožčí oslava',
    subtitle: 'Duhové dekorace pro malé princezny',
    shapes: ['unicorn', 'balloons', 'star'],
    colors: ['#f8bbd0', '#90caf9', '#d4a52c'],
    sentences: ['Jednorožci jsou hitem dětských oslav – sladíte s nimi balónky, talířky i dekorace.', 'Pastelové barvy a duhové detaily potěší každou malou slečnu.'],
  },
  superhrdinové: {
    title: 'Svět superhrdinů',
    subtitle: 'Pláště, masky a odvaha',
    shapes: ['mask', 'star', 'balloons'],
    colors: ['#1e88e5', '#e53935', '#fdd835'],
    sentences: ['Malí i velcí hrdinové si tematickou párty užijí naplno.', 'Skvěle se hodí na tematickou oslavu narozenin ve stylu superhrdinů.'],
  },
  retro: {
    title: 'Retro večírek',
    subtitle: 'Od 20. let po disco',
    shapes: ['topHat', 'boa', 'glasses'],
    colors: ['#263238', '#d4a52c', '#f06292'],
    sentences: ['Ideální na večírek ve stylu Velkého Gatsbyho, charlestonu nebo disco horečky.', 'Doplňte péřovým boa, perlami nebo kloboukem a retro look je hotový.'],
  },
  historie: {
    title: 'Královský bál',
    subtitle: 'Rytíři, princezny a šlechtici',
    shapes: ['crown', 'sword', 'dress'],
    colors: ['#d4a52c', '#8e2438', '#1a3a6b'],
    sentences: ['Hodí se na historický ples, středověkou slavnost i divadelní představení.', 'Přeneste se v čase o několik století zpátky.'],
  },
  halloween: {
    title: 'Halloween',
    subtitle: 'Strašidelná výzdoba a převleky',
    shapes: ['pumpkin', 'ghost', 'skull'],
    colors: ['#fb8c00', '#263238', '#8e24aa'],
    sentences: ['Ideální na Halloween, strašidelnou párty nebo dušičkový večer.', 'S trochou umělé krve a líčidel bude efekt opravdu děsivý.'],
  },
  pohádky: {
    title: 'Pohádkový karneval',
    subtitle: 'Princezny, víly a čerti',
    shapes: ['crown', 'wand', 'star'],
    colors: ['#f06292', '#90caf9', '#d4a52c'],
    sentences: ['Pohádkové postavy jsou jistotou každého dětského karnevalu.', 'Hodí se i na divadelní vystoupení ve školce nebo ve škole.'],
  },
  povolání: {
    title: 'Hrajeme si na povolání',
    subtitle: 'Uniformy a rekvizity',
    shapes: ['costume', 'star', 'balloons'],
    colors: ['#1a3a6b', '#e53935', '#eceff1'],
    sentences: ['Uniformy a pracovní převleky jsou oblíbené u dětí i na firemních večírcích.', 'Skvělý tip na tematickou párty nebo rozlučku se svobodou.'],
  },
  'divoký západ': {
    title: 'Divoký západ',
    subtitle: 'Kovbojové, šerifové a indiáni',
    shapes: ['cowboyHat', 'star', 'garland'],
    colors: ['#795548', '#d2691e', '#d4a52c'],
    sentences: ['Sedlejte koně – na westernové párty nesmí chybět kovbojský klobouk a šerifská hvězda.', 'Hodí se na country bál i dětský karneval.'],
  },
  cirkus: {
    title: 'Cirkusová manéž',
    subtitle: 'Klauni, kouzelníci a akrobati',
    shapes: ['wig', 'balloons', 'star'],
    colors: ['#e53935', '#fdd835', '#1e88e5'],
    sentences: ['Cirkusové převleky rozesmějí děti i dospělé.', 'Doplňte barevnou parukou, červeným nosem a líčidly.'],
  },
  narozeniny: {
    title: 'Narozeninová oslava',
    subtitle: 'Balónky, svíčky a dekorace',
    shapes: ['balloons', 'candle', 'gift'],
    colors: ['#d4a52c', '#f06292', '#1e88e5'],
    sentences: ['Postará se o slavnostní atmosféru na každé narozeninové oslavě.', 'Zkombinujte s balónky s číslicí a dortovými svíčkami ve stejné barvě.'],
  },
  svatba: {
    title: 'Svatba a výročí',
    subtitle: 'Romantická výzdoba',
    shapes: ['heart', 'balloons', 'lantern'],
    colors: ['#eceff1', '#d4a52c', '#f8bbd0'],
    sentences: ['Elegantní doplněk svatební hostiny, zásnub i výročí.', 'Romantickou atmosféru podtrhnou srdíčkové balónky a girlandy.'],
  },
  miminko: {
    title: 'Vítání miminka',
    subtitle: 'Baby shower a gender reveal',
    shapes: ['balloons', 'heart', 'star'],
    colors: ['#90caf9', '#f8bbd0', '#eceff1'],
    sentences: ['Hodí se na baby shower, gender reveal párty i vítání miminka.', 'Jemné pastelové barvy potěší budoucí maminku.'],
  },
  benátky: {
    title: 'Benátský karneval',
    subtitle: 'Masky, peří a zlato',
    shapes: ['venetianMask', 'mask', 'boa'],
    colors: ['#d4a52c', '#8e2438', '#263238'],
    sentences: ['Elegantní doplněk na maškarní ples a večírek v benátském stylu.', 'Benátské masky se nosí s večerními šaty i oblekem.'],
  },
  mikuláš: {
    title: 'Mikuláš, čert a anděl',
    subtitle: 'Na mikulášskou nadílku',
    shapes: ['star', 'ears', 'crown'],
    colors: ['#e53935', '#eceff1', '#d4a52c'],
    sentences: ['Na mikulášskou nadílku nesmí chybět čert, anděl ani Mikuláš.', 'Hodí se na školní i firemní mikulášskou besídku.'],
  },
  vánoce: {
    title: 'Vánoční večírek',
    subtitle: 'Sobí parohy, Santa a hvězdy',
    shapes: ['star', 'gift', 'candle'],
    colors: ['#e53935', '#43a047', '#d4a52c'],
    sentences: ['Zpestří firemní vánoční večírek i rodinné oslavy.', 'Vánoční atmosféru doplní hvězdy, svíčky a červeno-zlaté dekorace.'],
  },
  silvestr: {
    title: 'Silvestrovská párty',
    subtitle: 'Třpyt, konfety a půlnoc',
    shapes: ['confetti', 'star', 'glasses'],
    colors: ['#d4a52c', '#263238', '#b0bec5'],
    sentences: ['Ideální na silvestrovskou párty a oslavu příchodu nového roku.', 'Zlatá a stříbrná jsou na Silvestra vždy v kurzu.'],
  },
  dinosauři: {
    title: 'Dinosauří dobrodružství',
    subtitle: 'Pro malé paleontology',
    shapes: ['balloons', 'star', 'gift'],
    colors: ['#43a047', '#fb8c00', '#795548'],
    sentences: ['Dinosauři jsou velkým hitem dětských oslav.', 'Sladíte s dinosauřími talířky, balónky i piňatou.'],
  },
  princezny: {
    title: 'Princeznovská oslava',
    subtitle: 'Korunky, tiáry a třpytky',
    shapes: ['crown', 'dress', 'star'],
    colors: ['#f8bbd0', '#d4a52c', '#b0bec5'],
    sentences: ['Každá holčička se bude cítit jako opravdová princezna.', 'Doplňte třpytivou korunkou a hůlkou víly.'],
  },
  havaj: {
    title: 'Havajská párty',
    subtitle: 'Věnce, květy a léto',
    shapes: ['lantern', 'cup', 'boa'],
    colors: ['#f06292', '#fdd835', '#1ec8d6'],
    sentences: ['Hodí se na letní havajskou párty u bazénu nebo na zahradě.', 'Kombinujte s květinovými věnci a barevnými brčky.'],
  },
  mexiko: {
    title: 'Mexická fiesta',
    subtitle: 'Sombrera, kníry a piňaty',
    shapes: ['cowboyHat', 'moustache', 'star'],
    colors: ['#e53935', '#43a047', '#fdd835'],
    sentences: ['Na mexické fiestě nesmí chybět sombrero, knír a piňata.', 'Barevné doplňky zajistí veselou atmosféru.'],
  },
  rozlučka: {
    title: 'Rozlučka se svobodou',
    subtitle: 'Pro nevěstu, ženicha i jejich tým',
    shapes: ['heart', 'glasses', 'gift'],
    colors: ['#f06292', '#263238', '#d4a52c'],
    sentences: ['Nezbytnost pro nezapomenutelnou rozlučku se svobodou.', 'Postará se o spoustu smíchu a skvělé fotky.'],
  },
  vesmír: {
    title: 'Vesmírná mise',
    subtitle: 'Astronauti a mimozemšťané',
    shapes: ['star', 'balloons', 'glasses'],
    colors: ['#1a3a6b', '#b0bec5', '#fdd835'],
    sentences: ['Odstartujte vesmírnou párty plnou hvězd a planet.', 'Hodí se na dětský karneval i tematickou oslavu narozenin.'],
  },
};

// ---------------------------------------------------------------- simple generators

export const motifFor = (r: Rng, options: Array<string | null>) => r.pick(options);

export const TEXTS = [
  { t: '„Happy Birthday“', motif: 'narozeniny' },
  { t: '„Všechno nejlepší“', motif: 'narozeniny' },
  { t: '„Just Married“', motif: 'svatba' },
  { t: '„Baby Shower“', motif: 'miminko' },
  { t: '„Je to kluk“', motif: 'miminko' },
  { t: '„Je to holka“', motif: 'miminko' },
  { t: '„Happy New Year“', motif: 'silvestr' },
  { t: '„Ahoj, piráti!“', motif: 'piráti' },
  { t: '„Happy Halloween“', motif: 'halloween' },
];

export const FIGURES: Array<{ n: string; shape: ShapeKind; motif: string | null; color: Color }> = [
  { n: 'Jednorožec', shape: 'unicorn', motif: 'jednorožec', color: C.pastelPink },
  { n: 'Dinosaurus', shape: 'star', motif: 'dinosauři', color: C.green },
  { n: 'Pirátská lebka', shape: 'skull', motif: 'piráti', color: C.black },
  { n: 'Dýně', shape: 'pumpkin', motif: 'halloween', color: C.orange },
  { n: 'Duch', shape: 'ghost', motif: 'halloween', color: C.white },
  { n: 'Koruna', shape: 'crown', motif: 'princezny', color: C.gold },
  { n: 'Dárek', shape: 'gift', motif: 'narozeniny', color: C.blue },
  { n: 'Narozeninový dort', shape: 'candle', motif: 'narozeniny', color: C.pink },
  { n: 'Kočička', shape: 'ears', motif: 'zvířátka', color: C.pink },
  { n: 'Raketa', shape: 'star', motif: 'vesmír', color: C.silver },
  { n: 'Láhev šampaňského', shape: 'bottle', motif: 'silvestr', color: C.gold },
  { n: 'Sněhulák', shape: 'balloon', motif: 'vánoce', color: C.white },
];

export const MOTIF_WORDS: Array<{ w: string; motif: string; shape: ShapeKind; color: Color }> = [
  { w: 'Piráti', motif: 'piráti', shape: 'pirateHat', color: C.red },
  { w: 'Jednorožec', motif: 'jednorožec', shape: 'unicorn', color: C.pastelPink },
  { w: 'Dinosauři', motif: 'dinosauři', shape: 'star', color: C.green },
  { w: 'Superhrdinové', motif: 'superhrdinové', shape: 'mask', color: C.blue },
  { w: 'Princezny', motif: 'princezny', shape: 'crown', color: C.pink },
  { w: 'Halloween', motif: 'halloween', shape: 'pumpkin', color: C.orange },
  { w: 'Happy Birthday', motif: 'narozeniny', shape: 'gift', color: C.gold },
  { w: 'Divoký západ', motif: 'divoký západ', shape: 'cowboyHat', color: C.brown },
  { w: 'Vesmír', motif: 'vesmír', shape: 'star', color: C.navy },
  { w: 'Havaj', motif: 'havaj', shape: 'lantern', color: C.green },
];
