import type { SizeTable } from '@konfety/domain/catalog';
import { grossUnitPrice, lowestPriceBefore, netFromGross, type PriceFields } from '@konfety/domain/pricing';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  brands,
  categories,
  priceHistory,
  productCategories,
  productImages,
  productLinks,
  products,
  reviews,
  stock,
  variants,
} from '../schema/index';
import type { SeedContext } from './context';
import { brandLogoSvg, categorySvg, ensureNoImage, ImageQueue, productSvg, sceneSvg, type ShapeKind } from './media';
import type { Rng } from './rng';

/*
 * Deterministic demo catalogue of a Czech party shop: a two-level category
 * tree, brands, products with variants, prices and price history (Omnibus),
 * stock per branch, images, links between products and a few reviews.
 * Everything derives from ctx.rng and ctx.now.
 */

// ================================================================ text helpers

/** "Fóliový balónek 86 cm" → "foliovy-balonek-86-cm". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' a ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Grammatical forms an adjective takes here: m/f/n singular, pl = masc. inanimate or fem. plural, npl = neuter plural. */
type Form = 'm' | 'f' | 'n' | 'pl' | 'npl';
const ENDINGS: Record<Form, string> = { m: 'ý', f: 'á', n: 'é', pl: 'é', npl: 'á' };

interface Color {
  stem: string;
  hex: string;
}

function col(stem: string, hex: string): Color {
  return { stem, hex };
}

/** Hard-declension colour adjective in the given form: adj(zlatá, 'm') → "zlatý". */
const adj = (c: Color, form: Form) => c.stem + ENDINGS[form];

const C = {
  red: col('červen', '#e53935'),
  blue: col('modr', '#1e88e5'),
  navy: col('tmavomodr', '#1a3a6b'),
  yellow: col('žlut', '#fdd835'),
  green: col('zelen', '#43a047'),
  pink: col('růžov', '#f06292'),
  purple: col('fialov', '#8e24aa'),
  orange: col('oranžov', '#fb8c00'),
  black: col('čern', '#263238'),
  white: col('bíl', '#eceff1'),
  gold: col('zlat', '#d4a52c'),
  silver: col('stříbrn', '#b0bec5'),
  roseGold: col('růžovozlat', '#e3a98c'),
  turquoise: col('tyrkysov', '#1ec8d6'),
  rainbow: col('duhov', '#ff7043'),
  brown: col('hněd', '#795548'),
  wine: col('vínov', '#8e2438'),
  ginger: col('zrzav', '#d2691e'),
  grey: col('šed', '#9e9e9e'),
  mint: col('mátov', '#7fd1b9'),
  pastelPink: col('světlerůžov', '#f8bbd0'),
  babyBlue: col('světlemodr', '#90caf9'),
};
type ColorKey = keyof typeof C;
const colors = (...keys: ColorKey[]) => keys.map((k) => C[k]);

const PARTY_COLORS = colors('red', 'blue', 'yellow', 'green', 'pink', 'purple', 'orange', 'black', 'white', 'gold', 'silver', 'turquoise');
const FOIL_COLORS = colors('gold', 'silver', 'roseGold', 'red', 'blue', 'pink', 'black', 'rainbow', 'green', 'purple');
const TEXTILE_COLORS = colors('black', 'white', 'red', 'pink', 'blue', 'purple', 'gold', 'silver', 'green');
const HAIR_COLORS = colors('black', 'brown', 'ginger', 'white', 'grey');
const NEON_COLORS = colors('pink', 'blue', 'green', 'purple', 'orange', 'turquoise', 'rainbow', 'silver', 'yellow');

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

function niceAtLeast(czk: number): number {
  return NICE_PRICES.find((p) => p >= czk) ?? NICE_PRICES[NICE_PRICES.length - 1]!;
}

function niceBelow(czk: number): number | null {
  let best: number | null = null;
  for (const p of NICE_PRICES) {
    if (p < czk) best = p;
    else break;
  }
  return best;
}

function price(r: Rng, min: number, max: number): number {
  const options = NICE_PRICES.filter((p) => p >= min && p <= max);
  return options.length > 0 ? r.pick(options) : niceAtLeast(min);
}

