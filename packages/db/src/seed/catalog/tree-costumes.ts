// Category tree, part 1: costumes, wigs and masks with their product generators.
import type { ShapeKind } from '../media';
import { genAudience, genTheme, T } from './costumes';
import type { TopDef } from './types';
import { adj, C, type Color, colors, HAIR_COLORS, NEON_COLORS, price, TEXTILE_COLORS } from './vocabulary';

export const COSTUME_TOPS: TopDef[] = [
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
];
