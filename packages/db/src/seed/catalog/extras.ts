// Brands and review texts of the demo catalogue.
import type { ShapeKind } from '../media';

// ---------------------------------------------------------------- brands

export const BRANDS: Array<{ slug: string; name: string; description: string; sk: { description: string }; color: string; shape: ShapeKind }> = [
  { slug: 'konfety-party', name: 'Konfety Party', description: 'Vlastní značka obchodu Konfety – osvědčené party potřeby za rozumné ceny.', sk: { description: 'Vlastná značka obchodu Konfety – osvedčené párty potreby za rozumné ceny.' }, color: '#d24291', shape: 'confetti' },
  { slug: 'karnevalka', name: 'Karnevalka', description: 'Kostýmy a doplňky navržené pro české karnevaly, školky i plesy.', sk: { description: 'Kostýmy a doplnky navrhnuté na karnevaly, do škôlok aj na plesy.' }, color: '#e53935', shape: 'costume' },
  { slug: 'maskarni-svet', name: 'Maškarní svět', description: 'Masky, kostýmy a doplňky v kvalitě pro divadla i náročné maškary.', sk: { description: 'Masky, kostýmy a doplnky v kvalite vhodnej pre divadlá aj náročné maškarné plesy.' }, color: '#8e24aa', shape: 'venetianMask' },
  { slug: 'balonkovo', name: 'Balónkovo', description: 'Latexové i fóliové balónky s certifikací pro plnění heliem.', sk: { description: 'Latexové aj fóliové balóny s certifikáciou na plnenie héliom.' }, color: '#1e88e5', shape: 'balloons' },
  { slug: 'parukarna', name: 'Parukárna', description: 'Karnevalové paruky z jemných syntetických vláken.', sk: { description: 'Karnevalové parochne z jemných syntetických vlákien.' }, color: '#795548', shape: 'wig' },
  { slug: 'fiesta-line', name: 'Fiesta Line', description: 'Party dekorace a jednorázové nádobí v kolekcích, které k sobě ladí.', sk: { description: 'Párty dekorácie a jednorazový riad v kolekciách, ktoré navzájom ladia.' }, color: '#fb8c00', shape: 'garland' },
  { slug: 'kouzelna-dilna', name: 'Kouzelná dílna', description: 'Líčidla, efekty a kouzelnické potřeby pro děti i profesionály.', sk: { description: 'Líčidlá, efekty a kúzelnícke potreby pre deti aj profesionálov.' }, color: '#43a047', shape: 'palette' },
  { slug: 'hvezdny-prach', name: 'Hvězdný prach', description: 'Třpytky, konfety a všechno, co se na párty leskne.', sk: { description: 'Trblietky, konfety a všetko, čo sa na párty ligoce.' }, color: '#d4a52c', shape: 'star' },
  { slug: 'sprymar', name: 'Šprýmař', description: 'Žertovné předměty a dárky pro všechny vtipálky.', sk: { description: 'Žartovné predmety a darčeky pre všetkých vtipkárov.' }, color: '#5cc16a', shape: 'gift' },
];

// ---------------------------------------------------------------- reviews

export const REVIEW_AUTHORS = ['Jana K.', 'Petra N.', 'Lucie D.', 'Martin S.', 'Tomáš H.', 'Eva P.', 'Kateřina V.', 'Jakub M.', 'Veronika B.', 'Lenka Č.', 'Pavel R.', 'Michaela Ž.', 'Ondřej T.', 'Hana F.', 'Barbora Š.', 'David K.'];
export const REVIEW_TEXTS: Record<number, string[]> = {
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