/** Net (tax-exclusive) minor units for a gross price in whole crowns. */
function netOf(czk: number): number {
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

const MOTIFS: Record<string, Motif> = {
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

// ================================================================ drafts

type Audience = 'kids' | 'women' | 'men' | 'unisex';

interface Draft {
  name: string;
  /** Sentences specific to this item (contents, sizes…). */
  facts: string[];
  motif: string | null;
  shape: ShapeKind;
  overlay?: ShapeKind;
  color: Color;
  accent?: string;
  glyph?: string;
  gross: number;
  /** Replaces the category's opening sentence. */
  intro?: string;
  sizing?: Audience;
  /** Slug of a second leaf category. */
  extraLeaf?: string;
  deluxe?: boolean;
}

type Gen = (r: Rng) => Draft;

interface LeafDef {
  slug: string;
  name: string;
  description: string;
  shape: ShapeKind;
  color: string;
  weight: number;
  intro: string[];
  adult?: boolean;
  gen: Gen;
}

interface TopDef {
  slug: string;
  name: string;
  description: string;
  shape: ShapeKind;
  color: string;
  sku: string;
  brands: string[];
  outro: string[];
  related: string[];
  leaves: LeafDef[];
}

// ---------------------------------------------------------------- costumes

interface Character {
  n: string;
  g: 'm' | 'f' | 'u';
  motif: string;
  theme: string | null;
  shape: ShapeKind;
  color: Color;
  parts: string;
  only?: 'kids' | 'adults';
  extras?: string[];
}

const ch = (
  n: string,
  g: Character['g'],
  motif: string,
  theme: string | null,
  shape: ShapeKind,
  color: Color,
  parts: string,
  opts: { only?: 'kids' | 'adults'; extras?: string[] } = {},
): Character => ({ n, g, motif, theme, shape, color, parts, ...opts });

const T = {
  pirates: 'piratske-kostymy',
  witches: 'carodejnice-a-kouzelnici',
  animals: 'zviratka',
  heroes: 'superhrdinove',
  retro: 'retro-a-20-leta',
  history: 'historicke-kostymy',
  halloween: 'halloweenske-kostymy',
  fairy: 'pohadkove-postavy',
  jobs: 'povolani-a-uniformy',
} as const;

const CHARACTERS: Character[] = [
  // piráti
  ch('Pirátský kapitán', 'm', 'piráti', T.pirates, 'pirateHat', C.red, 'kabátec, kalhoty, opasek a klobouk', { extras: [' s kloboukem'] }),
  ch('Pirátka', 'f', 'piráti', T.pirates, 'pirateHat', C.red, 'šaty s korzetem a šátek na hlavu', { extras: [' s šátkem'] }),
  ch('Pirát z Karibiku', 'm', 'piráti', T.pirates, 'pirateHat', C.black, 'košile, vesta, kalhoty a šátek'),
  ch('Kapitánka pirátů', 'f', 'piráti', T.pirates, 'pirateHat', C.wine, 'šaty, kabátek a klobouk', { only: 'adults' }),
  ch('Lodní plavčík', 'm', 'piráti', T.pirates, 'pirateHat', C.blue, 'pruhované tričko, kalhoty a šátek', { only: 'kids' }),
  ch('Korzár', 'm', 'piráti', T.pirates, 'sword', C.navy, 'kabátec s výšivkou, kalhoty a šerpa', { only: 'adults' }),
  // čarodějnice a kouzelníci
  ch('Čarodějnice', 'f', 'čarodějnice', T.witches, 'witchHat', C.purple, 'šaty a čarodějnický klobouk', { extras: [' s kloboukem', ' s pavučinou'] }),
  ch('Malá čarodějka', 'f', 'čarodějnice', T.witches, 'witchHat', C.purple, 'šaty s tylovou sukní a klobouk', { only: 'kids' }),
  ch('Čaroděj', 'm', 'čarodějnice', T.witches, 'witchHat', C.navy, 'plášť s hvězdami a klobouk'),
  ch('Kouzelník', 'm', 'čarodějnice', T.witches, 'topHat', C.black, 'plášť, motýlek a cylindr'),
  ch('Kouzelnice', 'f', 'čarodějnice', T.witches, 'wand', C.purple, 'šaty s pláštěm'),
  ch('Černokněžník', 'm', 'čarodějnice', T.witches, 'witchHat', C.black, 'dlouhý plášť s kapucí', { only: 'adults' }),
  // zvířátka
  ch('Kočička', 'f', 'zvířátka', T.animals, 'ears', C.black, 'overal, čelenka s oušky a ocásek', { extras: [' s ocáskem'] }),
  ch('Pejsek Dalmatin', 'm', 'zvířátka', T.animals, 'ears', C.white, 'overal s kapucí a ocáskem', { only: 'kids' }),
  ch('Lev', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s hřívou na kapuci'),
  ch('Tygr', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s kapucí a ocáskem'),
  ch('Zajíček', 'm', 'zvířátka', T.animals, 'ears', C.white, 'overal s kapucí a dlouhýma ušima', { only: 'kids' }),
  ch('Beruška', 'f', 'zvířátka', T.animals, 'ears', C.red, 'šaty s puntíky, křidélka a tykadla', { only: 'kids' }),
  ch('Včelka', 'f', 'zvířátka', T.animals, 'ears', C.yellow, 'pruhované šaty, křidélka a čelenka s tykadly', { only: 'kids' }),
  ch('Medvídek', 'm', 'zvířátka', T.animals, 'ears', C.brown, 'plyšový overal s kapucí', { only: 'kids' }),
  ch('Žabák', 'm', 'zvířátka', T.animals, 'ears', C.green, 'overal s kapucí'),
  ch('Lišák', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s kapucí a huňatým ocasem'),
  ch('Panda', 'f', 'zvířátka', T.animals, 'ears', C.black, 'plyšový overal s kapucí'),
  ch('Kravička', 'f', 'zvířátka', T.animals, 'ears', C.white, 'overal se skvrnami a čelenka s růžky'),
  ch('Jednorožec', 'm', 'jednorožec', T.animals, 'unicorn', C.pastelPink, 'overal s kapucí, rohem a duhovou hřívou', { extras: [' s duhovou hřívou'] }),
  ch('Dinosaurus', 'm', 'dinosauři', T.animals, 'ears', C.green, 'overal s ocasem a ostny na zádech'),
  // superhrdinové
  ch('Superhrdina Kapitán Hrom', 'm', 'superhrdinové', T.heroes, 'star', C.blue, 'overal, plášť a škraboška'),
  ch('Superhrdinka Blesk', 'f', 'superhrdinové', T.heroes, 'star', C.red, 'šaty, plášť a škraboška'),
  ch('Pavoučí hrdina', 'm', 'superhrdinové', T.heroes, 'mask', C.red, 'overal s potiskem a maska'),
  ch('Netopýří strážce', 'm', 'superhrdinové', T.heroes, 'mask', C.black, 'overal, plášť a maska'),
  ch('Vesmírná hrdinka', 'f', 'superhrdinové', T.heroes, 'star', C.silver, 'overal s opaskem a plášť'),
  ch('Maskovaný mstitel', 'm', 'superhrdinové', T.heroes, 'mask', C.black, 'košile, plášť, klobouk a škraboška'),
  ch('Malý superhrdina', 'm', 'superhrdinové', T.heroes, 'star', C.blue, 'tričko s logem, plášť a škraboška', { only: 'kids' }),
  // retro
  ch('Dáma z 20. let', 'f', 'retro', T.retro, 'boa', C.black, 'šaty s třásněmi a čelenka s pírkem', { only: 'adults', extras: [' s třásněmi'] }),
  ch('Gangster z Chicaga', 'm', 'retro', T.retro, 'topHat', C.black, 'proužkované sako, kalhoty a klobouk', { only: 'adults' }),
  ch('Tanečnice charlestonu', 'f', 'retro', T.retro, 'boa', C.gold, 'flitrové šaty a čelenka', { only: 'adults' }),
  ch('Gentleman z 20. let', 'm', 'retro', T.retro, 'topHat', C.grey, 'sako, vesta, motýlek a buřinka', { only: 'adults' }),
  ch('Hippie', 'u', 'retro', T.retro, 'glasses', C.rainbow, 'tunika, čelenka a brýle', { only: 'adults' }),
  ch('Disco královna', 'f', 'retro', T.retro, 'star', C.silver, 'třpytivý overal', { only: 'adults' }),
  ch('Disco král', 'm', 'retro', T.retro, 'star', C.gold, 'košile s límcem a zvonové kalhoty', { only: 'adults' }),
  ch('Rokenrolová tanečnice', 'f', 'retro', T.retro, 'dress', C.pink, 'puntíkované šaty a šátek', { only: 'adults' }),
  // historie
  ch('Rytíř', 'm', 'historie', T.history, 'sword', C.silver, 'tunika se znakem, plášť a helma'),
  ch('Středověká dáma', 'f', 'historie', T.history, 'dress', C.wine, 'dlouhé šaty se zlatým lemováním', { only: 'adults' }),
  ch('Král', 'm', 'historie', T.history, 'crown', C.wine, 'plášť s hermelínem a koruna'),
  ch('Královna', 'f', 'historie', T.history, 'crown', C.wine, 'šaty, plášť a koruna'),
  ch('Mušketýr', 'm', 'historie', T.history, 'sword', C.blue, 'tunika s křížem, plášť a klobouk s pérem'),
  ch('Římský legionář', 'm', 'historie', T.history, 'sword', C.red, 'tunika, pancíř a přilba'),
  ch('Kleopatra', 'f', 'historie', T.history, 'crown', C.gold, 'šaty, límec a čelenka', { only: 'adults' }),
  ch('Viking', 'm', 'historie', T.history, 'sword', C.brown, 'tunika s kožešinou a helma s rohy'),
  ch('Vikingská bojovnice', 'f', 'historie', T.history, 'sword', C.brown, 'šaty, pásek a kožešinový límec', { only: 'adults' }),
  ch('Rokoková markýza', 'f', 'historie', T.history, 'dress', C.babyBlue, 'šaty s krajkou a spodnice', { only: 'adults' }),
  ch('Faraon', 'm', 'historie', T.history, 'crown', C.gold, 'tunika, límec a pokrývka hlavy'),
  // halloween
  ch('Kostlivec', 'm', 'halloween', T.halloween, 'skull', C.black, 'overal s potiskem kostí a maska'),
  ch('Upír Drákula', 'm', 'halloween', T.halloween, 'mask', C.black, 'plášť s vysokým límcem a vesta', { extras: [' s pláštěm'] }),
  ch('Upírka', 'f', 'halloween', T.halloween, 'mask', C.wine, 'šaty a plášť s límcem', { only: 'adults' }),
  ch('Zombie nevěsta', 'f', 'halloween', T.halloween, 'skull', C.white, 'roztrhané šaty a závoj', { only: 'adults' }),
  ch('Mumie', 'u', 'halloween', T.halloween, 'ghost', C.white, 'overal s obvazy a kukla'),
  ch('Dýňový strašák', 'm', 'halloween', T.halloween, 'pumpkin', C.orange, 'tunika a čepice ve tvaru dýně'),
  ch('Strašidlo', 'u', 'halloween', T.halloween, 'ghost', C.white, 'plášť s kapucí'),
  ch('Smrtka', 'f', 'halloween', T.halloween, 'skull', C.black, 'dlouhý plášť s kapucí'),
  ch('Vlkodlak', 'm', 'halloween', T.halloween, 'ears', C.grey, 'overal s chlupy, maska a rukavice'),
  ch('Krvavá zdravotní sestra', 'f', 'halloween', T.halloween, 'drop', C.white, 'šaty s krvavými skvrnami a čepec', { only: 'adults' }),
  // pohádky, cirkus, Mikuláš
  ch('Princezna', 'f', 'princezny', T.fairy, 'crown', C.pink, 'šaty s tylovou sukní a korunka', { extras: [' s korunkou', ' se závojem'] }),
  ch('Víla', 'f', 'pohádky', T.fairy, 'wand', C.mint, 'šaty, křídla a hůlka', { extras: [' s křídly'] }),
  ch('Vodník', 'm', 'pohádky', T.fairy, 'topHat', C.green, 'kabátek, kalhoty a klobouk'),
  ch('Čert', 'm', 'mikuláš', T.fairy, 'ears', C.red, 'overal, rohy a ocas', { extras: [' s rohy'] }),
  ch('Anděl', 'u', 'mikuláš', T.fairy, 'star', C.white, 'bílé šaty, křídla a svatozář', { extras: [' s křídly'] }),
  ch('Mikuláš', 'm', 'mikuláš', T.fairy, 'crown', C.red, 'plášť, mitra a vousy', { only: 'adults' }),
  ch('Červená Karkulka', 'f', 'pohádky', T.fairy, 'dress', C.red, 'šaty a pelerína s kapucí', { only: 'kids' }),
  ch('Kašpárek', 'm', 'pohádky', T.fairy, 'star', C.red, 'kabátek se zvonečky a čepice', { only: 'kids' }),
  ch('Sněhová královna', 'f', 'pohádky', T.fairy, 'crown', C.babyBlue, 'třpytivé šaty a plášť'),
  ch('Trpaslík', 'm', 'pohádky', T.fairy, 'witchHat', C.red, 'tunika, čepice a vousy'),
  ch('Rusalka', 'f', 'pohádky', T.fairy, 'dress', C.mint, 'splývavé šaty s leknínem', { only: 'adults' }),
  ch('Klaun', 'm', 'cirkus', T.fairy, 'wig', C.rainbow, 'barevný overal s knoflíky a límec'),
  ch('Klaunice', 'f', 'cirkus', T.fairy, 'wig', C.rainbow, 'puntíkované šaty a límec'),
  // povolání
  ch('Policista', 'm', 'povolání', T.jobs, 'costume', C.navy, 'košile, kalhoty, čepice a odznak'),
  ch('Policistka', 'f', 'povolání', T.jobs, 'costume', C.navy, 'šaty, čepice a pouta'),
  ch('Hasič', 'm', 'povolání', T.jobs, 'costume', C.navy, 'kabát s reflexními pruhy a kalhoty'),
  ch('Zdravotní sestřička', 'f', 'povolání', T.jobs, 'dress', C.white, 'šaty a čepec'),
  ch('Doktor', 'm', 'povolání', T.jobs, 'costume', C.white, 'plášť a stetoskop'),
  ch('Kuchař', 'm', 'povolání', T.jobs, 'costume', C.white, 'rondon, zástěra a čepice'),
  ch('Pilot', 'm', 'povolání', T.jobs, 'costume', C.navy, 'sako, čepice a odznak'),
  ch('Letuška', 'f', 'povolání', T.jobs, 'dress', C.blue, 'šaty, šátek a čepička', { only: 'adults' }),
  ch('Astronaut', 'm', 'vesmír', T.jobs, 'star', C.white, 'skafandr s nášivkami'),
  ch('Námořník', 'm', 'povolání', T.jobs, 'costume', C.white, 'halenka s límcem, kalhoty a čepice'),
  ch('Kovboj', 'm', 'divoký západ', T.jobs, 'cowboyHat', C.brown, 'vesta, šátek a klobouk', { extras: [' s kloboukem'] }),
  ch('Kovbojka', 'f', 'divoký západ', T.jobs, 'cowboyHat', C.brown, 'sukně s třásněmi, vesta a klobouk'),
  ch('Šerif', 'm', 'divoký západ', T.jobs, 'star', C.brown, 'košile, vesta a šerifská hvězda'),
  ch('Indiánský náčelník', 'm', 'divoký západ', T.jobs, 'costume', C.brown, 'tunika s třásněmi a čelenka s pery'),
  ch('Indiánka', 'f', 'divoký západ', T.jobs, 'dress', C.brown, 'šaty s třásněmi a čelenka'),
  // bez tematické kategorie
  ch('Mexičan s pončem', 'm', 'mexiko', null, 'cowboyHat', C.red, 'pončo a sombrero'),
  ch('Havajská tanečnice', 'f', 'havaj', null, 'boa', C.green, 'sukně z trávy a květinový věnec', { only: 'adults' }),
  ch('Mimozemšťan', 'u', 'vesmír', null, 'ears', C.green, 'overal a čelenka s tykadly'),
];

interface SizeDef {
  code: string;
  name: string;
  row: string[];
}

const SIZE_TABLES: Record<Audience, { columns: string[]; sizes: SizeDef[] }> = {
  kids: {
    columns: ['Velikost', 'Věk', 'Výška postavy (cm)', 'Obvod hrudníku (cm)'],
    sizes: [
      { code: '98', name: '98–104 (3–4 roky)', row: ['98–104', '3–4 roky', '98–104', '54–56'] },
      { code: '110', name: '110–116 (4–6 let)', row: ['110–116', '4–6 let', '110–116', '56–60'] },
      { code: '122', name: '122–128 (6–8 let)', row: ['122–128', '6–8 let', '122–128', '60–64'] },
      { code: '134', name: '134–140 (8–10 let)', row: ['134–140', '8–10 let', '134–140', '64–70'] },
      { code: '146', name: '146–152 (10–12 let)', row: ['146–152', '10–12 let', '146–152', '70–76'] },
    ],
  },
  women: {
    columns: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Obvod boků (cm)'],
    sizes: [
      { code: 'XS', name: 'XS', row: ['XS', '32–34', '78–82', '60–64', '86–90'] },
      { code: 'S', name: 'S', row: ['S', '36–38', '84–88', '66–70', '92–96'] },
      { code: 'M', name: 'M', row: ['M', '40–42', '90–96', '72–78', '98–104'] },
      { code: 'L', name: 'L', row: ['L', '44–46', '98–104', '80–86', '106–112'] },
      { code: 'XL', name: 'XL', row: ['XL', '48–50', '106–112', '88–94', '114–120'] },
    ],
  },
  men: {
    columns: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Výška postavy (cm)'],
    sizes: [
      { code: 'S', name: 'S', row: ['S', '44–46', '88–94', '76–82', '165–172'] },
      { code: 'M', name: 'M', row: ['M', '48–50', '96–102', '84–90', '172–178'] },
      { code: 'L', name: 'L', row: ['L', '52–54', '104–110', '92–98', '178–184'] },
      { code: 'XL', name: 'XL', row: ['XL', '56–58', '112–118', '100–106', '182–188'] },
      { code: 'XXL', name: 'XXL', row: ['XXL', '60–62', '120–126', '108–114', '186–192'] },
    ],
  },
  unisex: {
    columns: ['Velikost', 'Obvod hrudníku (cm)', 'Výška postavy (cm)'],
    sizes: [
      { code: 'S', name: 'S', row: ['S', '86–94', '160–170'] },
      { code: 'M', name: 'M', row: ['M', '94–102', '168–178'] },
      { code: 'L', name: 'L', row: ['L', '102–110', '176–186'] },
      { code: 'XL', name: 'XL', row: ['XL', '110–118', '184–192'] },
    ],
  },
};

const AUDIENCE_LEAF: Record<Exclude<Audience, 'unisex'>, string> = { kids: 'detske-kostymy', women: 'damske-kostymy', men: 'panske-kostymy' };

function costumeName(r: Rng, c: Character, audience: Audience, deluxe: boolean): string {
  let base: string;
  if (audience === 'kids') base = r.chance(0.6) ? `Kostým ${c.n} pro děti` : `Dětský kostým ${c.n}`;
  else if (audience === 'women') base = `Dámský kostým ${c.n}`;
  else if (audience === 'men') base = `Pánský kostým ${c.n}`;
  else base = `Kostým ${c.n} pro dospělé`;
  if (deluxe) {
    if (base.endsWith(' pro děti')) return `Kostým ${c.n} deluxe pro děti`;
    if (base.endsWith(' pro dospělé')) return `Kostým ${c.n} deluxe pro dospělé`;
    return `${base} deluxe`;
  }
  if (c.extras && r.chance(0.3)) {
    // "Kostým Kočička pro děti s ocáskem" reads oddly; put the extra right after the character.
    const extra = r.pick(c.extras);
    if (audience === 'kids' && base.endsWith(' pro děti')) return `Kostým ${c.n}${extra} pro děti`;
    if (audience === 'unisex') return `Kostým ${c.n}${extra} pro dospělé`;
    return `${base}${extra}`;
  }
  return base;
}

function audienceFor(r: Rng, c: Character): Audience {
  const adult = (): Audience => (c.g === 'f' ? 'women' : c.g === 'm' ? 'men' : r.chance(0.5) ? 'unisex' : r.chance(0.5) ? 'women' : 'men');
  if (c.only === 'kids') return 'kids';
  if (c.only === 'adults') return adult();
  return r.chance(0.45) ? 'kids' : adult();
}

function costumeDraft(r: Rng, c: Character, audience: Audience, extraLeaf: string | undefined): Draft {
  const deluxe = r.chance(0.12);
  const kids = audience === 'kids';
  let gross = kids ? price(r, 349, 899) : price(r, 549, 1490);
  if (deluxe) gross = niceAtLeast(gross + (kids ? 200 : 400));
  const facts = [`Balení obsahuje: ${c.parts}.`];
  facts.push(
    r.pick(
      kids
        ? ['Materiál je měkký a příjemný na dotek, kostým se snadno obléká i svléká.', 'Kostým je z lehkého polyesteru, který se nemačká a dobře se pere.', 'Pružné manžety a suchý zip usnadňují oblékání i nejmenším.']
        : ['Kostým je ušitý z kvalitního polyesteru, který dobře drží tvar.', 'Střih je pohodlný a kostým se hodí i na celonoční zábavu.', 'Doplňky na fotografii nejsou součástí balení, pokud nejsou uvedeny výše.'],
    ),
  );
  if (deluxe) facts.unshift('Luxusní provedení s pečlivě zpracovanými detaily a bohatším zdobením.');
  return {
    name: costumeName(r, c, audience, deluxe),
    facts,
    motif: c.motif,
    shape: c.g === 'f' || (c.g === 'u' && audience === 'women') ? 'dress' : 'costume',
    overlay: c.shape === 'costume' || c.shape === 'dress' ? 'star' : c.shape,
    color: c.color,
    gross,
    sizing: audience,
    extraLeaf,
    deluxe,
  };
}

function genAudience(audience: Exclude<Audience, 'unisex'>): Gen {
  const pool = CHARACTERS.filter((c) =>
    audience === 'kids' ? c.only !== 'adults' : c.only !== 'kids' && (c.g === 'u' || c.g === (audience === 'women' ? 'f' : 'm')),
  );
  return (r) => {
    const c = r.pick(pool);
    return costumeDraft(r, c, audience, c.theme ?? undefined);
  };
}

function genTheme(theme: string): Gen {
  const pool = CHARACTERS.filter((c) => c.theme === theme);
  return (r) => {
    const c = r.pick(pool);
    const audience = audienceFor(r, c);
    return costumeDraft(r, c, audience, audience === 'unisex' ? undefined : AUDIENCE_LEAF[audience]);
  };
}

// ---------------------------------------------------------------- simple generators

const motifFor = (r: Rng, options: Array<string | null>) => r.pick(options);

const TEXTS = [
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

const FIGURES: Array<{ n: string; shape: ShapeKind; motif: string | null; color: Color }> = [
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

const MOTIF_WORDS: Array<{ w: string; motif: string; shape: ShapeKind; color: Color }> = [
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

// ---------------------------------------------------------------- the tree

const TREE: TopDef[] = [
  {
    slug: 'kostymy',
    name: 'Kostýmy',
    description: 'Karnevalové kostýmy pro děti, dámy i pány – od pirátů a čarodějnic přes zvířátka až po superhrdiny. Vybírejte podle tématu nebo velikosti.',
    shape: 'costume',
    color: '#d24291',
    sku: 'KOS',
    brands: ['karnevalka', 'maskarni-svet', 'konfety-party'],
    outro: ['Kostým si můžete vyzkoušet na kterékoli naší prodejně.', 'Nevíte si rady s velikostí? Podívejte se do tabulky velikostí.'],
    related: ['paruky', 'masky', 'klobouky-a-celenky', 'doplnky-ke-kostymum', 'licidla'],
    leaves: [
      {
        slug: 'detske-kostymy',
        name: 'Dětské kostýmy',
        description: 'Kostýmy pro kluky a holčičky ve velikostech od 98 do 152 cm na karneval ve školce i ve škole.',
        shape: 'ears',
        color: '#fb8c00',
        weight: 45,
        intro: ['Dětský kostým, ve kterém si malí parťáci užijí karneval ve školce i ve škole.', 'Pohodlný kostým pro děti, který vydrží i divoké hraní.', 'Děti v něm zazáří na karnevalu, Halloweenu i na oslavě narozenin.'],
        gen: genAudience('kids'),
      },
      {
        slug: 'damske-kostymy',
        name: 'Dámské kostýmy',
        description: 'Dámské kostýmy na maškarní plesy, tematické večírky a rozlučky se svobodou.',
        shape: 'dress',
        color: '#f06292',
        weight: 30,
        intro: ['Dámský kostým, se kterým budete hvězdou každého maškarního plesu.', 'Elegantní převlek, ve kterém se budete cítit skvěle celý večer.', 'Oblíbený dámský kostým na karneval i tematický večírek.'],
        gen: genAudience('women'),
      },
      {
        slug: 'panske-kostymy',
        name: 'Pánské kostýmy',
        description: 'Pánské kostýmy na karneval, firemní večírek i rozlučku se svobodou.',
        shape: 'costume',
        color: '#1e88e5',
        weight: 24,
        intro: ['Pánský kostým, se kterým nezůstanete bez povšimnutí.', 'Pohodlný pánský převlek na karneval i tematickou párty.', 'S tímto kostýmem bude váš vstup na večírek nezapomenutelný.'],
        gen: genAudience('men'),
      },
      {
        slug: T.pirates,
        name: 'Pirátské kostýmy',
        description: 'Kapitáni, pirátky a lodní plavčíci – vše pro pirátskou výpravu za pokladem.',
        shape: 'pirateHat',
        color: '#e53935',
        weight: 14,
        intro: ['Ahoj, námořníci! Tento pirátský kostým je připraven vyplout na moře.', 'Pirátský převlek, se kterým dobudete každou párty.'],
        gen: genTheme(T.pirates),
      },
      {
        slug: T.witches,
        name: 'Čarodějnice a kouzelníci',
        description: 'Kostýmy čarodějnic, čarodějů a kouzelníků na pálení čarodějnic i Halloween.',
        shape: 'witchHat',
        color: '#8e24aa',
        weight: 14,
        intro: ['Kouzelný kostým na pálení čarodějnic, Halloween i maškarní ples.', 'Abrakadabra – a převlek na čarodějnický rej je hotový.'],
        gen: genTheme(T.witches),
      },
      {
        slug: T.animals,
        name: 'Zvířátka',
        description: 'Kočičky, pejsci, lvi, jednorožci i dinosauři – kostýmy zvířátek pro malé i velké.',
        shape: 'ears',
        color: '#795548',
        weight: 16,
        intro: ['Roztomilý zvířecí kostým, ve kterém se každý promění v oblíbené zvířátko.', 'Zvířecí převlek, který pobaví děti i dospělé.'],
        gen: genTheme(T.animals),
      },
      {
        slug: T.heroes,
        name: 'Superhrdinové',
        description: 'Kostýmy superhrdinů s plášti a maskami pro malé i velké zachránce světa.',
        shape: 'star',
        color: '#1e88e5',
        weight: 12,
        intro: ['Kostým superhrdiny pro všechny, kdo chtějí alespoň na jeden večer zachraňovat svět.', 'Hrdinský převlek s pláštěm, který zaručí úspěch na každém karnevalu.'],
        gen: genTheme(T.heroes),
      },
      {
        slug: T.retro,
        name: 'Retro a 20. léta',
        description: 'Charleston, gangsteři, hippies i disco – kostýmy na retro večírky.',
        shape: 'topHat',
        color: '#263238',
        weight: 10,
        intro: ['Retro kostým, se kterým se vrátíte do dob charlestonu a swingu.', 'Převlek na večírek ve stylu minulého století.'],
        gen: genTheme(T.retro),
      },
      {
        slug: T.history,
        name: 'Historické kostýmy',
        description: 'Rytíři, králové, princezny, Římané i Vikingové pro historické slavnosti a plesy.',
        shape: 'crown',
        color: '#8e2438',
        weight: 10,
        intro: ['Historický kostým inspirovaný módou dávných dob.', 'Kostým, ve kterém se přenesete do doby rytířů a královských dvorů.'],
        gen: genTheme(T.history),
      },
      {
        slug: T.halloween,
        name: 'Halloweenské kostýmy',
        description: 'Kostlivci, upíři, zombie a strašidla – kostýmy na halloweenskou noc.',
        shape: 'skull',
        color: '#fb8c00',
        weight: 14,
        intro: ['Strašidelný kostým, který vyděsí všechny hosty na halloweenské párty.', 'Děsivý převlek na Halloween i dušičkový večírek.'],
        gen: genTheme(T.halloween),
      },
      {
        slug: T.fairy,
        name: 'Pohádkové postavy',
        description: 'Princezny, víly, vodníci, čerti a klauni – kostýmy pohádkových postav.',
        shape: 'wand',
        color: '#f06292',
        weight: 14,
        intro: ['Kostým oblíbené pohádkové postavy pro karneval i divadlo.', 'Pohádkový převlek, který rozzáří každou maškarní zábavu.'],
        gen: genTheme(T.fairy),
      },
      {
        slug: T.jobs,
        name: 'Povolání a uniformy',
        description: 'Policisté, hasiči, lékaři, piloti i kovbojové – kostýmy povolání a uniformy.',
        shape: 'costume',
        color: '#1a3a6b',
        weight: 12,
        intro: ['Kostým inspirovaný skutečnou uniformou.', 'Převlek za oblíbené povolání pro malé i velké.'],
        gen: genTheme(T.jobs),
      },
    ],
  },
  {
    slug: 'paruky',
    name: 'Paruky',
    description: 'Paruky všech barev a střihů, vousy a kníry na karneval, do divadla i na párty.',
    shape: 'wig',
    color: '#8e24aa',
    sku: 'PAR',
    brands: ['parukarna', 'maskarni-svet'],
    outro: ['Paruka je univerzální velikosti s pružnou síťkou uvnitř.', 'Před použitím paruku protřepejte a prsty upravte do požadovaného tvaru.'],
    related: ['kostymy', 'klobouky-a-celenky', 'licidla'],
    leaves: [
      {
        slug: 'damske-paruky',
        name: 'Dámské paruky',
        description: 'Dámské paruky – mikádo, dlouhé vlasy, kudrliny i účesy z 20. let.',
        shape: 'wig',
        color: '#f06292',
        weight: 10,
        intro: ['Dámská paruka z jemných syntetických vláken, která vypadají přirozeně.', 'Paruka, se kterou během chvilky změníte celý svůj vzhled.'],
        gen: (r) => {
          const style = r.pick(['Mikádo', 'Kleopatra', 'Pin-up', 'Markýza', 'dlouhá rovná', 'dlouhá vlnitá', 'kudrnatá', 's ofinou', 'se dvěma copy', 'Charleston']);
          const hair = r.pick([...HAIR_COLORS.slice(0, 3), C.pink, C.blue, C.silver, null]);
          const motif = style === 'Markýza' || style === 'Kleopatra' ? 'historie' : style === 'Charleston' || style === 'Pin-up' ? 'retro' : null;
          return {
            name: hair ? `Paruka ${style} ${adj(hair, 'f')}` : `Paruka ${style} blond`,
            facts: [r.pick(['Délka vlasů je přibližně 35 cm.', 'Vlasy lze opatrně česat kartáčem s řídkými zuby.', 'Vnitřní síťka je nastavitelná a paruka dobře drží.'])],
            motif,
            shape: 'wig',
            color: hair ?? C.yellow,
            gross: price(r, 199, 599),
          };
        },
      },
      {
        slug: 'panske-paruky',
        name: 'Pánské paruky',
        description: 'Pánské paruky – rockeři, hippies, šlechtici i šílení vědci.',
        shape: 'wig',
        color: '#795548',
        weight: 7,
        intro: ['Pánská paruka, se kterou bude převlek dokonalý.', 'Vtipná pánská paruka na karneval i tematický večírek.'],
        gen: (r) => {
          const item = r.pick([
            { n: 'Paruka Rock’n’roll s patkou', motif: 'retro', c: C.black },
            { n: 'Paruka Hippie s čelenkou', motif: 'retro', c: C.brown },
            { n: 'Paruka Disco afro', motif: 'retro', c: C.black },
            { n: 'Paruka Punk s čírem', motif: null, c: C.green },
            { n: 'Paruka Mullet z 80. let', motif: 'retro', c: C.ginger },
            { n: 'Paruka Plešatý pán', motif: null, c: C.grey },
            { n: 'Paruka Šílený vědec', motif: null, c: C.white },
            { n: 'Paruka Barokní šlechtic', motif: 'historie', c: C.white },
            { n: 'Paruka Pirát s dredy', motif: 'piráti', c: C.black },
            { n: 'Paruka Viking s copánky', motif: 'historie', c: C.ginger },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'wig', color: item.c, gross: price(r, 179, 449) };
        },
      },
      {
        slug: 'barevne-paruky',
        name: 'Barevné paruky',
        description: 'Neonové, duhové a pastelové paruky, které nepřehlédnete.',
        shape: 'wig',
        color: '#1ec8d6',
        weight: 8,
        intro: ['Výrazná barevná paruka, která rozzáří každou párty.', 'Barevná paruka na festival, karneval i divokou oslavu.'],
        gen: (r) => {
          const style = r.pick(['Afro', 'Mikádo', 'Klaun', 'kudrnatá', 'dlouhá rovná', 's ofinou', 'Pixie']);
          const c = r.pick(NEON_COLORS);
          return {
            name: `Paruka ${style} ${adj(c, 'f')}`,
            facts: [],
            motif: style === 'Klaun' ? 'cirkus' : r.chance(0.3) ? 'retro' : null,
            shape: 'wig',
            color: c,
            gross: price(r, 149, 399),
          };
        },
      },
      {
        slug: 'vousy-a-knirky',
        name: 'Vousy a kníry',
        description: 'Samolepicí kníry, plnovousy a kotlety pro dokonalou proměnu.',
        shape: 'moustache',
        color: '#795548',
        weight: 5,
        intro: ['Samolepicí vousy, které vydrží celý večer.', 'Rychlá proměna bez lepidla – stačí přilepit a je hotovo.'],
        gen: (r) => {
          const hair = r.pick(HAIR_COLORS);
          const item = r.pick([
            { n: `Knír Gentleman ${adj(hair, 'm')}`, motif: 'retro' },
            { n: `Knír řídítka ${adj(hair, 'm')}`, motif: 'retro' },
            { n: `Knír mexický ${adj(hair, 'm')}`, motif: 'mexiko' },
            { n: `Plnovous ${adj(hair, 'm')}`, motif: null },
            { n: 'Mikulášské vousy bílé', motif: 'mikuláš' },
            { n: `Pirátské vousy ${adj(hair, 'pl')}`, motif: 'piráti' },
            { n: 'Sada samolepicích knírů, 6 ks', motif: null },
            { n: `Kotlety samolepicí ${adj(hair, 'pl')}`, motif: 'retro' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'moustache', color: item.n.includes('bílé') ? C.white : hair, gross: price(r, 39, 249) };
        },
      },
    ],
  },
  {
    slug: 'masky',
    name: 'Masky',
    description: 'Benátské masky, latexové masky, halloweenské masky i škrabošky.',
    shape: 'mask',
    color: '#d4a52c',
    sku: 'MAS',
    brands: ['maskarni-svet', 'konfety-party'],
    outro: ['Maska je univerzální velikosti a připevňuje se gumičkou nebo stuhou.', 'Skvělý doplněk ke kostýmu i samostatný převlek.'],
    related: ['kostymy', 'doplnky-ke-kostymum', 'licidla'],
    leaves: [
      {
        slug: 'benatske-masky',
        name: 'Benátské masky',
        description: 'Zdobené benátské masky s peřím, krajkou a zlatými ornamenty.',
        shape: 'venetianMask',
        color: '#d4a52c',
        weight: 7,
        intro: ['Elegantní benátská maska inspirovaná tradičním karnevalem v Benátkách.', 'Ručně zdobená maska, která dodá vašemu převleku tajemství.'],
        gen: (r) => {
          const style = r.pick(['Colombina', 'Volto', 'Bauta', 'Arlecchino', 's peřím', 's krajkou', 'na tyčce', 's flitry']);
          const c = r.pick(colors('gold', 'silver', 'black', 'white', 'red', 'wine', 'blue', 'purple'));
          return {
            name: `Benátská maska ${style} ${adj(c, 'f')}`,
            facts: [r.pick(['Maska se na obličeji drží saténovými stuhami.', 'Vnitřní strana masky je vyložena měkkým materiálem.'])],
            motif: 'benátky',
            shape: 'venetianMask',
            color: c,
            gross: price(r, 149, 890),
          };
        },
      },
      {
        slug: 'halloweenske-masky',
        name: 'Halloweenské masky',
        description: 'Strašidelné masky lebek, zombie, upírů a dýní.',
        shape: 'skull',
        color: '#fb8c00',
        weight: 6,
        intro: ['Strašidelná maska, která spolehlivě vyděsí všechny kolem.', 'Halloweenská maska pro opravdu děsivý převlek.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color }>([
            { n: 'Maska Smrtka s kapucí', s: 'skull', c: C.black },
            { n: 'Maska Kostlivec', s: 'skull', c: C.white },
            { n: 'Maska Zombie', s: 'skull', c: C.green },
            { n: 'Maska Dýně', s: 'pumpkin', c: C.orange },
            { n: 'Maska Strašidelný klaun', s: 'wig', c: C.red },
            { n: 'Maska Upír', s: 'mask', c: C.black },
            { n: 'Maska Vlkodlak', s: 'ears', c: C.grey },
            { n: 'Maska Mumie', s: 'ghost', c: C.white },
            { n: 'Maska Strašidlo', s: 'ghost', c: C.white },
          ]);
          return { name: item.n, facts: [], motif: 'halloween', shape: item.s, color: item.c, gross: price(r, 99, 599) };
        },
      },
      {
        slug: 'latexove-masky',
        name: 'Latexové masky',
        description: 'Celohlavové latexové masky zvířat, postav a příšer.',
        shape: 'mask',
        color: '#43a047',
        weight: 4,
        intro: ['Celohlavová maska z měkkého latexu s realistickými detaily.', 'Latexová maska, se kterou vás nikdo nepozná.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color; motif: string | null }>([
            { n: 'Gorila', s: 'ears', c: C.black, motif: 'zvířátka' },
            { n: 'Prasátko', s: 'ears', c: C.pink, motif: 'zvířátka' },
            { n: 'Kůň', s: 'ears', c: C.brown, motif: 'zvířátka' },
            { n: 'Stařec', s: 'wig', c: C.grey, motif: null },
            { n: 'Ďábel', s: 'ears', c: C.red, motif: 'halloween' },
            { n: 'Čarodějnice', s: 'witchHat', c: C.green, motif: 'čarodějnice' },
            { n: 'Lebka', s: 'skull', c: C.white, motif: 'halloween' },
            { n: 'Mimozemšťan', s: 'ears', c: C.green, motif: 'vesmír' },
            { n: 'Jednorožec', s: 'unicorn', c: C.white, motif: 'jednorožec' },
          ]);
          return { name: `Latexová maska ${item.n}`, facts: [], motif: item.motif, shape: item.s, color: item.c, gross: price(r, 299, 990) };
        },
      },
      {
        slug: 'skrabosky',
        name: 'Škrabošky',
        description: 'Saténové, krajkové a třpytivé škrabošky na ples i párty.',
        shape: 'mask',
        color: '#263238',
        weight: 6,
        intro: ['Lehká škraboška, která nijak neomezuje ve výhledu.', 'Klasická škraboška na maškarní ples i tajemný večírek.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; motif: string | null }>([
            { n: `Škraboška ${adj(c, 'f')} saténová`, motif: null },
            { n: `Škraboška ${adj(c, 'f')} se třpytkami`, motif: 'silvestr' },
            { n: `Škraboška ${adj(c, 'f')} krajková`, motif: 'benátky' },
            { n: `Škraboška s peřím ${adj(c, 'f')}`, motif: 'benátky' },
            { n: `Škraboška pro superhrdinu ${adj(c, 'f')}`, motif: 'superhrdinové' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'mask', color: c, gross: price(r, 29, 199) };
        },
      },
    ],
  },
  {
    slug: 'balonky',
    name: 'Balónky',
    description: 'Latexové a fóliové balónky, číslice, balónky s potiskem a helium pro každou oslavu.',
    shape: 'balloons',
    color: '#1e88e5',
    sku: 'BAL',
    brands: ['balonkovo', 'konfety-party'],
    outro: ['Balónky vám na prodejně rádi nafoukneme heliem na počkání.', 'Nevhodné pro děti do 8 let bez dozoru dospělé osoby.'],
    related: ['balonky', 'dekorace', 'party-doplnky'],
    leaves: [
      {
        slug: 'latexove-balonky',
        name: 'Latexové balónky',
        description: 'Latexové balónky v desítkách barev – pastelové, metalické i chromové.',
        shape: 'balloons',
        color: '#e53935',
        weight: 18,
        intro: ['Kvalitní latexové balónky z přírodního latexu.', 'Pevné latexové balónky vhodné k nafouknutí vzduchem i heliem.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const kind = r.int(0, 5);
          if (kind === 5) {
            return {
              name: `Latexový balónek obří ${adj(c, 'm')} 90 cm`,
              intro: 'Obří latexový balónek o průměru až 90 cm, který je ozdobou každé oslavy.',
              facts: ['Balónek lze nafouknout vzduchem i heliem.'],
              motif: motifFor(r, ['narozeniny', null]),
              shape: 'balloon',
              color: c,
              gross: price(r, 79, 149),
            };
          }
          const finish = r.pick(['', '', 'metalické ', 'pastelové ', 'perleťové ', 'chromové ', 'matné ']);
          const size = r.pick([23, 27, 30, 30, 35]);
          const count = r.pick([10, 10, 20, 25, 50, 100]);
          const gross = count <= 10 ? price(r, 39, 89) : count <= 25 ? price(r, 69, 149) : count === 50 ? price(r, 129, 249) : price(r, 199, 399);
          return {
            name: `Latexové balónky ${finish}${adj(c, 'pl')} ${size} cm, ${count} ks`,
            facts: [`Balení obsahuje ${count} balónků o průměru ${size} cm po nafouknutí.`],
            motif: motifFor(r, ['narozeniny', 'svatba', null, null]),
            shape: 'balloons',
            color: c,
            accent: c.hex,
            gross,
          };
        },
      },
      {
        slug: 'foliove-balonky',
        name: 'Fóliové balónky',
        description: 'Fóliová srdce, hvězdy, postavičky a nápisy, které vydrží nafouknuté i několik dní.',
        shape: 'heart',
        color: '#d4a52c',
        weight: 12,
        intro: ['Fóliový balónek, který s heliem vydrží ve vzduchu i několik dní.', 'Lesklý fóliový balónek, který potěší každého oslavence.'],
        gen: (r) => {
          const c = r.pick(FOIL_COLORS);
          const kind = r.int(0, 2);
          if (kind === 0) {
            const form = r.pick<{ n: string; s: ShapeKind; motif: string | null }>([
              { n: 'srdce', s: 'heart', motif: 'svatba' },
              { n: 'hvězda', s: 'star', motif: 'silvestr' },
              { n: 'kulatý', s: 'balloon', motif: null },
            ]);
            const size = r.pick([45, 45, 60, 80]);
            return {
              name: `Fóliový balónek ${form.n} ${adj(c, 'm')} ${size} cm`,
              facts: [`Rozměr po nafouknutí je přibližně ${size} cm.`],
              motif: form.motif,
              shape: form.s,
              color: c,
              gross: price(r, size > 50 ? 119 : 69, size > 50 ? 249 : 149),
            };
          }
          if (kind === 1) {
            const fig = r.pick(FIGURES);
            const size = r.pick([60, 80, 90, 110]);
            return {
              name: `Fóliový balónek ${fig.n} ${size} cm`,
              facts: [`Tvarovaný balónek měří po nafouknutí přibližně ${size} cm.`],
              motif: fig.motif,
              shape: fig.shape,
              color: fig.color,
              gross: price(r, 149, 349),
            };
          }
          const text = r.pick(TEXTS);
          return {
            name: `Fóliový balónek ${text.t} ${adj(c, 'm')} 45 cm`,
            facts: ['Nápis je potištěn z obou stran balónku.'],
            motif: text.motif,
            shape: 'star',
            color: c,
            gross: price(r, 79, 169),
          };
        },
      },
      {
        slug: 'cislice-a-pismena',
        name: 'Číslice a písmena',
        description: 'Fóliové balónky ve tvaru číslic a písmen – na narozeniny, výročí i nápisy.',
        shape: 'glyph',
        color: '#d4a52c',
        weight: 12,
        intro: ['Fóliový balónek ve tvaru číslice nebo písmene – složte z nich věk oslavence nebo jméno.', 'Velký fóliový balónek, který oslavě dodá ten správný lesk.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'blue', 'pink', 'red', 'black', 'rainbow'));
          if (r.chance(0.7)) {
            const d = String(r.int(0, 9));
            const size = r.pick([40, 86, 86, 100]);
            return {
              name: `Fóliový balónek číslice ${d} ${adj(c, 'm')} ${size} cm`,
              facts: [`Výška číslice po nafouknutí je ${size} cm.`, size === 40 ? 'Menší velikost je určena k nafouknutí vzduchem a zavěšení.' : 'Naplněný heliem se vznáší a vydrží několik dní.'],
              motif: 'narozeniny',
              shape: 'glyph',
              glyph: d,
              color: c,
              gross: size === 40 ? price(r, 59, 99) : size === 86 ? price(r, 149, 219) : price(r, 219, 299),
            };
          }
          if (r.chance(0.75)) {
            const letter = r.pick('ABCDEFGHIJKLMNOPRSTUVZ'.split(''));
            return {
              name: `Fóliový balónek písmeno ${letter} ${adj(c, 'm')} 40 cm`,
              facts: ['Písmena lze kombinovat do jmen a nápisů.'],
              motif: null,
              shape: 'glyph',
              glyph: letter,
              color: c,
              gross: price(r, 59, 99),
            };
          }
          const word = r.pick([
            { w: 'PARTY', motif: 'narozeniny' },
            { w: 'LOVE', motif: 'svatba' },
            { w: 'BABY', motif: 'miminko' },
            { w: 'HAPPY BIRTHDAY', motif: 'narozeniny' },
            { w: 'MR & MRS', motif: 'svatba' },
          ]);
          return {
            name: `Balónkový nápis „${word.w}“ ${adj(c, 'm')}`,
            facts: ['Sada obsahuje všechna písmena nápisu, brčko k nafouknutí a stuhu.'],
            motif: word.motif,
            shape: 'glyph',
            glyph: word.w.charAt(0),
            color: c,
            gross: price(r, 149, 349),
          };
        },
      },
      {
        slug: 'balonky-s-potiskem',
        name: 'Balónky s potiskem',
        description: 'Latexové balónky s potiskem nápisů, srdíček, hvězdiček i postaviček.',
        shape: 'balloons',
        color: '#f06292',
        weight: 7,
        intro: ['Veselé potištěné balónky, které dodají výzdobě šmrnc.', 'Balónky s potiskem, které potěší malé i velké oslavence.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const print = r.pick<{ p: string; motif: string | null }>([
            { p: 's potiskem „Všechno nejlepší“', motif: 'narozeniny' },
            { p: 's potiskem „Happy Birthday“', motif: 'narozeniny' },
            { p: 's potiskem puntíků', motif: null },
            { p: 's potiskem hvězdiček', motif: 'silvestr' },
            { p: 's potiskem srdíček', motif: 'svatba' },
            { p: 's potiskem jednorožců', motif: 'jednorožec' },
            { p: 's potiskem dinosaurů', motif: 'dinosauři' },
            { p: 's potiskem lebek', motif: 'piráti' },
            { p: 's potiskem pavučin', motif: 'halloween' },
            { p: 's potiskem „Je to kluk“', motif: 'miminko' },
            { p: 's potiskem „Je to holka“', motif: 'miminko' },
            { p: 's potiskem „Just Married“', motif: 'svatba' },
          ]);
          const count = r.pick([5, 6, 10, 10, 25]);
          return {
            name: `${cap(adj(c, 'pl'))} balónky ${print.p}, ${count} ks`,
            facts: [`Balení obsahuje ${count} balónků o průměru 30 cm.`],
            motif: print.motif,
            shape: 'balloons',
            color: c,
            accent: c.hex,
            gross: price(r, 49, 149),
          };
        },
      },
      {
        slug: 'helium-a-prislusenstvi',
        name: 'Helium a příslušenství',
        description: 'Helium v lahvích, pumpičky, stuhy, závaží a vše pro balónkovou výzdobu.',
        shape: 'bottle',
        color: '#b0bec5',
        weight: 5,
        intro: ['Praktický pomocník pro dokonalou balónkovou výzdobu.', 'Vše potřebné pro nafukování a zdobení balónků.'],
        gen: (r) => {
          const c = r.pick(FOIL_COLORS);
          const item = r.pick<{ n: string; s: ShapeKind; min: number; max: number; fact: string }>([
            { n: 'Helium v jednorázové lahvi na 30 balónků', s: 'bottle', min: 590, max: 890, fact: 'Lahev stačí na nafouknutí přibližně 30 latexových balónků o průměru 23 cm.' },
            { n: 'Helium v jednorázové lahvi na 50 balónků', s: 'bottle', min: 890, max: 1290, fact: 'Lahev stačí na nafouknutí přibližně 50 latexových balónků o průměru 23 cm.' },
            { n: 'Ruční pumpička na balónky', s: 'balloon', min: 59, max: 129, fact: 'Pumpička nafukuje při pohybu nahoru i dolů.' },
            { n: 'Elektrická pumpa na balónky', s: 'balloon', min: 449, max: 699, fact: 'Dvě trysky umožňují nafukovat dva balónky najednou.' },
            { n: `Stuha na balónky ${adj(c, 'f')} 10 m`, s: 'boa', min: 29, max: 59, fact: 'Stuhu lze kroutit nůžkami do ozdobných kudrlinek.' },
            { n: 'Závaží na balónky ve tvaru dárku', s: 'gift', min: 39, max: 79, fact: 'Závaží udrží na místě až tři balónky s heliem.' },
            { n: 'Lepicí tečky na balónky, 100 ks', s: 'confetti', min: 49, max: 89, fact: 'Oboustranné lepicí tečky pro snadné připevnění balónků na zeď.' },
            { n: 'Sada na balónkový oblouk 4 m', s: 'balloons', min: 149, max: 299, fact: 'Sada obsahuje pásku pro uchycení až 100 balónků.' },
            { n: 'LED světýlka do balónků, 5 ks', s: 'star', min: 59, max: 99, fact: 'Světýlka svítí až 12 hodin.' },
            { n: 'Tyčky s držáky na balónky, 10 ks', s: 'wand', min: 39, max: 69, fact: 'Tyčky jsou vhodné pro balónky nafouknuté vzduchem.' },
          ]);
          return { name: item.n, facts: [item.fact], motif: null, shape: item.s, color: item.s === 'bottle' ? C.blue : c, gross: price(r, item.min, item.max) };
        },
      },
    ],
  },
  {
    slug: 'dekorace',
    name: 'Dekorace',
    description: 'Girlandy, bannery, závěsné dekorace, konfety a výzdoba stolu i místnosti.',
    shape: 'garland',
    color: '#43a047',
    sku: 'DEK',
    brands: ['fiesta-line', 'hvezdny-prach', 'konfety-party'],
    outro: ['S výzdobou vám rádi pomůžeme – nabízíme i party výzdobu na klíč.', 'Dekoraci lze po oslavě uschovat a použít znovu.'],
    related: ['balonky', 'party-doplnky'],
    leaves: [
      {
        slug: 'girlandy-a-bannery',
        name: 'Girlandy a bannery',
        description: 'Vlaječky, pompony, třásně a nápisy, které rozzáří každou místnost.',
        shape: 'garland',
        color: '#fdd835',
        weight: 7,
        intro: ['Veselá girlanda, která v mžiku promění obyčejnou místnost v party prostor.', 'Dekorace, kterou snadno zavěsíte na zeď, okno i nad stůl.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const len = r.pick([2, 3, 4, 5]);
          const kind = r.int(0, 2);
          if (kind === 0) {
            const type = r.pick(['vlaječky', 'pompony', 'třásně', 'z papírových hvězd', 'ze srdíček']);
            return {
              name: `Girlanda ${type} ${adj(c, 'f')} ${len} m`,
              facts: [`Délka girlandy je ${len} m.`],
              motif: type === 'ze srdíček' ? 'svatba' : motifFor(r, ['narozeniny', null]),
              shape: type === 'ze srdíček' ? 'heart' : type === 'z papírových hvězd' ? 'star' : 'garland',
              color: c,
              gross: price(r, 59, 199),
            };
          }
          const text = r.pick(TEXTS);
          if (kind === 1) {
            return { name: `Girlanda ${text.t} ${adj(c, 'f')}`, facts: ['Písmena jsou navlečená na stuze a lze je posouvat.'], motif: text.motif, shape: 'garland', color: c, gross: price(r, 69, 179) };
          }
          return { name: `Banner ${text.t} ${adj(c, 'm')} ${len} m`, facts: [`Banner měří ${len} m a je opatřen očky na zavěšení.`], motif: text.motif, shape: 'garland', color: c, gross: price(r, 79, 249) };
        },
      },
      {
        slug: 'zavesne-dekorace',
        name: 'Závěsné dekorace',
        description: 'Voštinové koule, lampiony, spirály a fóliové závěsy.',
        shape: 'lantern',
        color: '#f06292',
        weight: 5,
        intro: ['Závěsná dekorace, která oživí strop i okna.', 'Lehká papírová dekorace, kterou zavěsíte během chvilky.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const item = r.pick<{ n: string; s: ShapeKind; motif: string | null }>([
            { n: `Papírová voštinová koule ${adj(c, 'f')} ${r.pick([20, 30, 40])} cm`, s: 'lantern', motif: null },
            { n: `Papírový lampion ${adj(c, 'm')} ${r.pick([25, 35, 45])} cm`, s: 'lantern', motif: 'havaj' },
            { n: 'Závěsné spirály Halloween, 6 ks', s: 'pumpkin', motif: 'halloween' },
            { n: 'Závěsné spirály s hvězdičkami, 6 ks', s: 'star', motif: 'silvestr' },
            { n: `Třásňový závěs z fólie ${adj(c, 'm')} 100 × 200 cm`, s: 'garland', motif: 'silvestr' },
            { n: `Závěsné hvězdy ${adj(c, 'pl')}, 3 ks`, s: 'star', motif: 'vánoce' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: c, gross: price(r, 39, 249) };
        },
      },
      {
        slug: 'konfety',
        name: 'Konfety',
        description: 'Konfety na stůl, do balónků i vystřelovací konfety na velké okamžiky.',
        shape: 'confetti',
        color: '#ffb600',
        weight: 5,
        intro: ['Konfety, bez kterých se žádná pořádná oslava neobejde.', 'Třpytivé konfety pro slavnostní atmosféru.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'red', 'pink', 'blue', 'rainbow', 'black'));
          const item = r.pick<{ n: string; fact: string; min: number; max: number }>([
            { n: `Konfety kolečka ${adj(c, 'pl')} 15 g`, fact: 'Ozdobte jimi slavnostní tabuli nebo je vložte do průhledných balónků.', min: 29, max: 59 },
            { n: `Konfety hvězdičky ${adj(c, 'pl')} 15 g`, fact: 'Ozdobte jimi slavnostní tabuli.', min: 29, max: 59 },
            { n: `Konfety srdíčka ${adj(c, 'pl')} 15 g`, fact: 'Ideální na svatební tabuli.', min: 29, max: 59 },
            { n: `Vystřelovací konfety ${adj(c, 'pl')} ${r.pick([30, 40, 60])} cm`, fact: 'Otočením spodní části vystřelí konfety až do výšky 5 metrů.', min: 69, max: 199 },
            { n: `Konfety do balónků ${adj(c, 'pl')} 10 g`, fact: 'Konfety nasypte do průhledného balónku před nafouknutím.', min: 29, max: 49 },
          ]);
          return { name: item.n, facts: [item.fact], motif: motifFor(r, ['narozeniny', 'silvestr', 'svatba', null]), shape: 'confetti', color: c, gross: price(r, item.min, item.max) };
        },
      },
      {
        slug: 'stolni-dekorace',
        name: 'Stolní dekorace',
        description: 'Ubrusy, běhouny, zápichy do dortu a dekorace na slavnostní tabuli.',
        shape: 'plate',
        color: '#1ec8d6',
        weight: 4,
        intro: ['Dekorace, se kterou bude slavnostní tabule jako ze časopisu.', 'Stolní dekorace, která podtrhne téma oslavy.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; s: ShapeKind; motif: string | null; color: Color }>([
            { n: `Ubrus ${adj(c, 'm')} 137 × 274 cm`, s: 'plate', motif: null, color: c },
            { n: `Běhoun na stůl ${adj(c, 'm')} se třpytkami`, s: 'boa', motif: 'silvestr', color: c },
            { n: `Zápich do dortu „Happy Birthday“ ${adj(c, 'm')}`, s: 'star', motif: 'narozeniny', color: c },
            { n: `Dekorace na stůl ${word.w}`, s: word.shape, motif: word.motif, color: word.color },
            { n: `Jmenovky na stůl ${word.w}, 8 ks`, s: word.shape, motif: word.motif, color: word.color },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.color, gross: price(r, 39, 199) };
        },
      },
      {
        slug: 'halloweenska-dekorace',
        name: 'Halloweenská dekorace',
        description: 'Pavučiny, kostlivci, dýně a netopýři pro strašidelnou výzdobu.',
        shape: 'pumpkin',
        color: '#fb8c00',
        weight: 4,
        intro: ['Strašidelná dekorace, která promění dům v místo hrůzy.', 'Halloweenská výzdoba pro opravdu děsivou atmosféru.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Dekorační pavučina s pavouky', s: 'ghost', c: C.white, min: 49, max: 99 },
            { n: 'Závěsný kostlivec 90 cm', s: 'skull', c: C.white, min: 149, max: 299 },
            { n: 'Svítící dýně s LED 20 cm', s: 'pumpkin', c: C.orange, min: 129, max: 249 },
            { n: 'Dekorační lebka', s: 'skull', c: C.white, min: 99, max: 199 },
            { n: 'Samolepky na okno Halloween', s: 'ghost', c: C.orange, min: 39, max: 79 },
            { n: 'Strašidelný závěs do dveří', s: 'ghost', c: C.black, min: 79, max: 149 },
            { n: 'Plastoví pavouci, 12 ks', s: 'skull', c: C.black, min: 39, max: 69 },
            { n: 'Papíroví netopýři na zeď, 12 ks', s: 'ghost', c: C.black, min: 49, max: 99 },
            { n: 'Výstražná páska „Pozor, zombie“', s: 'garland', c: C.yellow, min: 39, max: 69 },
          ]);
          return { name: item.n, facts: [], motif: 'halloween', shape: item.s, color: item.c, gross: price(r, item.min, item.max) };
        },
      },
    ],
  },
  {
    slug: 'party-doplnky',
    name: 'Párty doplňky',
    description: 'Talířky, kelímky, ubrousky, dortové svíčky, piňaty a párty hry.',
    shape: 'cup',
    color: '#fb8c00',
    sku: 'PDO',
    brands: ['fiesta-line', 'konfety-party'],
    outro: ['Sladíte s dalšími doplňky ze stejné kolekce.', 'Skvělý doplněk na každou oslavu.'],
    related: ['dekorace', 'balonky'],
    leaves: [
      {
        slug: 'jednorazove-nadobi',
        name: 'Jednorázové nádobí',
        description: 'Papírové talířky, kelímky, ubrousky, brčka a příbory.',
        shape: 'plate',
        color: '#1e88e5',
        weight: 8,
        intro: ['Praktické jednorázové nádobí, díky kterému po oslavě nebudete mýt nádobí.', 'Papírové nádobí s veselým designem.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; s: ShapeKind; motif: string | null; color: Color }>([
            { n: `Papírové talíře ${adj(c, 'pl')} 23 cm, 8 ks`, s: 'plate', motif: null, color: c },
            { n: `Papírové talíře ${word.w} 23 cm, 8 ks`, s: 'plate', motif: word.motif, color: word.color },
            { n: `Papírové kelímky ${adj(c, 'pl')} 250 ml, 8 ks`, s: 'cup', motif: null, color: c },
            { n: `Papírové kelímky ${word.w} 250 ml, 8 ks`, s: 'cup', motif: word.motif, color: word.color },
            { n: `Papírové ubrousky ${adj(c, 'pl')} 33 × 33 cm, 20 ks`, s: 'plate', motif: null, color: c },
            { n: `Papírové ubrousky ${word.w} 33 × 33 cm, 20 ks`, s: 'plate', motif: word.motif, color: word.color },
            { n: `Papírová brčka ${adj(c, 'npl')}, 25 ks`, s: 'cup', motif: 'havaj', color: c },
            { n: `Plastové příbory ${adj(c, 'pl')}, 24 ks`, s: 'plate', motif: null, color: c },
          ]);
          return { name: item.n, facts: ['Vyrobeno z recyklovatelného materiálu.'], motif: item.motif, shape: item.s, color: item.color, gross: price(r, 29, 129) };
        },
      },
      {
        slug: 'svicky-na-dort',
        name: 'Svíčky na dort',
        description: 'Dortové svíčky, číslice, fontány a svíčky, které nejdou sfouknout.',
        shape: 'candle',
        color: '#f06292',
        weight: 5,
        intro: ['Dortové svíčky pro sladkou tečku každé oslavy.', 'Svíčky, které na dortu nesmí chybět.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'pink', 'blue', 'red', 'rainbow', 'black'));
          if (r.chance(0.5)) {
            const d = String(r.int(0, 9));
            return { name: `Dortová svíčka číslice ${d} ${adj(c, 'f')}`, facts: ['Výška svíčky je 8 cm.'], motif: 'narozeniny', shape: 'glyph', glyph: d, color: c, gross: price(r, 29, 69) };
          }
          const item = r.pick<{ n: string; s: ShapeKind; min: number; max: number }>([
            { n: `Svíčky na dort ${adj(c, 'pl')}, 24 ks`, s: 'candle', min: 29, max: 59 },
            { n: 'Dortová fontána 12 cm', s: 'confetti', min: 29, max: 59 },
            { n: 'Svíčka na dort „Happy Birthday“', s: 'candle', min: 39, max: 79 },
            { n: 'Trikové svíčky na dort, které nejdou sfouknout, 10 ks', s: 'candle', min: 39, max: 69 },
            { n: 'Hudební svíčka na dort ve tvaru květu', s: 'star', min: 79, max: 149 },
          ]);
          return { name: item.n, facts: [], motif: 'narozeniny', shape: item.s, color: c, gross: price(r, item.min, item.max) };
        },
      },
      {
        slug: 'party-hry-a-pinaty',
        name: 'Párty hry a piňaty',
        description: 'Piňaty, rekvizity do fotokoutku a hry pro zábavu na oslavě.',
        shape: 'dice',
        color: '#43a047',
        weight: 5,
        intro: ['Zábava pro děti i dospělé, která rozproudí každou oslavu.', 'Hra, u které se budou smát všichni hosté.'],
        gen: (r) => {
          const word = r.pick(MOTIF_WORDS);
          const fig = r.pick(FIGURES.filter((f) => f.shape !== 'bottle'));
          const item = r.pick<{ n: string; s: ShapeKind; motif: string | null; color: Color; min: number; max: number }>([
            { n: `Piňata ${fig.n}`, s: fig.shape, motif: fig.motif, color: fig.color, min: 249, max: 499 },
            { n: `Piňata číslice ${r.int(1, 9)}`, s: 'glyph', motif: 'narozeniny', color: C.rainbow, min: 249, max: 449 },
            { n: `Rekvizity do fotokoutku ${word.w}, 12 ks`, s: 'moustache', motif: word.motif, color: word.color, min: 99, max: 199 },
            { n: 'Kvízová hra na oslavu narozenin', s: 'dice', motif: 'narozeniny', color: C.blue, min: 149, max: 299 },
            { n: 'Párty hra Pravda nebo úkol', s: 'dice', motif: null, color: C.red, min: 199, max: 349 },
            { n: 'Hra na hledání pokladu pro děti', s: 'pirateHat', motif: 'piráti', color: C.brown, min: 199, max: 299 },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, glyph: item.s === 'glyph' ? item.n.slice(-1) : undefined, color: item.color, gross: price(r, item.min, item.max) };
        },
      },
      {
        slug: 'rozlucka-se-svobodou',
        name: 'Rozlučka se svobodou',
        description: 'Šerpy, závoje, odznaky a doplňky pro nevěstu, ženicha i jejich tým.',
        shape: 'heart',
        color: '#f06292',
        weight: 4,
        intro: ['Doplněk, díky kterému bude nevěsta na rozlučce nepřehlédnutelná.', 'Zábavný doplněk pro nezapomenutelnou rozlučku se svobodou.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color }>([
            { n: 'Šerpa „Budoucí nevěsta“ růžová', s: 'boa', c: C.pink },
            { n: 'Šerpa „Tým nevěsty“ černá', s: 'boa', c: C.black },
            { n: 'Závoj pro nevěstu na rozlučku', s: 'dress', c: C.white },
            { n: 'Odznaky „Tým nevěsty“, 6 ks', s: 'heart', c: C.pink },
            { n: 'Čelenka se svítícími srdíčky', s: 'heart', c: C.red },
            { n: 'Šerpa „Poslední noc na svobodě“ modrá', s: 'boa', c: C.blue },
            { n: 'Kelímky „Tým ženicha“, 8 ks', s: 'cup', c: C.blue },
          ]);
          return { name: item.n, facts: [], motif: 'rozlučka', shape: item.s, color: item.c, gross: price(r, 49, 249) };
        },
      },
    ],
  },
  {
    slug: 'zertovne-predmety',
    name: 'Žertovné předměty',
    description: 'Žertovné dárky, kouzelnické triky a pikantní dárky pro dospělé.',
    shape: 'gift',
    color: '#5cc16a',
    sku: 'ZER',
    brands: ['sprymar', 'kouzelna-dilna'],
    outro: ['Ideální drobný dárek pro kamaráda se smyslem pro humor.', 'Zaručeně vykouzlí úsměv na tváři.'],
    related: ['party-doplnky', 'zertovne-predmety'],
    leaves: [
      {
        slug: 'zertovne-darky',
        name: 'Žertovné dárky',
        description: 'Prdící polštářky, vyskakující hadi a další klasika pro vtipálky.',
        shape: 'gift',
        color: '#43a047',
        weight: 4,
        intro: ['Klasický žertovný předmět pro všechny vtipálky.', 'Nevinný žert, u kterého se nasmějí všichni – včetně oběti.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color }>([
            { n: 'Prdící polštářek', s: 'balloon', c: C.pink },
            { n: 'Vyskakující had v plechovce', s: 'gift', c: C.green },
            { n: 'Gumový šváb, 3 ks', s: 'gift', c: C.brown },
            { n: 'Brýle s vypadávajícíma očima', s: 'glasses', c: C.black },
            { n: 'Umělé psí hovínko', s: 'drop', c: C.brown },
            { n: 'Mýdlo, které barví ruce načerno', s: 'gift', c: C.white },
            { n: 'Plastová moucha v kostce ledu, 4 ks', s: 'dice', c: C.babyBlue },
            { n: 'Nafukovací kladivo', s: 'sword', c: C.red },
            { n: 'Falešná rozbitá sklenička', s: 'cup', c: C.babyBlue },
            { n: 'Bzučák do dlaně', s: 'gift', c: C.silver },
          ]);
          return { name: item.n, facts: [], motif: null, shape: item.s, color: item.c, gross: price(r, 29, 199) };
        },
      },
      {
        slug: 'kouzla-a-triky',
        name: 'Kouzla a triky',
        description: 'Kouzelnické sady, hůlky a triky pro začínající i pokročilé kouzelníky.',
        shape: 'wand',
        color: '#263238',
        weight: 2,
        intro: ['Kouzelnická pomůcka, se kterou ohromíte publikum.', 'Triky, které zvládne i začínající kouzelník.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Kouzelnická sada pro začátečníky, 50 triků', s: 'wand', c: C.purple, min: 299, max: 599 },
            { n: 'Kouzelnická hůlka s mizejícím šátkem', s: 'wand', c: C.black, min: 99, max: 199 },
            { n: 'Kouzelnický cylindr s králíkem', s: 'topHat', c: C.black, min: 249, max: 449 },
            { n: 'Kouzelnické karty', s: 'dice', c: C.red, min: 99, max: 199 },
            { n: 'Mizející mince', s: 'star', c: C.gold, min: 59, max: 129 },
          ]);
          return { name: item.n, facts: ['Součástí balení je návod v češtině.'], motif: 'cirkus', shape: item.s, color: item.c, gross: price(r, item.min, item.max) };
        },
      },
      {
        slug: 'pro-dospele',
        name: 'Pro dospělé (18+)',
        description: 'Pikantní žertovné předměty a dárky na rozlučky se svobodou. Prodej pouze osobám starším 18 let.',
        shape: 'gift',
        color: '#c0392b',
        weight: 14,
        adult: true,
        intro: ['Žertovný předmět pro dospělé, který rozesměje každou rozlučku se svobodou.', 'Pikantní dárek s humorem – určeno pouze pro dospělé.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Žertovná zástěra pro dospělé Svalovec', s: 'costume', c: C.pink, min: 199, max: 299 },
            { n: 'Pikantní karetní hra pro dospělé', s: 'dice', c: C.red, min: 249, max: 399 },
            { n: 'Žertovné trenýrky pro dospělé s nápisem', s: 'costume', c: C.red, min: 149, max: 249 },
            { n: 'Nafukovací panák pro dospělé na rozlučku', s: 'balloon', c: C.pink, min: 299, max: 499 },
            { n: 'Žertovný hrnek pro dospělé s pikantním nápisem', s: 'cup', c: C.black, min: 149, max: 249 },
            { n: 'Žertovný předmět pro dospělé – Pikantní kostky', s: 'dice', c: C.red, min: 79, max: 149 },
            { n: 'Žertovný předmět pro dospělé – Brčka na rozlučku, 10 ks', s: 'cup', c: C.pink, min: 69, max: 129 },
            { n: 'Žertovný předmět pro dospělé – Kvíz s pikantními otázkami', s: 'dice', c: C.wine, min: 199, max: 299 },
          ]);
          return {
            name: item.n,
            facts: ['Prodej pouze osobám starším 18 let.'],
            motif: 'rozlučka',
            shape: item.s,
            color: item.c,
            gross: price(r, item.min, item.max),
          };
        },
      },
    ],
  },
  {
    slug: 'klobouky-a-celenky',
    name: 'Kloboučky a čelenky',
    description: 'Klobouky, čelenky s oušky a rohy, korunky a tiáry.',
    shape: 'topHat',
    color: '#263238',
    sku: 'KLO',
    brands: ['karnevalka', 'konfety-party'],
    outro: ['Univerzální velikost pro dospělé i větší děti.', 'Perfektní doplněk ke kostýmu.'],
    related: ['kostymy', 'paruky', 'doplnky-ke-kostymum'],
    leaves: [
      {
        slug: 'klobouky',
        name: 'Klobouky',
        description: 'Cylindry, buřinky, kovbojské, pirátské i čarodějnické klobouky.',
        shape: 'cowboyHat',
        color: '#795548',
        weight: 7,
        intro: ['Klobouk, který dodá převleku ten správný styl.', 'Pevný klobouk, který drží tvar.'],
        gen: (r) => {
          const style = r.pick<{ n: string; s: ShapeKind; motif: string | null; colors: Color[]; f?: boolean; fixed?: boolean }>([
            { n: 'Kovbojský klobouk', s: 'cowboyHat', motif: 'divoký západ', colors: colors('brown', 'black', 'pink', 'white') },
            { n: 'Pirátský klobouk', s: 'pirateHat', motif: 'piráti', colors: colors('black', 'brown', 'red') },
            { n: 'Čarodějnický klobouk', s: 'witchHat', motif: 'čarodějnice', colors: colors('black', 'purple', 'green') },
            { n: 'Gangsterský klobouk', s: 'cowboyHat', motif: 'retro', colors: colors('black', 'white', 'grey') },
            { n: 'Slaměný klobouk', s: 'cowboyHat', motif: 'havaj', colors: [C.yellow], fixed: true },
            { n: 'Sombrero mexické', s: 'cowboyHat', motif: 'mexiko', colors: [C.red], fixed: true },
            { n: 'Cylindr', s: 'topHat', motif: 'retro', colors: colors('black', 'red', 'gold', 'silver', 'green') },
            { n: 'Buřinka', s: 'topHat', motif: 'retro', colors: colors('black', 'grey', 'green'), f: true },
            { n: 'Mikulášská čepice', s: 'witchHat', motif: 'vánoce', colors: [C.red], fixed: true },
            { n: 'Námořnická čepice', s: 'topHat', motif: 'povolání', colors: [C.white], fixed: true },
          ]);
          const c = r.pick(style.colors);
          return {
            name: style.fixed ? style.n : `${style.n} ${adj(c, style.f ? 'f' : 'm')}`,
            facts: [],
            motif: style.motif,
            shape: style.s,
            color: c,
            gross: price(r, 79, 399),
          };
        },
      },
      {
        slug: 'celenky',
        name: 'Čelenky',
        description: 'Čelenky s oušky, rohy, tykadly i svítícími srdíčky.',
        shape: 'ears',
        color: '#f06292',
        weight: 6,
        intro: ['Čelenka, která během vteřiny dotvoří celý převlek.', 'Pohodlná čelenka, která netlačí ani po celém večeru.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; s: ShapeKind; motif: string | null; c: Color }>([
            { n: `Čelenka kočičí uši ${adj(c, 'f')}`, s: 'ears', motif: 'zvířátka', c },
            { n: 'Čelenka s rohem jednorožce', s: 'unicorn', motif: 'jednorožec', c: C.pastelPink },
            { n: `Čelenka ďábelské růžky ${adj(C.red, 'f')}`, s: 'ears', motif: 'halloween', c: C.red },
            { n: 'Čelenka zajíček', s: 'ears', motif: 'zvířátka', c: C.white },
            { n: 'Havajský věnec na hlavu', s: 'boa', motif: 'havaj', c: C.pink },
            { n: 'Čelenka s peřím ve stylu 20. let', s: 'boa', motif: 'retro', c: C.black },
            { n: 'Čelenka s tykadly', s: 'ears', motif: 'zvířátka', c: C.black },
            { n: 'Čelenka se sobími parohy', s: 'ears', motif: 'vánoce', c: C.brown },
            { n: 'Čelenka se svatozáří', s: 'star', motif: 'mikuláš', c: C.gold },
            { n: 'Čelenka Happy New Year', s: 'star', motif: 'silvestr', c: C.gold },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.c, gross: price(r, 39, 179) };
        },
      },
      {
        slug: 'korunky-a-tiary',
        name: 'Korunky a tiáry',
        description: 'Korunky pro krále a princezny, tiáry a narozeninové kloboučky.',
        shape: 'crown',
        color: '#d4a52c',
        weight: 4,
        intro: ['Třpytivá korunka pro malé i velké oslavence.', 'Korunka, se kterou se každý cítí jako král.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'pink'));
          const item = r.pick<{ n: string; motif: string | null }>([
            { n: `Korunka ${adj(c, 'f')} s kamínky`, motif: 'princezny' },
            { n: `Tiára pro princeznu ${adj(c, 'f')}`, motif: 'princezny' },
            { n: `Královská koruna ${adj(c, 'f')}`, motif: 'historie' },
            { n: `Narozeninová korunka ${adj(c, 'f')}`, motif: 'narozeniny' },
            { n: `Papírové kloboučky na oslavu ${adj(c, 'pl')}, 6 ks`, motif: 'narozeniny' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.n.startsWith('Papírové') ? 'witchHat' : 'crown', color: c, gross: price(r, 39, 249) };
        },
      },
    ],
  },
  {
    slug: 'licidla',
    name: 'Líčidla',
    description: 'Barvy na obličej, umělá krev, efekty, třpytky a dočasná tetování.',
    shape: 'palette',
    color: '#8e24aa',
    sku: 'LIC',
    brands: ['kouzelna-dilna', 'hvezdny-prach'],
    outro: ['Dermatologicky testováno, snadno se odstraňuje vodou a mýdlem.', 'Před prvním použitím doporučujeme vyzkoušet na malé ploše kůže.'],
    related: ['kostymy', 'masky'],
    leaves: [
      {
        slug: 'barvy-na-oblicej',
        name: 'Barvy na obličej',
        description: 'Krémová líčidla, barvy na obličej a tělo, palety a fixy.',
        shape: 'palette',
        color: '#1e88e5',
        weight: 4,
        intro: ['Barva na obličej a tělo na vodní bázi, která nestéká a neštípe.', 'Líčidlo s výraznou barvou pro dokonalou masku.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; motif: string | null; color: Color }>([
            { n: `Barva na obličej a tělo ${adj(c, 'f')} 14 ml`, motif: null, color: c },
            { n: `Krémové líčidlo ${adj(c, 'n')} 28 ml`, motif: null, color: c },
            { n: `Líčicí tužka ${adj(c, 'f')}`, motif: null, color: c },
            { n: 'Sada barev na obličej, 6 barev', motif: 'zvířátka', color: C.rainbow },
            { n: `Paleta líčidel ${word.w}`, motif: word.motif, color: word.color },
            { n: 'Fixy na obličej, 6 ks', motif: null, color: C.rainbow },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'palette', color: item.color, gross: price(r, 49, 299) };
        },
      },
      {
        slug: 'umela-krev-a-efekty',
        name: 'Umělá krev a efekty',
        description: 'Umělá krev, tekutý latex, jizvy a další filmové efekty.',
        shape: 'drop',
        color: '#c62828',
        weight: 3,
        intro: ['Filmový efekt pro realistické zranění na Halloween.', 'Pomůcka pro maskéry, která z převleku udělá opravdový horor.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; c: Color }>([
            { n: `Umělá krev ${r.pick([28, 50, 100])} ml`, s: 'drop', c: C.red },
            { n: 'Umělá krev v gelu 28 ml', s: 'drop', c: C.wine },
            { n: 'Umělá krev s kapátkem 30 ml', s: 'drop', c: C.red },
            { n: 'Tekutý latex 30 ml', s: 'drop', c: col('béžov', '#e8c9a0') },
            { n: 'Modelovací vosk na rány 14 g', s: 'palette', c: col('béžov', '#e8c9a0') },
            { n: 'Samolepicí rány a jizvy, 6 ks', s: 'drop', c: C.wine },
            { n: 'Barva na zuby černá', s: 'skull', c: C.black },
            { n: 'Upíří zuby s fixační hmotou', s: 'skull', c: C.white },
          ]);
          return { name: item.n, facts: ['Lze smýt teplou vodou a mýdlem, z textilu ihned vyprat.'], motif: 'halloween', shape: item.s, color: item.c, gross: price(r, 49, 249) };
        },
      },
      {
        slug: 'trpytky-a-tetovani',
        name: 'Třpytky a tetování',
        description: 'Třpytky na obličej a tělo, třpytivé gely, kamínky a dočasná tetování.',
        shape: 'star',
        color: '#d4a52c',
        weight: 3,
        intro: ['Třpytivý doplněk, který zazáří na festivalu i na párty.', 'Dočasná ozdoba, která vydrží celou noc.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'pink', 'blue', 'purple', 'rainbow', 'turquoise'));
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; motif: string | null; s: ShapeKind; color: Color }>([
            { n: `Třpytky na obličej a tělo ${adj(c, 'pl')} 5 g`, motif: 'silvestr', s: 'star', color: c },
            { n: `Třpytivý gel ${adj(c, 'm')} 15 ml`, motif: null, s: 'drop', color: c },
            { n: `Dočasné tetování ${word.w}`, motif: word.motif, s: word.shape, color: word.color },
            { n: `Nalepovací kamínky na obličej ${adj(c, 'pl')}`, motif: null, s: 'star', color: c },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.color, gross: price(r, 29, 149) };
        },
      },
    ],
  },
  {
    slug: 'doplnky-ke-kostymum',
    name: 'Doplňky ke kostýmům',
    description: 'Rukavice, punčochy, zbraně a rekvizity, brýle, boa a další doplňky ke kostýmům.',
    shape: 'sword',
    color: '#1a3a6b',
    sku: 'DOP',
    brands: ['karnevalka', 'maskarni-svet', 'konfety-party'],
    outro: ['Dotvoří váš kostým do posledního detailu.', 'Skvělý doplněk ke kostýmu z naší nabídky.'],
    related: ['kostymy', 'klobouky-a-celenky', 'paruky'],
    leaves: [
      {
        slug: 'rukavice',
        name: 'Rukavice',
        description: 'Saténové, síťované i kostlivecké rukavice.',
        shape: 'glove',
        color: '#263238',
        weight: 3,
        intro: ['Rukavice, které dodají kostýmu eleganci.', 'Doplněk, na který se u kostýmu často zapomíná.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; motif: string | null; c: Color }>([
            { n: `Saténové rukavice dlouhé ${adj(c, 'pl')}`, motif: 'retro', c },
            { n: `Síťované rukavice bez prstů ${adj(c, 'pl')}`, motif: 'retro', c },
            { n: 'Kostlivecké rukavice', motif: 'halloween', c: C.black },
            { n: 'Rukavice s drápy vlkodlaka', motif: 'halloween', c: C.grey },
            { n: 'Bílé rukavice pro kouzelníky', motif: 'cirkus', c: C.white },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'glove', color: item.c, gross: price(r, 49, 199) };
        },
      },
      {
        slug: 'puncochy-a-podkolenky',
        name: 'Punčochy a podkolenky',
        description: 'Síťované punčochy, pruhované podkolenky a barevné punčocháče.',
        shape: 'boa',
        color: '#d24291',
        weight: 3,
        intro: ['Punčochy, které dodají převleku šmrnc.', 'Výrazný doplněk pro kostýmy všech stylů.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const stripes = r.pick([col('černo-bíl', '#263238'), col('červeno-bíl', '#e53935'), C.rainbow, col('fialovo-zelen', '#8e24aa')]);
          const item = r.pick<{ n: string; motif: string | null; c: Color }>([
            { n: `Síťované punčochy ${adj(c, 'pl')}`, motif: 'retro', c },
            { n: `Pruhované podkolenky ${adj(stripes, 'pl')}`, motif: 'čarodějnice', c: stripes },
            { n: `Punčocháče ${adj(c, 'pl')}`, motif: null, c },
            { n: 'Návleky na boty pirátské', motif: 'piráti', c: C.black },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'boa', color: item.c, gross: price(r, 69, 249) };
        },
      },
      {
        slug: 'zbrane-a-rekvizity',
        name: 'Zbraně a rekvizity',
        description: 'Šavle, meče, kouzelnické hůlky, košťata a další rekvizity.',
        shape: 'sword',
        color: '#8a96a3',
        weight: 5,
        intro: ['Rekvizita, bez které by kostým nebyl úplný.', 'Bezpečná plastová rekvizita vhodná i pro děti.'],
        gen: (r) => {
          const item = r.pick<{ n: string; s: ShapeKind; motif: string; c: Color }>([
            { n: 'Pirátská šavle 60 cm', s: 'sword', motif: 'piráti', c: C.gold },
            { n: 'Rytířský meč 70 cm', s: 'sword', motif: 'historie', c: C.silver },
            { n: 'Rytířský štít se znakem', s: 'crown', motif: 'historie', c: C.wine },
            { n: 'Kosa smrtky 120 cm', s: 'sword', motif: 'halloween', c: C.black },
            { n: 'Kouzelnická hůlka', s: 'wand', motif: 'čarodějnice', c: C.black },
            { n: 'Čarodějnické koště', s: 'wand', motif: 'čarodějnice', c: C.brown },
            { n: 'Kovbojská pistole s pouzdrem', s: 'sword', motif: 'divoký západ', c: C.brown },
            { n: 'Luk a šípy s přísavkami', s: 'sword', motif: 'divoký západ', c: C.brown },
            { n: 'Policejní pouta', s: 'glasses', motif: 'povolání', c: C.silver },
            { n: 'Svítící meč', s: 'sword', motif: 'vesmír', c: C.blue },
            { n: 'Hůlka víly s hvězdou', s: 'wand', motif: 'pohádky', c: C.pink },
            { n: 'Šerifská hvězda', s: 'star', motif: 'divoký západ', c: C.gold },
            { n: 'Pirátská páska přes oko', s: 'mask', motif: 'piráti', c: C.black },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.c, gross: price(r, 49, 349) };
        },
      },
      {
        slug: 'bryle',
        name: 'Brýle',
        description: 'Párty brýle ve tvaru srdíček a hvězd, hippie brýle i svítící brýle.',
        shape: 'glasses',
        color: '#f06292',
        weight: 3,
        intro: ['Vtipné párty brýle, které zaručí skvělé fotky.', 'Brýle, které nepřehlédnete.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const item = r.pick<{ n: string; motif: string | null; c: Color }>([
            { n: `Párty brýle srdíčka ${adj(c, 'pl')}`, motif: 'svatba', c },
            { n: `Párty brýle hvězdy ${adj(c, 'pl')}`, motif: 'silvestr', c },
            { n: 'Brýle hippie kulaté', motif: 'retro', c: C.rainbow },
            { n: 'Brýle s knírem', motif: null, c: C.black },
            { n: 'Brýle Happy New Year', motif: 'silvestr', c: C.gold },
            { n: 'Svítící LED brýle', motif: 'silvestr', c: C.blue },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'glasses', color: item.c, gross: price(r, 39, 199) };
        },
      },
      {
        slug: 'boa-a-saly',
        name: 'Boa a šály',
        description: 'Péřová boa, šály s flitry a havajské věnce.',
        shape: 'boa',
        color: '#f8bbd0',
        weight: 3,
        intro: ['Nadýchaný doplněk pro dokonalý retro look.', 'Doplněk, který okamžitě dodá převleku glamour.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; motif: string | null }>([
            { n: `Péřové boa ${adj(c, 'n')} 180 cm`, motif: 'retro' },
            { n: `Šála s flitry ${adj(c, 'f')}`, motif: 'silvestr' },
            { n: `Havajský věnec ${adj(c, 'm')}`, motif: 'havaj' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'boa', color: c, gross: price(r, 49, 249) };
        },
      },
    ],
  },
];

