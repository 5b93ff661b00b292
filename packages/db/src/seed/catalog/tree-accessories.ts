// Category tree, part 3: party supplies, jokes, hats, face paint and costume accessories with their product generators.
import type { ShapeKind } from '../media';
import type { TopDef } from './types';
import { adj, C, col, type Color, colors, FIGURES, MOTIF_WORDS, PARTY_COLORS, price, TEXTILE_COLORS } from './vocabulary';

export const ACCESSORY_TOPS: TopDef[] = [
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
