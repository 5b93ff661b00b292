// Category tree, part 3: party supplies, jokes, hats, face paint and costume accessories with their product generators.
import type { ShapeKind } from '../media';
import type { TopDef } from './types';
import { adj, adjSk, C, col, type Color, colors, FIGURES, MOTIF_WORDS, PARTY_COLORS, price, TEXTILE_COLORS } from './vocabulary';

export const ACCESSORY_TOPS: TopDef[] = [
  {
    slug: 'party-doplnky',
    name: 'Párty doplňky',
    description: 'Talířky, kelímky, ubrousky, dortové svíčky, piňaty a párty hry.',
    sk: {
      slug: 'party-doplnky',
      name: 'Párty doplnky',
      description: 'Tanieriky, poháriky, servítky, sviečky na tortu, piňaty a párty hry.',
      outro: ['Zladíte s ďalšími doplnkami z rovnakej kolekcie.', 'Skvelý doplnok na každú oslavu.'],
    },
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
        sk: {
          slug: 'jednorazovy-riad',
          name: 'Jednorazový riad',
          description: 'Papierové tanieriky, poháriky, servítky, slamky a príbory.',
          intro: ['Praktický jednorazový riad, vďaka ktorému po oslave nebudete umývať riad.', 'Papierový riad s veselým dizajnom.'],
        },
        shape: 'plate',
        color: '#1e88e5',
        weight: 8,
        intro: ['Praktické jednorázové nádobí, díky kterému po oslavě nebudete mýt nádobí.', 'Papírové nádobí s veselým designem.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null; color: Color }>([
            { n: `Papírové talíře ${adj(c, 'pl')} 23 cm, 8 ks`, sk: `Papierové taniere ${adjSk(c, 'pl')} 23 cm, 8 ks`, s: 'plate', motif: null, color: c },
            { n: `Papírové talíře ${word.w} 23 cm, 8 ks`, sk: `Papierové taniere ${word.sk} 23 cm, 8 ks`, s: 'plate', motif: word.motif, color: word.color },
            { n: `Papírové kelímky ${adj(c, 'pl')} 250 ml, 8 ks`, sk: `Papierové poháre ${adjSk(c, 'pl')} 250 ml, 8 ks`, s: 'cup', motif: null, color: c },
            { n: `Papírové kelímky ${word.w} 250 ml, 8 ks`, sk: `Papierové poháre ${word.sk} 250 ml, 8 ks`, s: 'cup', motif: word.motif, color: word.color },
            { n: `Papírové ubrousky ${adj(c, 'pl')} 33 × 33 cm, 20 ks`, sk: `Papierové servítky ${adjSk(c, 'pl')} 33 × 33 cm, 20 ks`, s: 'plate', motif: null, color: c },
            { n: `Papírové ubrousky ${word.w} 33 × 33 cm, 20 ks`, sk: `Papierové servítky ${word.sk} 33 × 33 cm, 20 ks`, s: 'plate', motif: word.motif, color: word.color },
            { n: `Papírová brčka ${adj(c, 'npl')}, 25 ks`, sk: `Papierové slamky ${adjSk(c, 'pl')}, 25 ks`, s: 'cup', motif: 'havaj', color: c },
            { n: `Plastové příbory ${adj(c, 'pl')}, 24 ks`, sk: `Plastové príbory ${adjSk(c, 'pl')}, 24 ks`, s: 'plate', motif: null, color: c },
          ]);
          return {
            name: item.n,
            facts: ['Vyrobeno z recyklovatelného materiálu.'],
            motif: item.motif,
            shape: item.s,
            color: item.color,
            gross: price(r, 29, 129),
            sk: { name: item.sk, facts: ['Vyrobené z recyklovateľného materiálu.'] },
          };
        },
      },
      {
        slug: 'svicky-na-dort',
        name: 'Svíčky na dort',
        description: 'Dortové svíčky, číslice, fontány a svíčky, které nejdou sfouknout.',
        sk: {
          slug: 'sviecky-na-tortu',
          name: 'Sviečky na tortu',
          description: 'Tortové sviečky, čísla, fontány a sviečky, ktoré nejdú sfúknuť.',
          intro: ['Tortové sviečky ako sladká bodka každej oslavy.', 'Sviečky, ktoré na torte nesmú chýbať.'],
        },
        shape: 'candle',
        color: '#f06292',
        weight: 5,
        intro: ['Dortové svíčky pro sladkou tečku každé oslavy.', 'Svíčky, které na dortu nesmí chybět.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'pink', 'blue', 'red', 'rainbow', 'black'));
          if (r.chance(0.5)) {
            const d = String(r.int(0, 9));
            return {
              name: `Dortová svíčka číslice ${d} ${adj(c, 'f')}`,
              facts: ['Výška svíčky je 8 cm.'],
              motif: 'narozeniny',
              shape: 'glyph',
              glyph: d,
              color: c,
              gross: price(r, 29, 69),
              sk: { name: `Tortová sviečka číslo ${d} ${adjSk(c, 'f')}`, facts: ['Výška sviečky je 8 cm.'] },
            };
          }
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; min: number; max: number }>([
            { n: `Svíčky na dort ${adj(c, 'pl')}, 24 ks`, sk: `Sviečky na tortu ${adjSk(c, 'pl')}, 24 ks`, s: 'candle', min: 29, max: 59 },
            { n: 'Dortová fontána 12 cm', sk: 'Tortová fontána 12 cm', s: 'confetti', min: 29, max: 59 },
            { n: 'Svíčka na dort „Happy Birthday“', sk: 'Sviečka na tortu „Happy Birthday“', s: 'candle', min: 39, max: 79 },
            { n: 'Trikové svíčky na dort, které nejdou sfouknout, 10 ks', sk: 'Trikové sviečky na tortu, ktoré nejdú sfúknuť, 10 ks', s: 'candle', min: 39, max: 69 },
            { n: 'Hudební svíčka na dort ve tvaru květu', sk: 'Hudobná sviečka na tortu v tvare kvetu', s: 'star', min: 79, max: 149 },
          ]);
          return { name: item.n, facts: [], motif: 'narozeniny', shape: item.s, color: c, gross: price(r, item.min, item.max), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'party-hry-a-pinaty',
        name: 'Párty hry a piňaty',
        description: 'Piňaty, rekvizity do fotokoutku a hry pro zábavu na oslavě.',
        sk: {
          slug: 'party-hry-a-pinaty',
          name: 'Párty hry a piňaty',
          description: 'Piňaty, rekvizity do fotokútika a hry na zábavu na oslave.',
          intro: ['Zábava pre deti aj dospelých, ktorá rozprúdi každú oslavu.', 'Hra, pri ktorej sa budú smiať všetci hostia.'],
        },
        shape: 'dice',
        color: '#43a047',
        weight: 5,
        intro: ['Zábava pro děti i dospělé, která rozproudí každou oslavu.', 'Hra, u které se budou smát všichni hosté.'],
        gen: (r) => {
          const word = r.pick(MOTIF_WORDS);
          const fig = r.pick(FIGURES.filter((f) => f.shape !== 'bottle'));
          // Drawn before the pick, as it always was (inside the list below).
          const digit = r.int(1, 9);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null; color: Color; min: number; max: number }>([
            { n: `Piňata ${fig.n}`, sk: `Piňata ${fig.sk}`, s: fig.shape, motif: fig.motif, color: fig.color, min: 249, max: 499 },
            { n: `Piňata číslice ${digit}`, sk: `Piňata číslo ${digit}`, s: 'glyph', motif: 'narozeniny', color: C.rainbow, min: 249, max: 449 },
            { n: `Rekvizity do fotokoutku ${word.w}, 12 ks`, sk: `Rekvizity do fotokútika ${word.sk}, 12 ks`, s: 'moustache', motif: word.motif, color: word.color, min: 99, max: 199 },
            { n: 'Kvízová hra na oslavu narozenin', sk: 'Kvízová hra na oslavu narodenín', s: 'dice', motif: 'narozeniny', color: C.blue, min: 149, max: 299 },
            { n: 'Párty hra Pravda nebo úkol', sk: 'Párty hra Pravda alebo úloha', s: 'dice', motif: null, color: C.red, min: 199, max: 349 },
            { n: 'Hra na hledání pokladu pro děti', sk: 'Hra na hľadanie pokladu pre deti', s: 'pirateHat', motif: 'piráti', color: C.brown, min: 199, max: 299 },
          ]);
          return {
            name: item.n,
            facts: [],
            motif: item.motif,
            shape: item.s,
            glyph: item.s === 'glyph' ? item.n.slice(-1) : undefined,
            color: item.color,
            gross: price(r, item.min, item.max),
            sk: { name: item.sk, facts: [] },
          };
        },
      },
      {
        slug: 'rozlucka-se-svobodou',
        name: 'Rozlučka se svobodou',
        description: 'Šerpy, závoje, odznaky a doplňky pro nevěstu, ženicha i jejich tým.',
        sk: {
          slug: 'rozlucka-so-slobodou',
          name: 'Rozlúčka so slobodou',
          description: 'Šerpy, závoje, odznaky a doplnky pre nevestu, ženícha aj ich tím.',
          intro: ['Doplnok, vďaka ktorému bude nevesta na rozlúčke neprehliadnuteľná.', 'Zábavný doplnok na nezabudnuteľnú rozlúčku so slobodou.'],
        },
        shape: 'heart',
        color: '#f06292',
        weight: 4,
        intro: ['Doplněk, díky kterému bude nevěsta na rozlučce nepřehlédnutelná.', 'Zábavný doplněk pro nezapomenutelnou rozlučku se svobodou.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color }>([
            { n: 'Šerpa „Budoucí nevěsta“ růžová', sk: 'Šerpa „Budúca nevesta“ ružová', s: 'boa', c: C.pink },
            { n: 'Šerpa „Tým nevěsty“ černá', sk: 'Šerpa „Tím nevesty“ čierna', s: 'boa', c: C.black },
            { n: 'Závoj pro nevěstu na rozlučku', sk: 'Závoj pre nevestu na rozlúčku', s: 'dress', c: C.white },
            { n: 'Odznaky „Tým nevěsty“, 6 ks', sk: 'Odznaky „Tím nevesty“, 6 ks', s: 'heart', c: C.pink },
            { n: 'Čelenka se svítícími srdíčky', sk: 'Čelenka so svietiacimi srdiečkami', s: 'heart', c: C.red },
            { n: 'Šerpa „Poslední noc na svobodě“ modrá', sk: 'Šerpa „Posledná noc na slobode“ modrá', s: 'boa', c: C.blue },
            { n: 'Kelímky „Tým ženicha“, 8 ks', sk: 'Poháre „Tím ženícha“, 8 ks', s: 'cup', c: C.blue },
          ]);
          return { name: item.n, facts: [], motif: 'rozlučka', shape: item.s, color: item.c, gross: price(r, 49, 249), sk: { name: item.sk, facts: [] } };
        },
      },
    ],
  },
  {
    slug: 'zertovne-predmety',
    name: 'Žertovné předměty',
    description: 'Žertovné dárky, kouzelnické triky a pikantní dárky pro dospělé.',
    sk: {
      slug: 'zartovne-predmety',
      name: 'Žartovné predmety',
      description: 'Žartovné darčeky, kúzelnícke triky a pikantné darčeky pre dospelých.',
      outro: ['Ideálny drobný darček pre kamaráta so zmyslom pre humor.', 'Zaručene vyčarí úsmev na tvári.'],
    },
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
        sk: {
          slug: 'zartovne-darceky',
          name: 'Žartovné darčeky',
          description: 'Prdiace vankúšiky, vyskakujúce hady a ďalšia klasika pre vtipkárov.',
          intro: ['Klasický žartovný predmet pre všetkých vtipkárov.', 'Nevinný žart, na ktorom sa zasmejú všetci – vrátane obete.'],
        },
        shape: 'gift',
        color: '#43a047',
        weight: 4,
        intro: ['Klasický žertovný předmět pro všechny vtipálky.', 'Nevinný žert, u kterého se nasmějí všichni – včetně oběti.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color }>([
            { n: 'Prdící polštářek', sk: 'Prdiaci vankúšik', s: 'balloon', c: C.pink },
            { n: 'Vyskakující had v plechovce', sk: 'Vyskakujúci had v plechovke', s: 'gift', c: C.green },
            { n: 'Gumový šváb, 3 ks', sk: 'Gumený šváb, 3 ks', s: 'gift', c: C.brown },
            { n: 'Brýle s vypadávajícíma očima', sk: 'Okuliare s vypadávajúcimi očami', s: 'glasses', c: C.black },
            { n: 'Umělé psí hovínko', sk: 'Umelé psie hovienko', s: 'drop', c: C.brown },
            { n: 'Mýdlo, které barví ruce načerno', sk: 'Mydlo, ktoré farbí ruky na čierno', s: 'gift', c: C.white },
            { n: 'Plastová moucha v kostce ledu, 4 ks', sk: 'Plastová mucha v kocke ľadu, 4 ks', s: 'dice', c: C.babyBlue },
            { n: 'Nafukovací kladivo', sk: 'Nafukovacie kladivo', s: 'sword', c: C.red },
            { n: 'Falešná rozbitá sklenička', sk: 'Falošný rozbitý pohárik', s: 'cup', c: C.babyBlue },
            { n: 'Bzučák do dlaně', sk: 'Bzučiak do dlane', s: 'gift', c: C.silver },
          ]);
          return { name: item.n, facts: [], motif: null, shape: item.s, color: item.c, gross: price(r, 29, 199), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'kouzla-a-triky',
        name: 'Kouzla a triky',
        description: 'Kouzelnické sady, hůlky a triky pro začínající i pokročilé kouzelníky.',
        sk: {
          slug: 'kuzla-a-triky',
          name: 'Kúzla a triky',
          description: 'Kúzelnícke sady, paličky a triky pre začínajúcich aj pokročilých kúzelníkov.',
          intro: ['Kúzelnícka pomôcka, s ktorou ohromíte publikum.', 'Triky, ktoré zvládne aj začínajúci kúzelník.'],
        },
        shape: 'wand',
        color: '#263238',
        weight: 2,
        intro: ['Kouzelnická pomůcka, se kterou ohromíte publikum.', 'Triky, které zvládne i začínající kouzelník.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Kouzelnická sada pro začátečníky, 50 triků', sk: 'Kúzelnícka sada pre začiatočníkov, 50 trikov', s: 'wand', c: C.purple, min: 299, max: 599 },
            { n: 'Kouzelnická hůlka s mizejícím šátkem', sk: 'Kúzelnícka palička s miznúcou šatkou', s: 'wand', c: C.black, min: 99, max: 199 },
            { n: 'Kouzelnický cylindr s králíkem', sk: 'Kúzelnícky cylinder s králikom', s: 'topHat', c: C.black, min: 249, max: 449 },
            { n: 'Kouzelnické karty', sk: 'Kúzelnícke karty', s: 'dice', c: C.red, min: 99, max: 199 },
            { n: 'Mizející mince', sk: 'Miznúca minca', s: 'star', c: C.gold, min: 59, max: 129 },
          ]);
          return {
            name: item.n,
            facts: ['Součástí balení je návod v češtině.'],
            motif: 'cirkus',
            shape: item.s,
            color: item.c,
            gross: price(r, item.min, item.max),
            sk: { name: item.sk, facts: ['Súčasťou balenia je návod v češtine a slovenčine.'] },
          };
        },
      },
      {
        slug: 'pro-dospele',
        name: 'Pro dospělé (18+)',
        description: 'Pikantní žertovné předměty a dárky na rozlučky se svobodou. Prodej pouze osobám starším 18 let.',
        sk: {
          slug: 'pre-dospelych',
          name: 'Pre dospelých (18+)',
          description: 'Pikantné žartovné predmety a darčeky na rozlúčky so slobodou. Predaj iba osobám starším ako 18 rokov.',
          intro: ['Žartovný predmet pre dospelých, ktorý rozosmeje každú rozlúčku so slobodou.', 'Pikantný darček s humorom – určené iba pre dospelých.'],
        },
        shape: 'gift',
        color: '#c0392b',
        weight: 14,
        adult: true,
        intro: ['Žertovný předmět pro dospělé, který rozesměje každou rozlučku se svobodou.', 'Pikantní dárek s humorem – určeno pouze pro dospělé.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Žertovná zástěra pro dospělé Svalovec', sk: 'Žartovná zástera pre dospelých Svalovec', s: 'costume', c: C.pink, min: 199, max: 299 },
            { n: 'Pikantní karetní hra pro dospělé', sk: 'Pikantná kartová hra pre dospelých', s: 'dice', c: C.red, min: 249, max: 399 },
            { n: 'Žertovné trenýrky pro dospělé s nápisem', sk: 'Žartovné trenírky pre dospelých s nápisom', s: 'costume', c: C.red, min: 149, max: 249 },
            { n: 'Nafukovací panák pro dospělé na rozlučku', sk: 'Nafukovacia figurína pre dospelých na rozlúčku', s: 'balloon', c: C.pink, min: 299, max: 499 },
            { n: 'Žertovný hrnek pro dospělé s pikantním nápisem', sk: 'Žartovný hrnček pre dospelých s pikantným nápisom', s: 'cup', c: C.black, min: 149, max: 249 },
            { n: 'Žertovný předmět pro dospělé – Pikantní kostky', sk: 'Žartovný predmet pre dospelých – Pikantné kocky', s: 'dice', c: C.red, min: 79, max: 149 },
            { n: 'Žertovný předmět pro dospělé – Brčka na rozlučku, 10 ks', sk: 'Žartovný predmet pre dospelých – Slamky na rozlúčku, 10 ks', s: 'cup', c: C.pink, min: 69, max: 129 },
            { n: 'Žertovný předmět pro dospělé – Kvíz s pikantními otázkami', sk: 'Žartovný predmet pre dospelých – Kvíz s pikantnými otázkami', s: 'dice', c: C.wine, min: 199, max: 299 },
          ]);
          return {
            name: item.n,
            facts: ['Prodej pouze osobám starším 18 let.'],
            motif: 'rozlučka',
            shape: item.s,
            color: item.c,
            gross: price(r, item.min, item.max),
            sk: { name: item.sk, facts: ['Predaj iba osobám starším ako 18 rokov.'] },
          };
        },
      },
    ],
  },
  {
    slug: 'klobouky-a-celenky',
    name: 'Kloboučky a čelenky',
    description: 'Klobouky, čelenky s oušky a rohy, korunky a tiáry.',
    sk: {
      slug: 'klobuciky-a-celenky',
      name: 'Klobúčiky a čelenky',
      description: 'Klobúky, čelenky s ušami a rohmi, korunky a tiary.',
      outro: ['Univerzálna veľkosť pre dospelých aj väčšie deti.', 'Perfektný doplnok ku kostýmu.'],
    },
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
        sk: {
          slug: 'klobuky',
          name: 'Klobúky',
          description: 'Cylindre, tvrďáky, kovbojské, pirátske aj čarodejnícke klobúky.',
          intro: ['Klobúk, ktorý dodá prevleku ten správny štýl.', 'Pevný klobúk, ktorý drží tvar.'],
        },
        shape: 'cowboyHat',
        color: '#795548',
        weight: 7,
        intro: ['Klobouk, který dodá převleku ten správný styl.', 'Pevný klobouk, který drží tvar.'],
        gen: (r) => {
          // `skF`: the Slovak word's gender differs from the Czech one's (buřinka is feminine, tvrďák masculine).
          const style = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null; colors: Color[]; f?: boolean; skF?: boolean; fixed?: boolean }>([
            { n: 'Kovbojský klobouk', sk: 'Kovbojský klobúk', s: 'cowboyHat', motif: 'divoký západ', colors: colors('brown', 'black', 'pink', 'white') },
            { n: 'Pirátský klobouk', sk: 'Pirátsky klobúk', s: 'pirateHat', motif: 'piráti', colors: colors('black', 'brown', 'red') },
            { n: 'Čarodějnický klobouk', sk: 'Čarodejnícky klobúk', s: 'witchHat', motif: 'čarodějnice', colors: colors('black', 'purple', 'green') },
            { n: 'Gangsterský klobouk', sk: 'Gangsterský klobúk', s: 'cowboyHat', motif: 'retro', colors: colors('black', 'white', 'grey') },
            { n: 'Slaměný klobouk', sk: 'Slamený klobúk', s: 'cowboyHat', motif: 'havaj', colors: [C.yellow], fixed: true },
            { n: 'Sombrero mexické', sk: 'Sombrero mexické', s: 'cowboyHat', motif: 'mexiko', colors: [C.red], fixed: true },
            { n: 'Cylindr', sk: 'Cylinder', s: 'topHat', motif: 'retro', colors: colors('black', 'red', 'gold', 'silver', 'green') },
            { n: 'Buřinka', sk: 'Tvrďák', s: 'topHat', motif: 'retro', colors: colors('black', 'grey', 'green'), f: true, skF: false },
            { n: 'Mikulášská čepice', sk: 'Mikulášska čiapka', s: 'witchHat', motif: 'vánoce', colors: [C.red], fixed: true },
            { n: 'Námořnická čepice', sk: 'Námornícka čiapka', s: 'topHat', motif: 'povolání', colors: [C.white], fixed: true },
          ]);
          const c = r.pick(style.colors);
          return {
            name: style.fixed ? style.n : `${style.n} ${adj(c, style.f ? 'f' : 'm')}`,
            facts: [],
            motif: style.motif,
            shape: style.s,
            color: c,
            gross: price(r, 79, 399),
            sk: { name: style.fixed ? style.sk : `${style.sk} ${adjSk(c, style.skF ? 'f' : 'm')}`, facts: [] },
          };
        },
      },
      {
        slug: 'celenky',
        name: 'Čelenky',
        description: 'Čelenky s oušky, rohy, tykadly i svítícími srdíčky.',
        sk: {
          slug: 'celenky',
          name: 'Čelenky',
          description: 'Čelenky s ušami, rohmi, tykadlami aj svietiacimi srdiečkami.',
          intro: ['Čelenka, ktorá za sekundu dotvorí celý prevlek.', 'Pohodlná čelenka, ktorá netlačí ani po celom večere.'],
        },
        shape: 'ears',
        color: '#f06292',
        weight: 6,
        intro: ['Čelenka, která během vteřiny dotvoří celý převlek.', 'Pohodlná čelenka, která netlačí ani po celém večeru.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null; c: Color }>([
            { n: `Čelenka kočičí uši ${adj(c, 'f')}`, sk: `Čelenka mačacie uši ${adjSk(c, 'f')}`, s: 'ears', motif: 'zvířátka', c },
            { n: 'Čelenka s rohem jednorožce', sk: 'Čelenka s rohom jednorožca', s: 'unicorn', motif: 'jednorožec', c: C.pastelPink },
            { n: `Čelenka ďábelské růžky ${adj(C.red, 'f')}`, sk: `Čelenka diabolské rožky ${adjSk(C.red, 'f')}`, s: 'ears', motif: 'halloween', c: C.red },
            { n: 'Čelenka zajíček', sk: 'Čelenka zajačik', s: 'ears', motif: 'zvířátka', c: C.white },
            { n: 'Havajský věnec na hlavu', sk: 'Havajský veniec na hlavu', s: 'boa', motif: 'havaj', c: C.pink },
            { n: 'Čelenka s peřím ve stylu 20. let', sk: 'Čelenka s perím v štýle 20. rokov', s: 'boa', motif: 'retro', c: C.black },
            { n: 'Čelenka s tykadly', sk: 'Čelenka s tykadlami', s: 'ears', motif: 'zvířátka', c: C.black },
            { n: 'Čelenka se sobími parohy', sk: 'Čelenka so sobími parohmi', s: 'ears', motif: 'vánoce', c: C.brown },
            { n: 'Čelenka se svatozáří', sk: 'Čelenka so svätožiarou', s: 'star', motif: 'mikuláš', c: C.gold },
            { n: 'Čelenka Happy New Year', sk: 'Čelenka Happy New Year', s: 'star', motif: 'silvestr', c: C.gold },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.c, gross: price(r, 39, 179), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'korunky-a-tiary',
        name: 'Korunky a tiáry',
        description: 'Korunky pro krále a princezny, tiáry a narozeninové kloboučky.',
        sk: {
          slug: 'korunky-a-tiary',
          name: 'Korunky a tiary',
          description: 'Korunky pre kráľov a princezné, tiary a narodeninové klobúčiky.',
          intro: ['Trblietavá korunka pre malých aj veľkých oslávencov.', 'Korunka, s ktorou sa každý cíti ako kráľ.'],
        },
        shape: 'crown',
        color: '#d4a52c',
        weight: 4,
        intro: ['Třpytivá korunka pro malé i velké oslavence.', 'Korunka, se kterou se každý cítí jako král.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'pink'));
          const item = r.pick<{ n: string; sk: string; motif: string | null }>([
            { n: `Korunka ${adj(c, 'f')} s kamínky`, sk: `Korunka ${adjSk(c, 'f')} s kamienkami`, motif: 'princezny' },
            { n: `Tiára pro princeznu ${adj(c, 'f')}`, sk: `Tiara pre princeznú ${adjSk(c, 'f')}`, motif: 'princezny' },
            { n: `Královská koruna ${adj(c, 'f')}`, sk: `Kráľovská koruna ${adjSk(c, 'f')}`, motif: 'historie' },
            { n: `Narozeninová korunka ${adj(c, 'f')}`, sk: `Narodeninová korunka ${adjSk(c, 'f')}`, motif: 'narozeniny' },
            { n: `Papírové kloboučky na oslavu ${adj(c, 'pl')}, 6 ks`, sk: `Papierové klobúčiky na oslavu ${adjSk(c, 'pl')}, 6 ks`, motif: 'narozeniny' },
          ]);
          return {
            name: item.n,
            facts: [],
            motif: item.motif,
            shape: item.n.startsWith('Papírové') ? 'witchHat' : 'crown',
            color: c,
            gross: price(r, 39, 249),
            sk: { name: item.sk, facts: [] },
          };
        },
      },
    ],
  },
  {
    slug: 'licidla',
    name: 'Líčidla',
    description: 'Barvy na obličej, umělá krev, efekty, třpytky a dočasná tetování.',
    sk: {
      slug: 'licidla',
      name: 'Líčidlá',
      description: 'Farby na tvár, umelá krv, efekty, trblietky a dočasné tetovania.',
      outro: ['Dermatologicky testované, ľahko sa odstraňuje vodou a mydlom.', 'Pred prvým použitím odporúčame vyskúšať na malej ploche pokožky.'],
    },
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
        sk: {
          slug: 'farby-na-tvar',
          name: 'Farby na tvár',
          description: 'Krémové líčidlá, farby na tvár a telo, palety a fixky.',
          intro: ['Farba na tvár a telo na vodnej báze, ktorá nesteká a neštípe.', 'Líčidlo s výraznou farbou pre dokonalú masku.'],
        },
        shape: 'palette',
        color: '#1e88e5',
        weight: 4,
        intro: ['Barva na obličej a tělo na vodní bázi, která nestéká a neštípe.', 'Líčidlo s výraznou barvou pro dokonalou masku.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; sk: string; motif: string | null; color: Color }>([
            { n: `Barva na obličej a tělo ${adj(c, 'f')} 14 ml`, sk: `Farba na tvár a telo ${adjSk(c, 'f')} 14 ml`, motif: null, color: c },
            { n: `Krémové líčidlo ${adj(c, 'n')} 28 ml`, sk: `Krémové líčidlo ${adjSk(c, 'n')} 28 ml`, motif: null, color: c },
            { n: `Líčicí tužka ${adj(c, 'f')}`, sk: `Líčiaca ceruzka ${adjSk(c, 'f')}`, motif: null, color: c },
            { n: 'Sada barev na obličej, 6 barev', sk: 'Sada farieb na tvár, 6 farieb', motif: 'zvířátka', color: C.rainbow },
            { n: `Paleta líčidel ${word.w}`, sk: `Paleta líčidiel ${word.sk}`, motif: word.motif, color: word.color },
            { n: 'Fixy na obličej, 6 ks', sk: 'Fixky na tvár, 6 ks', motif: null, color: C.rainbow },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'palette', color: item.color, gross: price(r, 49, 299), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'umela-krev-a-efekty',
        name: 'Umělá krev a efekty',
        description: 'Umělá krev, tekutý latex, jizvy a další filmové efekty.',
        sk: {
          slug: 'umela-krv-a-efekty',
          name: 'Umelá krv a efekty',
          description: 'Umelá krv, tekutý latex, jazvy a ďalšie filmové efekty.',
          intro: ['Filmový efekt pre realistické zranenie na Halloween.', 'Pomôcka pre maskérov, ktorá z prevleku urobí skutočný horor.'],
        },
        shape: 'drop',
        color: '#c62828',
        weight: 3,
        intro: ['Filmový efekt pro realistické zranění na Halloween.', 'Pomůcka pro maskéry, která z převleku udělá opravdový horor.'],
        gen: (r) => {
          // Drawn before the pick, as it always was (inside the list below).
          const ml = r.pick([28, 50, 100]);
          const beige = col('béžov', 'béžov', '#e8c9a0');
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color }>([
            { n: `Umělá krev ${ml} ml`, sk: `Umelá krv ${ml} ml`, s: 'drop', c: C.red },
            { n: 'Umělá krev v gelu 28 ml', sk: 'Umelá krv v géli 28 ml', s: 'drop', c: C.wine },
            { n: 'Umělá krev s kapátkem 30 ml', sk: 'Umelá krv s kvapkadlom 30 ml', s: 'drop', c: C.red },
            { n: 'Tekutý latex 30 ml', sk: 'Tekutý latex 30 ml', s: 'drop', c: beige },
            { n: 'Modelovací vosk na rány 14 g', sk: 'Modelovací vosk na rany 14 g', s: 'palette', c: beige },
            { n: 'Samolepicí rány a jizvy, 6 ks', sk: 'Samolepiace rany a jazvy, 6 ks', s: 'drop', c: C.wine },
            { n: 'Barva na zuby černá', sk: 'Farba na zuby čierna', s: 'skull', c: C.black },
            { n: 'Upíří zuby s fixační hmotou', sk: 'Upírie zuby s fixačnou hmotou', s: 'skull', c: C.white },
          ]);
          return {
            name: item.n,
            facts: ['Lze smýt teplou vodou a mýdlem, z textilu ihned vyprat.'],
            motif: 'halloween',
            shape: item.s,
            color: item.c,
            gross: price(r, 49, 249),
            sk: { name: item.sk, facts: ['Dá sa zmyť teplou vodou a mydlom, z textilu ho ihneď vyperte.'] },
          };
        },
      },
      {
        slug: 'trpytky-a-tetovani',
        name: 'Třpytky a tetování',
        description: 'Třpytky na obličej a tělo, třpytivé gely, kamínky a dočasná tetování.',
        sk: {
          slug: 'trblietky-a-tetovania',
          name: 'Trblietky a tetovania',
          description: 'Trblietky na tvár a telo, trblietavé gély, kamienky a dočasné tetovania.',
          intro: ['Trblietavý doplnok, ktorý zažiari na festivale aj na párty.', 'Dočasná ozdoba, ktorá vydrží celú noc.'],
        },
        shape: 'star',
        color: '#d4a52c',
        weight: 3,
        intro: ['Třpytivý doplněk, který zazáří na festivalu i na párty.', 'Dočasná ozdoba, která vydrží celou noc.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'pink', 'blue', 'purple', 'rainbow', 'turquoise'));
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; sk: string; motif: string | null; s: ShapeKind; color: Color }>([
            { n: `Třpytky na obličej a tělo ${adj(c, 'pl')} 5 g`, sk: `Trblietky na tvár a telo ${adjSk(c, 'pl')} 5 g`, motif: 'silvestr', s: 'star', color: c },
            { n: `Třpytivý gel ${adj(c, 'm')} 15 ml`, sk: `Trblietavý gél ${adjSk(c, 'm')} 15 ml`, motif: null, s: 'drop', color: c },
            { n: `Dočasné tetování ${word.w}`, sk: `Dočasné tetovanie ${word.sk}`, motif: word.motif, s: word.shape, color: word.color },
            { n: `Nalepovací kamínky na obličej ${adj(c, 'pl')}`, sk: `Nalepovacie kamienky na tvár ${adjSk(c, 'pl')}`, motif: null, s: 'star', color: c },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.color, gross: price(r, 29, 149), sk: { name: item.sk, facts: [] } };
        },
      },
    ],
  },
  {
    slug: 'doplnky-ke-kostymum',
    name: 'Doplňky ke kostýmům',
    description: 'Rukavice, punčochy, zbraně a rekvizity, brýle, boa a další doplňky ke kostýmům.',
    sk: {
      slug: 'doplnky-ku-kostymom',
      name: 'Doplnky ku kostýmom',
      description: 'Rukavice, pančuchy, zbrane a rekvizity, okuliare, boa a ďalšie doplnky ku kostýmom.',
      outro: ['Dotvorí váš kostým do posledného detailu.', 'Skvelý doplnok ku kostýmu z našej ponuky.'],
    },
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
        sk: {
          slug: 'rukavice',
          name: 'Rukavice',
          description: 'Saténové, sieťované aj kostlivcové rukavice.',
          intro: ['Rukavice, ktoré dodajú kostýmu eleganciu.', 'Doplnok, na ktorý sa pri kostýme často zabúda.'],
        },
        shape: 'glove',
        color: '#263238',
        weight: 3,
        intro: ['Rukavice, které dodají kostýmu eleganci.', 'Doplněk, na který se u kostýmu často zapomíná.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; sk: string; motif: string | null; c: Color }>([
            { n: `Saténové rukavice dlouhé ${adj(c, 'pl')}`, sk: `Saténové rukavice dlhé ${adjSk(c, 'pl')}`, motif: 'retro', c },
            { n: `Síťované rukavice bez prstů ${adj(c, 'pl')}`, sk: `Sieťované rukavice bez prstov ${adjSk(c, 'pl')}`, motif: 'retro', c },
            { n: 'Kostlivecké rukavice', sk: 'Kostlivcové rukavice', motif: 'halloween', c: C.black },
            { n: 'Rukavice s drápy vlkodlaka', sk: 'Rukavice s pazúrmi vlkolaka', motif: 'halloween', c: C.grey },
            { n: 'Bílé rukavice pro kouzelníky', sk: 'Biele rukavice pre kúzelníkov', motif: 'cirkus', c: C.white },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'glove', color: item.c, gross: price(r, 49, 199), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'puncochy-a-podkolenky',
        name: 'Punčochy a podkolenky',
        description: 'Síťované punčochy, pruhované podkolenky a barevné punčocháče.',
        sk: {
          slug: 'pancuchy-a-podkolienky',
          name: 'Pančuchy a podkolienky',
          description: 'Sieťované pančuchy, pásikavé podkolienky a farebné pančuchové nohavice.',
          intro: ['Pančuchy, ktoré dodajú prevleku šmrnc.', 'Výrazný doplnok ku kostýmom všetkých štýlov.'],
        },
        shape: 'boa',
        color: '#d24291',
        weight: 3,
        intro: ['Punčochy, které dodají převleku šmrnc.', 'Výrazný doplněk pro kostýmy všech stylů.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const stripes = r.pick([col('černo-bíl', 'čierno-biel', '#263238'), col('červeno-bíl', 'červeno-biel', '#e53935'), C.rainbow, col('fialovo-zelen', 'fialovo-zelen', '#8e24aa')]);
          const item = r.pick<{ n: string; sk: string; motif: string | null; c: Color }>([
            { n: `Síťované punčochy ${adj(c, 'pl')}`, sk: `Sieťované pančuchy ${adjSk(c, 'pl')}`, motif: 'retro', c },
            { n: `Pruhované podkolenky ${adj(stripes, 'pl')}`, sk: `Pásikavé podkolienky ${adjSk(stripes, 'pl')}`, motif: 'čarodějnice', c: stripes },
            { n: `Punčocháče ${adj(c, 'pl')}`, sk: `Pančuchové nohavice ${adjSk(c, 'pl')}`, motif: null, c },
            { n: 'Návleky na boty pirátské', sk: 'Návleky na topánky pirátske', motif: 'piráti', c: C.black },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'boa', color: item.c, gross: price(r, 69, 249), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'zbrane-a-rekvizity',
        name: 'Zbraně a rekvizity',
        description: 'Šavle, meče, kouzelnické hůlky, košťata a další rekvizity.',
        sk: {
          slug: 'zbrane-a-rekvizity',
          name: 'Zbrane a rekvizity',
          description: 'Šable, meče, kúzelnícke paličky, metly a ďalšie rekvizity.',
          intro: ['Rekvizita, bez ktorej by kostým nebol úplný.', 'Bezpečná plastová rekvizita vhodná aj pre deti.'],
        },
        shape: 'sword',
        color: '#8a96a3',
        weight: 5,
        intro: ['Rekvizita, bez které by kostým nebyl úplný.', 'Bezpečná plastová rekvizita vhodná i pro děti.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string; c: Color }>([
            { n: 'Pirátská šavle 60 cm', sk: 'Pirátska šabľa 60 cm', s: 'sword', motif: 'piráti', c: C.gold },
            { n: 'Rytířský meč 70 cm', sk: 'Rytiersky meč 70 cm', s: 'sword', motif: 'historie', c: C.silver },
            { n: 'Rytířský štít se znakem', sk: 'Rytiersky štít s erbom', s: 'crown', motif: 'historie', c: C.wine },
            { n: 'Kosa smrtky 120 cm', sk: 'Kosa smrtky 120 cm', s: 'sword', motif: 'halloween', c: C.black },
            { n: 'Kouzelnická hůlka', sk: 'Kúzelnícka palička', s: 'wand', motif: 'čarodějnice', c: C.black },
            { n: 'Čarodějnické koště', sk: 'Čarodejnícka metla', s: 'wand', motif: 'čarodějnice', c: C.brown },
            { n: 'Kovbojská pistole s pouzdrem', sk: 'Kovbojská pištoľ s puzdrom', s: 'sword', motif: 'divoký západ', c: C.brown },
            { n: 'Luk a šípy s přísavkami', sk: 'Luk a šípy s prísavkami', s: 'sword', motif: 'divoký západ', c: C.brown },
            { n: 'Policejní pouta', sk: 'Policajné putá', s: 'glasses', motif: 'povolání', c: C.silver },
            { n: 'Svítící meč', sk: 'Svietiaci meč', s: 'sword', motif: 'vesmír', c: C.blue },
            { n: 'Hůlka víly s hvězdou', sk: 'Palička víly s hviezdou', s: 'wand', motif: 'pohádky', c: C.pink },
            { n: 'Šerifská hvězda', sk: 'Šerifská hviezda', s: 'star', motif: 'divoký západ', c: C.gold },
            { n: 'Pirátská páska přes oko', sk: 'Pirátska páska cez oko', s: 'mask', motif: 'piráti', c: C.black },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.c, gross: price(r, 49, 349), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'bryle',
        name: 'Brýle',
        description: 'Párty brýle ve tvaru srdíček a hvězd, hippie brýle i svítící brýle.',
        sk: {
          slug: 'okuliare',
          name: 'Okuliare',
          description: 'Párty okuliare v tvare srdiečok a hviezd, hippie okuliare aj svietiace okuliare.',
          intro: ['Vtipné párty okuliare, ktoré zaručia skvelé fotky.', 'Okuliare, ktoré neprehliadnete.'],
        },
        shape: 'glasses',
        color: '#f06292',
        weight: 3,
        intro: ['Vtipné párty brýle, které zaručí skvělé fotky.', 'Brýle, které nepřehlédnete.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const item = r.pick<{ n: string; sk: string; motif: string | null; c: Color }>([
            { n: `Párty brýle srdíčka ${adj(c, 'pl')}`, sk: `Párty okuliare srdiečka ${adjSk(c, 'pl')}`, motif: 'svatba', c },
            { n: `Párty brýle hvězdy ${adj(c, 'pl')}`, sk: `Párty okuliare hviezdy ${adjSk(c, 'pl')}`, motif: 'silvestr', c },
            { n: 'Brýle hippie kulaté', sk: 'Okuliare hippie okrúhle', motif: 'retro', c: C.rainbow },
            { n: 'Brýle s knírem', sk: 'Okuliare s fúzmi', motif: null, c: C.black },
            { n: 'Brýle Happy New Year', sk: 'Okuliare Happy New Year', motif: 'silvestr', c: C.gold },
            { n: 'Svítící LED brýle', sk: 'Svietiace LED okuliare', motif: 'silvestr', c: C.blue },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'glasses', color: item.c, gross: price(r, 39, 199), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'boa-a-saly',
        name: 'Boa a šály',
        description: 'Péřová boa, šály s flitry a havajské věnce.',
        sk: {
          slug: 'boa-a-saly',
          name: 'Boa a šály',
          description: 'Perové boa, šály s flitrami a havajské vence.',
          intro: ['Nadýchaný doplnok pre dokonalý retro look.', 'Doplnok, ktorý okamžite dodá prevleku glamour.'],
        },
        shape: 'boa',
        color: '#f8bbd0',
        weight: 3,
        intro: ['Nadýchaný doplněk pro dokonalý retro look.', 'Doplněk, který okamžitě dodá převleku glamour.'],
        gen: (r) => {
          const c = r.pick(TEXTILE_COLORS);
          const item = r.pick<{ n: string; sk: string; motif: string | null }>([
            { n: `Péřové boa ${adj(c, 'n')} 180 cm`, sk: `Perové boa ${adjSk(c, 'n')} 180 cm`, motif: 'retro' },
            { n: `Šála s flitry ${adj(c, 'f')}`, sk: `Šál s flitrami ${adjSk(c, 'm')}`, motif: 'silvestr' },
            { n: `Havajský věnec ${adj(c, 'm')}`, sk: `Havajský veniec ${adjSk(c, 'm')}`, motif: 'havaj' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: 'boa', color: c, gross: price(r, 49, 249), sk: { name: item.sk, facts: [] } };
        },
      },
    ],
  },
];