// ---------------------------------------------------------------- brands

const BRANDS: Array<{ slug: string; name: string; description: string; color: string; shape: ShapeKind }> = [
  { slug: 'konfety-party', name: 'Konfety Party', description: 'Vlastní značka obchodu Konfety – osvědčené party potřeby za rozumné ceny.', color: '#d24291', shape: 'confetti' },
  { slug: 'karnevalka', name: 'Karnevalka', description: 'Kostýmy a doplňky navržené pro české karnevaly, školky i plesy.', color: '#e53935', shape: 'costume' },
  { slug: 'maskarni-svet', name: 'Maškarní svět', description: 'Masky, kostýmy a doplňky v kvalitě pro divadla i náročné maškary.', color: '#8e24aa', shape: 'venetianMask' },
  { slug: 'balonkovo', name: 'Balónkovo', description: 'Latexové i fóliové balónky s certifikací pro plnění heliem.', color: '#1e88e5', shape: 'balloons' },
  { slug: 'parukarna', name: 'Parukárna', description: 'Karnevalové paruky z jemných syntetických vláken.', color: '#795548', shape: 'wig' },
  { slug: 'fiesta-line', name: 'Fiesta Line', description: 'Party dekorace a jednorázové nádobí v kolekcích, které k sobě ladí.', color: '#fb8c00', shape: 'garland' },
  { slug: 'kouzelna-dilna', name: 'Kouzelná dílna', description: 'Líčidla, efekty a kouzelnické potřeby pro děti i profesionály.', color: '#43a047', shape: 'palette' },
  { slug: 'hvezdny-prach', name: 'Hvězdný prach', description: 'Třpytky, konfety a všechno, co se na párty leskne.', color: '#d4a52c', shape: 'star' },
  { slug: 'sprymar', name: 'Šprýmař', description: 'Žertovné předměty a dárky pro všechny vtipálky.', color: '#5cc16a', shape: 'gift' },
];

