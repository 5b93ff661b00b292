// Costume characters, size tables per audience and the costume generators (by audience and by theme).
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import type { ProductSize } from '@konfety/domain/facets';
import type { Audience, Draft, Gen } from './types';
import { C, type Color, niceAtLeast, price } from './vocabulary';

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

export const T = {
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

export interface SizeDef {
  code: string;
  name: string;
  /** The variant's size for the listings' size facet (domain facets.ts `productSizes`). */
  size: ProductSize;
  row: string[];
}

export const SIZE_TABLES: Record<Audience, { columns: string[]; sizes: SizeDef[] }> = {
  kids: {
    columns: ['Velikost', 'Věk', 'Výška postavy (cm)', 'Obvod hrudníku (cm)'],
    sizes: [
      { code: '98', size: '98-104', name: '98–104 (3–4 roky)', row: ['98–104', '3–4 roky', '98–104', '54–56'] },
      { code: '110', size: '110-116', name: '110–116 (4–6 let)', row: ['110–116', '4–6 let', '110–116', '56–60'] },
      { code: '122', size: '122-128', name: '122–128 (6–8 let)', row: ['122–128', '6–8 let', '122–128', '60–64'] },
      { code: '134', size: '134-140', name: '134–140 (8–10 let)', row: ['134–140', '8–10 let', '134–140', '64–70'] },
      { code: '146', size: '146-152', name: '146–152 (10–12 let)', row: ['146–152', '10–12 let', '146–152', '70–76'] },
    ],
  },
  women: {
    columns: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Obvod boků (cm)'],
    sizes: [
      { code: 'XS', size: 'XS', name: 'XS', row: ['XS', '32–34', '78–82', '60–64', '86–90'] },
      { code: 'S', size: 'S', name: 'S', row: ['S', '36–38', '84–88', '66–70', '92–96'] },
      { code: 'M', size: 'M', name: 'M', row: ['M', '40–42', '90–96', '72–78', '98–104'] },
      { code: 'L', size: 'L', name: 'L', row: ['L', '44–46', '98–104', '80–86', '106–112'] },
      { code: 'XL', size: 'XL', name: 'XL', row: ['XL', '48–50', '106–112', '88–94', '114–120'] },
    ],
  },
  men: {
    columns: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Výška postavy (cm)'],
    sizes: [
      { code: 'S', size: 'S', name: 'S', row: ['S', '44–46', '88–94', '76–82', '165–172'] },
      { code: 'M', size: 'M', name: 'M', row: ['M', '48–50', '96–102', '84–90', '172–178'] },
      { code: 'L', size: 'L', name: 'L', row: ['L', '52–54', '104–110', '92–98', '178–184'] },
      { code: 'XL', size: 'XL', name: 'XL', row: ['XL', '56–58', '112–118', '100–106', '182–188'] },
      { code: 'XXL', size: 'XXL', name: 'XXL', row: ['XXL', '60–62', '120–126', '108–114', '186–192'] },
    ],
  },
  unisex: {
    columns: ['Velikost', 'Obvod hrudníku (cm)', 'Výška postavy (cm)'],
    sizes: [
      { code: 'S', size: 'S', name: 'S', row: ['S', '86–94', '160–170'] },
      { code: 'M', size: 'M', name: 'M', row: ['M', '94–102', '168–178'] },
      { code: 'L', size: 'L', name: 'L', row: ['L', '102–110', '176–186'] },
      { code: 'XL', size: 'XL', name: 'XL', row: ['XL', '110–118', '184–192'] },
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

export function genAudience(audience: Exclude<Audience, 'unisex'>): Gen {
  const pool = CHARACTERS.filter((c) =>
    audience === 'kids' ? c.only !== 'adults' : c.only !== 'kids' && (c.g === 'u' || c.g === (audience === 'women' ? 'f' : 'm')),
  );
  return (r) => {
    const c = r.pick(pool);
    return costumeDraft(r, c, audience, c.theme ?? undefined);
  };
}

export function genTheme(theme: string): Gen {
  const pool = CHARACTERS.filter((c) => c.theme === theme);
  return (r) => {
    const c = r.pick(pool);
    const audience = audienceFor(r, c);
    return costumeDraft(r, c, audience, audience === 'unisex' ? undefined : AUDIENCE_LEAF[audience]);
  };
}