// ---------------------------------------------------------------- reviews

const REVIEW_AUTHORS = ['Jana K.', 'Petra N.', 'Lucie D.', 'Martin S.', 'Tomáš H.', 'Eva P.', 'Kateřina V.', 'Jakub M.', 'Veronika B.', 'Lenka Č.', 'Pavel R.', 'Michaela Ž.', 'Ondřej T.', 'Hana F.', 'Barbora Š.', 'David K.'];
const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Naprostá spokojenost, kvalita předčila očekávání. Doporučuji!',
    'Děti byly nadšené, na oslavě to mělo obrovský úspěch.',
    'Rychlé dodání a zboží přesně podle popisu. Určitě objednám znovu.',
    'Super kvalita za rozumnou cenu, na karnevalu jsme sklidili spoustu obdivu.',
    'Vyzvednutí na prodejně bez čekání, personál byl moc ochotný.',
    'Přesně to, co jsme na párty potřebovali. Paráda!',
  ],
  4: [
    'Hezké provedení, jen velikost je spíš menší – doporučuji vzít o číslo větší.',
    'Spokojenost, barvy odpovídají fotografii. Jedna hvězdička dolů za drobné nedostatky ve zpracování.',
    'Dobrý poměr ceny a kvality, na jednu akci ideální.',
    'Vše v pořádku, jen doručení trvalo o den déle.',
  ],
  3: ['Průměrná kvalita, na jednu párty to ale stačí.', 'Materiál je tenčí, než se zdá na fotografii, vzhledově ale v pořádku.'],
  2: ['Po prvním použití se bohužel něco potrhalo.', 'Barva úplně neodpovídá fotografii.'],
  1: ['Bohužel nesplnilo očekávání, řešíme reklamaci.'],
};

// ================================================================ seeding

type ProductInsert = typeof products.$inferInsert;
type VariantInsert = typeof variants.$inferInsert;
type HistoryInsert = typeof priceHistory.$inferInsert;
type StockInsert = typeof stock.$inferInsert;

interface LeafRef {
  def: LeafDef;
  top: TopDef;
  topIndex: number;
  index: number;
  id: number;
  parentId: number;
}

interface VariantPlan {
  row: VariantInsert;
  history: HistoryInsert[];
  stock: Array<{ branchId: number; quantity: number }>;
}

interface ProductPlan {
  row: ProductInsert;
  leaf: LeafRef;
  extraCategoryIds: number[];
  images: Array<{ path: string; alt: string }>;
  variants: VariantPlan[];
}

const DAY = 86400000;
const CHUNK = 1000;
const PER_PRODUCT_IMAGE_LIMIT = 2000;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type PgType = 'int' | 'bool' | 'text' | 'timestamptz' | 'jsonb';

function encodeElement(value: unknown, type: PgType): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'int') return String(value);
  if (type === 'bool') return value ? 't' : 'f';
  const text = type === 'timestamptz' ? (value as Date).toISOString() : type === 'jsonb' ? JSON.stringify(value) : String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Multi-row insert as `INSERT … SELECT * FROM unnest($1::int[], $2::text[], …)`:
 * one parameter per column instead of one per cell, which is several times
 * faster than a VALUES list for the hundreds of thousands of rows a big seed
 * writes (and works the same on PGlite and PostgreSQL). Column keys are the
 * schema's camelCase keys, written snake_case like the schema's casing.
 */
async function bulkInsert<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  db: Db,
  table: T,
  columns: ReadonlyArray<readonly [K, PgType]>,
  rows: ReadonlyArray<Pick<T['$inferInsert'], K>>,
  options: { batch?: number; returning?: string[] } = {},
): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  const batch = options.batch ?? 20000;
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const names = sql.raw(columns.map(([key]) => `"${snake(key)}"`).join(', '));
  for (let i = 0; i < rows.length; i += batch) {
    const slice = rows.slice(i, i + batch);
    const arrays = columns.map(([key, type]) => {
      const literal = `{${slice.map((row) => encodeElement((row as Record<string, unknown>)[key], type)).join(',')}}`;
      return sql`${literal}::${sql.raw(type)}[]`;
    });
    const returning = options.returning ? sql.raw(` returning ${options.returning.map((c) => `"${snake(c)}"`).join(', ')}`) : sql``;
    const result = (await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${returning}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    if (options.returning) out.push(...result.rows);
  }
  return out;
}

const PRODUCT_COLUMNS = [
  ['slug', 'text'],
  ['code', 'text'],
  ['name', 'text'],
  ['shortDescription', 'text'],
  ['description', 'text'],
  ['brandId', 'int'],
  ['defaultCategoryId', 'int'],
  ['taxClass', 'text'],
  ['price', 'int'],
  ['priceSale', 'int'],
  ['isPriceSaleActive', 'bool'],
  ['originalPrice', 'int'],
  ['mainImage', 'text'],
  ['isAdult', 'bool'],
  ['isNew', 'bool'],
  ['hasFreeGift', 'bool'],
  ['motif', 'text'],
  ['sizeTable', 'jsonb'],
  ['recommendedRank', 'int'],
  ['soldCount', 'int'],
  ['active', 'bool'],
  ['createdAt', 'timestamptz'],
  ['updatedAt', 'timestamptz'],
] as const;

const VARIANT_COLUMNS = [
  ['productId', 'int'],
  ['code', 'text'],
  ['name', 'text'],
  ['ean', 'text'],
  ['price', 'int'],
  ['priceSale', 'int'],
  ['isPriceSaleActive', 'bool'],
  ['originalPrice', 'int'],
  ['position', 'int'],
  ['active', 'bool'],
] as const;

function eanFor(sequence: number): string {
  const body = `859${String(sequence).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** Picks up to `k` distinct items of `pool` other than `self`. */
function sample(r: Rng, pool: readonly number[] | undefined, k: number, self: number, taken: Set<number>): number[] {
  const out: number[] = [];
  if (!pool || pool.length === 0) return out;
  for (let attempt = 0; attempt < k * 4 && out.length < k; attempt++) {
    const candidate = pool[Math.floor(r.next() * pool.length)]!;
    if (candidate === self || taken.has(candidate)) continue;
    taken.add(candidate);
    out.push(candidate);
  }
  return out;
}

function pictureRef(d: Draft): string {
  return [d.shape, d.color.hex.slice(1), d.overlay ?? '', d.glyph ? `g${slugify(d.glyph) || d.glyph.charCodeAt(0)}` : ''].filter(Boolean).join('-');
}

export async function seedCatalog(db: Db, ctx: SeedContext, branchIds: { storeIds: number[]; warehouseId: number }): Promise<void> {
  const r = ctx.rng;
  const now = ctx.now.getTime();
  const total = ctx.products;
  const perProductImages = total <= PER_PRODUCT_IMAGE_LIMIT;
  const images = new ImageQueue(ctx.mediaDir, 4);
  await ensureNoImage(ctx.mediaDir);

  // ---------------------------------------------------------- brands
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        slug: b.slug,
        name: b.name,
        description: b.description,
        logo: images.add(`brands/${b.slug}.webp`, () => brandLogoSvg({ seed: b.slug, name: b.name, color: b.color, shape: b.shape })),
        active: true,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));

  // ---------------------------------------------------------- categories
  const topRows = await db
    .insert(categories)
    .values(
      TREE.map((t, i) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        image: images.add(`categories/${t.slug}.webp`, () => categorySvg({ seed: t.slug, name: t.name, shape: t.shape, color: '#ffffff', background: t.color })),
        position: i,
        inMenu: true,
        active: true,
      })),
    )
    .returning({ id: categories.id });
  const leafInserts = TREE.flatMap((t, ti) =>
    t.leaves.map((l, li) => ({
      parentId: topRows[ti]!.id,
      slug: l.slug,
      name: l.name,
      description: l.description,
      image: images.add(`categories/${l.slug}.webp`, () =>
        categorySvg({ seed: l.slug, name: l.name, shape: l.shape, color: l.color, background: t.color, glyph: l.shape === 'glyph' ? '5' : undefined }),
      ),
      position: li,
      inMenu: true,
      active: true,
    })),
  );
  const leafRows = await db.insert(categories).values(leafInserts).returning({ id: categories.id, slug: categories.slug });
  const leafIdBySlug = new Map(leafRows.map((l) => [l.slug, l.id]));
  const leaves: LeafRef[] = [];
  TREE.forEach((top, topIndex) =>
    top.leaves.forEach((def) => {
      leaves.push({ def, top, topIndex, index: leaves.length, id: leafIdBySlug.get(def.slug)!, parentId: topRows[topIndex]!.id });
    }),
  );
  const leafBySlug = new Map(leaves.map((l) => [l.def.slug, l]));
  const weightSum = leaves.reduce((s, l) => s + l.def.weight, 0);
  const pickLeaf = (): LeafRef => {
    let x = r.next() * weightSum;
    for (const l of leaves) {
      x -= l.def.weight;
      if (x < 0) return l;
    }
    return leaves[leaves.length - 1]!;
  };
  // Every leaf gets products first (twice over when there are enough), then by weight.
  const coverage = total >= leaves.length * 2 ? r.shuffle([...leaves, ...leaves]) : total >= leaves.length ? r.shuffle(leaves) : [];

  // ---------------------------------------------------------- gallery scenes (shared)
  const sceneFor = (key: string, variant: number, build: () => Parameters<typeof sceneSvg>[0]) =>
    images.add(`scenes/${slugify(key)}-${variant}.webp`, () => sceneSvg(build()));
  const motifScene = (motif: string, variant: number) =>
    sceneFor(motif, variant, () => {
      const m = MOTIFS[motif]!;
      const shapes = variant === 1 ? m.shapes : [...m.shapes.slice(1), m.shapes[0]!];
      return { seed: `${motif}-${variant}`, title: m.title, subtitle: m.subtitle, shapes, colors: variant === 1 ? m.colors : [...m.colors].reverse(), background: m.colors[0]! };
    });
  const topScene = (top: TopDef, variant: number) =>
    sceneFor(top.slug, variant, () => {
      const shapes = [...new Set([top.shape, ...top.leaves.map((l) => l.shape)])].filter((s) => s !== 'glyph');
      const picked = variant === 1 ? shapes.slice(0, 3) : shapes.slice(-3);
      return { seed: `${top.slug}-${variant}`, title: top.name, subtitle: 'Inspirace z naší nabídky', shapes: picked, colors: [top.color, '#ffb600', '#d24291'], background: top.color };
    });

  // ---------------------------------------------------------- products
  const usedSlugs = new Map<string, number>();
  const locations = [...branchIds.storeIds, branchIds.warehouseId];
  const storeCount = branchIds.storeIds.length;

  // per product, for links and reviews
  const ids: number[] = [];
  const leafOf: number[] = [];
  const motifOf: Array<string | null> = [];
  const activeOf: boolean[] = [];
  const adultOf: boolean[] = [];
  const soldOf: number[] = [];
  const createdOf: number[] = [];

  const categoryFill = new Map<number, number>();
  let sequence = 0;
  let variantSequence = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const count = Math.min(CHUNK, total - start);
    const plans: ProductPlan[] = [];
    for (let i = 0; i < count; i++) {
      const leaf = coverage[start + i] ?? pickLeaf();
      plans.push(planProduct(leaf));
    }

    const inserted = await bulkInsert(db, products, PRODUCT_COLUMNS, plans.map((p) => p.row), { batch: 1000, returning: ['id', 'code'] });
    const productIdByCode = new Map(inserted.map((row) => [row.code as string, Number(row.id)]));
    const productIds = plans.map((p) => productIdByCode.get(p.row.code)!);

    const imageRows: Array<typeof productImages.$inferInsert> = [];
    const categoryRows: Array<typeof productCategories.$inferInsert> = [];
    const variantRows: VariantInsert[] = [];
    const variantOwner: VariantPlan[] = [];
    plans.forEach((p, i) => {
      const productId = productIds[i]!;
      p.images.forEach((img, position) => imageRows.push({ productId, path: img.path, alt: img.alt, position }));
      for (const categoryId of [p.leaf.id, ...p.extraCategoryIds]) {
        // position = order of the product within the category (manual sort order)
        const position = categoryFill.get(categoryId) ?? 0;
        categoryFill.set(categoryId, position + 1);
        categoryRows.push({ productId, categoryId, position });
      }
      for (const v of p.variants) {
        variantRows.push({ ...v.row, productId });
        variantOwner.push(v);
      }
      ids.push(productId);
      leafOf.push(p.leaf.index);
      motifOf.push(p.row.motif ?? null);
      activeOf.push(p.row.active ?? true);
      adultOf.push(p.row.isAdult ?? false);
      soldOf.push(p.row.soldCount ?? 0);
      createdOf.push((p.row.createdAt as Date).getTime());
    });

    await bulkInsert(db, productImages, [['productId', 'int'], ['path', 'text'], ['alt', 'text'], ['position', 'int']], imageRows);
    await bulkInsert(db, productCategories, [['productId', 'int'], ['categoryId', 'int'], ['position', 'int']], categoryRows);
    const insertedVariants = await bulkInsert(db, variants, VARIANT_COLUMNS, variantRows as Array<VariantInsert & { productId: number }>, { batch: 5000, returning: ['id', 'code'] });
    const variantIdByCode = new Map(insertedVariants.map((row) => [row.code as string, Number(row.id)]));
    const variantIds = variantRows.map((v) => variantIdByCode.get(v.code)!);
    const historyRows: HistoryInsert[] = [];
    const stockRows: StockInsert[] = [];
    variantOwner.forEach((v, i) => {
      const variantId = variantIds[i]!;
      for (const h of v.history) historyRows.push({ ...h, variantId });
      for (const s of v.stock) stockRows.push({ variantId, branchId: s.branchId, quantity: s.quantity });
    });
    await bulkInsert(db, priceHistory, [['variantId', 'int'], ['price', 'int'], ['priceSale', 'int'], ['isPriceSaleActive', 'bool'], ['validFrom', 'timestamptz']], historyRows);
    await bulkInsert(db, stock, [['variantId', 'int'], ['branchId', 'int'], ['quantity', 'int']], stockRows);
    ctx.progress('products', start + count, total);
    // keep the picture backlog bounded on big seeds
    await images.drain(2000);
  }

  // ---------------------------------------------------------- links
  const byLeaf = new Map<number, number[]>();
  const byMotif = new Map<string, number[]>();
  const byMotifTop = new Map<string, number[]>();
  const byTop = new Map<number, number[]>();
  const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (let i = 0; i < ids.length; i++) {
    if (!activeOf[i]) continue;
    const leaf = leaves[leafOf[i]!]!;
    push(byLeaf, leaf.index, i);
    push(byTop, leaf.topIndex, i);
    const motif = motifOf[i];
    if (motif) {
      push(byMotif, motif, i);
      push(byMotifTop, `${motif}|${leaf.topIndex}`, i);
    }
  }
  const topIndexBySlug = new Map(TREE.map((t, i) => [t.slug, i]));
  const accessoryTops = ['paruky', 'masky', 'klobouky-a-celenky', 'doplnky-ke-kostymum', 'licidla'].map((s) => topIndexBySlug.get(s)!);
  const heliumLeaf = leafBySlug.get('helium-a-prislusenstvi')!.index;
  const costumeTop = topIndexBySlug.get('kostymy')!;
  const balloonTop = topIndexBySlug.get('balonky')!;

  const linkRows: Array<typeof productLinks.$inferInsert> = [];
  const flushLinks = async (force: boolean) => {
    if (linkRows.length >= 20000 || (force && linkRows.length > 0)) {
      const batch = linkRows.splice(0, linkRows.length);
      await bulkInsert(db, productLinks, [['productId', 'int'], ['linkedProductId', 'int'], ['kind', 'text'], ['position', 'int']], batch);
    }
  };
  for (let i = 0; i < ids.length; i++) {
    const leaf = leaves[leafOf[i]!]!;
    const motif = motifOf[i];
    const add = (kind: (typeof productLinks.$inferInsert)['kind'], targets: number[]) =>
      targets.forEach((t, position) => linkRows.push({ productId: ids[i]!, linkedProductId: ids[t]!, kind, position }));

    add('similar', sample(r, byLeaf.get(leaf.index), 4, i, new Set()));
    if (motif) add('motif', sample(r, byMotif.get(motif), 4, i, new Set()));

    const relatedTaken = new Set<number>();
    const related: number[] = [];
    for (const slug of r.shuffle(leaf.top.related).slice(0, 3)) {
      const ti = topIndexBySlug.get(slug)!;
      const pool = (motif && byMotifTop.get(`${motif}|${ti}`)) || byTop.get(ti);
      related.push(...sample(r, pool, 1, i, relatedTaken));
    }
    add('related', related);

    if (leaf.topIndex === costumeTop && motif) {
      const setTaken = new Set<number>();
      const set: number[] = [];
      for (const ti of r.shuffle(accessoryTops)) {
        if (set.length >= 3) break;
        set.push(...sample(r, byMotifTop.get(`${motif}|${ti}`), 1, i, setTaken));
      }
      add('set', set);
    } else if (leaf.topIndex === balloonTop && leaf.index !== heliumLeaf) {
      add('set', sample(r, byLeaf.get(heliumLeaf), r.int(1, 2), i, new Set()));
    }
    if ((i + 1) % CHUNK === 0) {
      await flushLinks(false);
      ctx.progress('product-links', i + 1, ids.length);
    }
  }
  await flushLinks(true);
  ctx.progress('product-links', ids.length, ids.length);

  // ---------------------------------------------------------- reviews
  const popular = ids
    .map((_, i) => i)
    .filter((i) => activeOf[i] && !adultOf[i])
    .sort((a, b) => soldOf[b]! - soldOf[a]! || a - b)
    .slice(0, Math.max(5, Math.min(400, Math.round(total * 0.05))));
  const reviewRows: Array<typeof reviews.$inferInsert> = [];
  for (const i of popular) {
    const howMany = r.int(1, 4);
    for (let k = 0; k < howMany; k++) {
      const x = r.next();
      const rating = x < 0.5 ? 5 : x < 0.78 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1;
      const earliest = createdOf[i]! + DAY;
      const at = Math.max(earliest, now - r.int(1, 365) * DAY - r.int(0, 23) * 3600000);
      reviewRows.push({
        productId: ids[i]!,
        authorName: r.pick(REVIEW_AUTHORS),
        rating,
        text: r.pick(REVIEW_TEXTS[rating]!),
        verifiedPurchase: r.chance(0.65),
        state: 'approved',
        createdAt: new Date(Math.min(at, now - 3600000)),
      });
    }
  }
  await insertInBatches(reviewRows, 1000, (b) => db.insert(reviews).values(b));

  const result = await images.done();
  ctx.progress('images', result.written + result.skipped, images.size);

  // ================================================================ planning one product

  function planProduct(leaf: LeafRef): ProductPlan {
    const d = leaf.def.gen(r);
    sequence++;
    const code = `${leaf.top.sku}-${String(sequence).padStart(6, '0')}`;
    const baseSlug = slugify(d.name);
    const seen = usedSlugs.get(baseSlug) ?? 0;
    usedSlugs.set(baseSlug, seen + 1);
    const slug = seen === 0 ? baseSlug : `${baseSlug}-${seen + 1}`;

    // flags
    const isNew = r.chance(0.1);
    const onSale = !isNew && d.gross >= 49 && r.chance(0.167);
    const active = onSale || r.chance(0.985);
    const createdAt = isNew
      ? now - r.int(0, 27) * DAY - r.int(1, 20) * 3600000
      : now - r.int(onSale ? 90 : 45, 900) * DAY - r.int(0, 23) * 3600000;
    const saleStart = onSale ? now - r.int(1, 20) * DAY - r.int(0, 23) * 3600000 : 0;
    const promoBefore = onSale && r.chance(0.15);
    const priceChanged = !onSale && !isNew && r.chance(0.2);
    const discount = onSale ? r.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4]) : 0;
    const availability = r.next();
    const stockClass = availability < 0.02 ? 'none' : availability < 0.1 ? 'soldOut' : 'inStock';

    // variants
    const sizes = d.sizing ? pickSizes(d.sizing) : null;
    const surcharge = sizes && r.chance(0.35) ? (d.deluxe ? 100 : 50) : 0;
    const variantPlans: VariantPlan[] = [];
    const specs = sizes
      ? sizes.map((s, i) => ({ code: `${code}-${s.code}`, name: s.name, gross: isBig(d.sizing!, s.code) && surcharge ? niceAtLeast(d.gross + surcharge) : d.gross, first: i === 0 }))
      : [{ code, name: 'Univerzální', gross: d.gross, first: true }];
    for (const spec of specs) {
      variantSequence++;
      const net = netOf(spec.gross);
      const history: Array<PriceFields & { validFrom: Date }> = [];
      let saleNet: number | null = null;
      let originalPrice: number | null = null;
      if (onSale) {
        const saleGross = niceBelow(Math.round(spec.gross * (1 - discount))) ?? niceBelow(spec.gross)!;
        saleNet = netOf(saleGross);
        history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
        if (promoBefore) {
          const promoGross = niceBelow(Math.round(spec.gross * (1 - discount / 2))) ?? saleGross;
          const promoNet = netOf(Math.max(promoGross, saleGross));
          history.push({ price: net, priceSale: promoNet, isPriceSaleActive: true, validFrom: new Date(saleStart - 25 * DAY) });
          history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(saleStart - 15 * DAY) });
        }
        history.push({ price: net, priceSale: saleNet, isPriceSaleActive: true, validFrom: new Date(saleStart) });
        originalPrice = lowestPriceBefore(history, new Date(saleStart));
      } else if (priceChanged) {
        const oldGross = r.chance(0.7) ? niceBelow(spec.gross) ?? spec.gross : niceAtLeast(spec.gross + 1);
        const changedAt = Math.min(now - 31 * DAY, createdAt + r.int(20, 300) * DAY);
        history.push({ price: netOf(oldGross), priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
        if (changedAt > createdAt) history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(changedAt) });
        else history[0]!.price = net;
      } else {
        history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
      }
      const variantActive = spec.first || !r.chance(0.04);
      variantPlans.push({
        row: {
          code: spec.code,
          name: spec.name,
          ean: eanFor(variantSequence),
          price: net,
          priceSale: saleNet,
          isPriceSaleActive: onSale,
          originalPrice,
          position: variantPlans.length,
          active: variantActive,
        } as VariantInsert,
        history: history.map((h) => ({ price: h.price, priceSale: h.priceSale, isPriceSaleActive: h.isPriceSaleActive, validFrom: h.validFrom }) as HistoryInsert),
        stock: planStock(stockClass),
      });
    }
    if (stockClass === 'inStock' && !variantPlans.some((v) => v.stock.some((s) => s.quantity > 0))) {
      variantPlans[0]!.stock = [{ branchId: branchIds.warehouseId, quantity: r.int(3, 40) }];
    }

    // product prices mirror the cheapest active variant
    const cheapest = variantPlans
      .filter((v) => v.row.active !== false)
      .reduce((best, v) => (effective(v.row) < effective(best.row) ? v : best));

    // images
    const tag = leaf.def.adult ? '18+' : undefined;
    const ref = pictureRef(d);
    const mainPath = perProductImages
      ? images.add(`products/${code.toLowerCase()}.webp`, () =>
          productSvg({ seed: code, shape: d.shape, overlay: d.overlay, color: d.color.hex, accent: d.accent, background: leaf.def.color, glyph: d.glyph, title: d.name, tag }),
        )
      : images.add(`pool/${ref}.webp`, () =>
          productSvg({ seed: ref, shape: d.shape, overlay: d.overlay, color: d.color.hex, accent: d.accent, background: d.color.hex, glyph: d.glyph, tag }),
        );
    const gallery: Array<{ path: string; alt: string }> = [{ path: mainPath, alt: d.name }];
    const galleryCount = r.int(1, 3);
    const detailRef = pictureRef({ ...d, overlay: undefined });
    const detailPath = images.add(`pool/${detailRef}-detail.webp`, () =>
      productSvg({ seed: `${detailRef}-detail`, shape: d.shape, color: d.color.hex, accent: d.accent, background: d.color.hex, glyph: d.glyph, alt: true }),
    );
    gallery.push({ path: detailPath, alt: `${d.name} – detail` });
    for (let k = 1; k < galleryCount; k++) {
      const path = d.motif ? motifScene(d.motif, k) : topScene(leaf.top, k);
      gallery.push({ path, alt: `${d.name} – inspirace` });
    }

    // categories: default leaf, its parent, sometimes a second leaf (and its parent)
    const extra = new Set<number>([leaf.parentId]);
    const second = d.extraLeaf ? leafBySlug.get(d.extraLeaf) : undefined;
    if (second && second.id !== leaf.id) {
      extra.add(second.id);
      extra.add(second.parentId);
    }
    extra.delete(leaf.id);

    // texts
    const sentences = [d.intro ?? r.pick(leaf.def.intro), ...d.facts.slice(0, 2)];
    if (d.motif && MOTIFS[d.motif] && r.chance(0.8)) sentences.push(r.pick(MOTIFS[d.motif]!.sentences));
    else sentences.push(r.pick(leaf.top.outro));

    const soldCount = stockClass === 'none' ? r.int(0, 3) : Math.floor(r.next() ** 3 * (isNew ? 120 : 1500)) + (stockClass === 'soldOut' ? 5 : 0);
    const brandSlug = r.chance(0.9) ? r.pick(leaf.top.brands) : null;
    const updatedAt = Math.max(createdAt, ...variantPlans.flatMap((v) => v.history.map((h) => (h.validFrom as Date).getTime())));

    return {
      row: {
        slug,
        code,
        name: d.name,
        shortDescription: sentences[0]!,
        description: sentences.join(' '),
        brandId: brandSlug ? brandId.get(brandSlug)! : null,
        defaultCategoryId: leaf.id,
        taxClass: 'standard',
        price: cheapest.row.price,
        priceSale: cheapest.row.priceSale ?? null,
        isPriceSaleActive: cheapest.row.isPriceSaleActive ?? false,
        originalPrice: cheapest.row.originalPrice ?? null,
        mainImage: mainPath,
        isAdult: leaf.def.adult ?? false,
        isNew,
        hasFreeGift: r.chance(0.03),
        motif: d.motif,
        sizeTable: sizes ? sizeTable(d.sizing!, sizes) : null,
        recommendedRank: Math.min(1000, r.int(0, 700) + (onSale ? 150 : 0) + (isNew ? 100 : 0) + Math.min(150, Math.floor(soldCount / 10))),
        soldCount,
        active,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      },
      leaf,
      extraCategoryIds: [...extra],
      images: gallery,
      variants: variantPlans,
    };
  }

  function effective(v: VariantInsert): number {
    return v.isPriceSaleActive && v.priceSale != null ? v.priceSale : v.price;
  }

  function pickSizes(audience: Audience): SizeDef[] {
    const all = SIZE_TABLES[audience].sizes;
    const len = Math.min(all.length, r.int(3, all.length));
    const startIndex = r.int(0, all.length - len);
    return all.slice(startIndex, startIndex + len);
  }

  function isBig(audience: Audience, sizeCode: string): boolean {
    return audience === 'kids' ? sizeCode === '146' : sizeCode === 'XL' || sizeCode === 'XXL';
  }

  function sizeTable(audience: Audience, sizes: SizeDef[]): SizeTable {
    return { columns: SIZE_TABLES[audience].columns, rows: sizes.map((s) => s.row) };
  }

  function planStock(stockClass: 'none' | 'soldOut' | 'inStock'): Array<{ branchId: number; quantity: number }> {
    if (stockClass === 'none') return [];
    const rows: Array<{ branchId: number; quantity: number }> = [];
    if (stockClass === 'soldOut') {
      const k = r.int(1, 3);
      const picked = r.shuffle(locations).slice(0, k);
      for (const branchId of picked) rows.push({ branchId, quantity: 0 });
      return rows;
    }
    if (r.chance(0.85)) rows.push({ branchId: branchIds.warehouseId, quantity: r.chance(0.1) ? 0 : r.int(1, 60) });
    const k = r.int(1, 6);
    for (let i = 0; i < k; i++) {
      // random stores; a repeated pick just means one store fewer
      const branchId = branchIds.storeIds[r.int(0, storeCount - 1)]!;
      if (rows.some((row) => row.branchId === branchId)) continue;
      rows.push({ branchId, quantity: r.chance(0.2) ? 0 : r.int(1, 12) });
    }
    return rows;
  }
}
