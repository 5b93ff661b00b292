// Services offered by the shop (decoration, costume rental, helium…) with their pictures.
import type { Db } from '../../client';
import { services } from '../../schema/index';
import { type ImageQueue, sceneSvg, type ShapeKind } from '../media';
import { p, slugify, ul } from './common';

type ServiceSeed = { title: string; perex: string; content: string; shapes: ShapeKind[]; colors: string[]; background: string };

export async function seedServices(db: Db, images: ImageQueue) {
  const list: ServiceSeed[] = [
    {
      title: 'Party výzdoba na klíč',
      perex: 'Navrhneme, přivezeme a nainstalujeme výzdobu na oslavu, svatbu nebo firemní akci. Vy se jen bavíte.',
      content: [
        p('Balónkové oblouky, stěny, sloupy, fotostěny i dekorace stolů. Připravíme návrh podle vašeho tématu a barev.'),
        ul('Návrh a cenová nabídka do 2 pracovních dnů', 'Instalace na místě i úklid po akci', 'Akce po celé ČR'),
        p('Více na stránce <a href="/info/party-vyzdoba-na-klic">Party výzdoba na klíč</a>.'),
      ].join('\n'),
      shapes: ['balloons', 'garland', 'star'],
      colors: ['#ffb600', '#d24291', '#3fa9f5'],
      background: '#ffd36b',
    },
    {
      title: 'Půjčovna kostýmů',
      perex: 'Přes 2 000 kostýmů pro děti i dospělé na karneval, ples, divadlo nebo firemní večírek.',
      content: [
        p('Kostým si vyzkoušíte na prodejně a rovnou odnesete. Zápůjčka na 3 dny od 290 Kč.'),
        p('Více na stránce <a href="/info/pujcovna-kostymu">Půjčovna kostýmů</a>.'),
      ].join('\n'),
      shapes: ['costume', 'topHat', 'dress'],
      colors: ['#8e5bd6', '#d24291', '#ffb600'],
      background: '#c9c3ef',
    },
    {
      title: 'Nafukování balónků héliem',
      perex: 'Na každé prodejně na počkání. Latexové balónky od 25 Kč, fóliové od 49 Kč, ošetření Hi-Float pro delší let.',
      content: [
        p('Nafoukneme balónky zakoupené u nás i jinde. Větší množství objednejte den předem.'),
        p('Více na stránce <a href="/info/nafukovani-balonku">Nafukování balónků</a>.'),
      ].join('\n'),
      shapes: ['bottle', 'balloon', 'balloons'],
      colors: ['#3fa9f5', '#d24291', '#ffb600'],
      background: '#a9d8fb',
    },
    {
      title: 'Potisk balónků',
      perex: 'Balónky s vlastním textem, logem nebo fotografií. Ideální na firemní akce, svatby a promo kampaně.',
      content: [
        p('Potiskujeme latexové balónky jednobarevně i dvoubarevně, minimální odběr 50 kusů. Dodací lhůta 7–10 pracovních dnů.'),
        ul('Jednobarevný potisk od 9 Kč/ks', 'Příprava tiskových dat zdarma', 'Náhled ke schválení před tiskem'),
      ].join('\n'),
      shapes: ['balloon', 'palette', 'balloons'],
      colors: ['#d24291', '#ffb600', '#5cc16a'],
      background: '#f3a9cf',
    },
    {
      title: 'Balónkové kytice a dárky',
      perex: 'Originální dárek místo květin: kytice z fóliových balónků s věnováním, doručení po Praze ještě ten den.',
      content: [
        p('Kytice z 5–9 balónků s héliem, s přáním a těžítkem. Připravíme na prodejně nebo doručíme kurýrem po Praze.'),
        ul('Kytice od 590 Kč', 'Doručení po Praze 290 Kč', 'Objednávky do 12:00 doručujeme ještě ten den'),
      ].join('\n'),
      shapes: ['heart', 'balloons', 'gift'],
      colors: ['#d24291', '#ffb600', '#f78fb3'],
      background: '#f5c9dd',
    },
    {
      title: 'Dětské párty s animátorem',
      perex: 'Animátor v kostýmu, hry, malování na obličej a balónková zvířátka. Dvě hodiny zábavy pro děti od 4 let.',
      content: [
        p('Program přizpůsobíme věku dětí a tématu oslavy. Cena od 2 490 Kč za dvě hodiny v Praze a okolí.'),
        ul('Animátor v kostýmu podle tématu', 'Hry a soutěže s odměnami', 'Modelování balónkových zvířátek'),
      ].join('\n'),
      shapes: ['crown', 'wand', 'balloons'],
      colors: ['#5cc16a', '#ffb600', '#d24291'],
      background: '#bfe6c4',
    },
  ];
  const rows = (locale: 'cs' | 'sk', seeds: ServiceSeed[]) =>
    seeds.map((s, i) => {
      const slug = slugify(s.title);
      const relPath = `services/${slug}.webp`;
      images.add(relPath, () => sceneSvg({ seed: relPath, title: s.title, shapes: s.shapes, colors: s.colors, background: s.background }));
      return { locale, slug, title: s.title, perex: s.perex, content: s.content, image: relPath, position: i + 1, active: true };
    });
  // The Slovak services (their pictures titled in Slovak) after the Czech ones: the Czech services keep their ids.
  await db.insert(services).values([...rows('cs', list), ...rows('sk', servicesSk(list))]);
}

/** The same services in Slovak, one per Czech service in the same order (its picture's shapes and colours). */
function servicesSk(cs: ServiceSeed[]): ServiceSeed[] {
  const texts: Array<Pick<ServiceSeed, 'title' | 'perex' | 'content'>> = [
    {
      title: 'Párty výzdoba na kľúč',
      perex: 'Navrhneme, privezieme a nainštalujeme výzdobu na oslavu, svadbu alebo firemnú akciu. Vy sa len zabávate.',
      content: [
        p('Balónové oblúky, steny, stĺpy, fotosteny aj dekorácie stolov. Pripravíme návrh podľa vašej témy a farieb.'),
        ul('Návrh a cenová ponuka do 2 pracovných dní', 'Inštalácia na mieste aj upratanie po akcii', 'Akcie v Českej republike, po dohode aj na Slovensku'),
        p('Viac na stránke <a href="/sk/info/party-vyzdoba-na-klic">Párty výzdoba na kľúč</a>.'),
      ].join('\n'),
    },
    {
      title: 'Požičovňa kostýmov',
      perex: 'Viac ako 2 000 kostýmov pre deti aj dospelých na karneval, ples, do divadla alebo na firemný večierok.',
      content: [
        p('Kostým si vyskúšate na predajni a hneď odnesiete. Požičanie na 3 dni od 12 €.'),
        p('Viac na stránke <a href="/sk/info/pujcovna-kostymu">Požičovňa kostýmov</a>.'),
      ].join('\n'),
    },
    {
      title: 'Nafukovanie balónov héliom',
      perex: 'Na každej predajni na počkanie. Latexové balóny od 1 €, fóliové od 2 €, ošetrenie Hi-Float pre dlhší let.',
      content: [
        p('Nafúkneme balóny kúpené u nás aj inde. Väčšie množstvo objednajte deň vopred.'),
        p('Viac na stránke <a href="/sk/info/nafukovani-balonku">Nafukovanie balónov</a>.'),
      ].join('\n'),
    },
    {
      title: 'Potlač balónov',
      perex: 'Balóny s vlastným textom, logom alebo fotografiou. Ideálne na firemné akcie, svadby a promo kampane.',
      content: [
        p('Potláčame latexové balóny jednofarebne aj dvojfarebne, minimálny odber je 50 kusov. Dodacia lehota je 7 – 10 pracovných dní.'),
        ul('Jednofarebná potlač od 0,36 €/ks', 'Príprava tlačových podkladov zadarmo', 'Náhľad na schválenie pred tlačou'),
      ].join('\n'),
    },
    {
      title: 'Balónové kytice a darčeky',
      perex: 'Originálny darček namiesto kvetov: kytica z fóliových balónov s venovaním, doručenie po Prahe ešte v ten istý deň.',
      content: [
        p('Kytica z 5 – 9 balónov s héliom, s prianím a závažím. Pripravíme ju na predajni alebo doručíme kuriérom po Prahe.'),
        ul('Kytice od 24 €', 'Doručenie po Prahe 12 €', 'Objednávky do 12:00 doručujeme ešte v ten istý deň'),
      ].join('\n'),
    },
    {
      title: 'Detské párty s animátorom',
      perex: 'Animátor v kostýme, hry, maľovanie na tvár a balónové zvieratká. Dve hodiny zábavy pre deti od 4 rokov.',
      content: [
        p('Program prispôsobíme veku detí a téme oslavy. Cena od 100 € za dve hodiny v Prahe a okolí.'),
        ul('Animátor v kostýme podľa témy', 'Hry a súťaže s odmenami', 'Modelovanie balónových zvieratiek'),
      ].join('\n'),
    },
  ];
  if (texts.length !== cs.length) throw new Error(`servicesSk: ${cs.length} Czech services but ${texts.length} Slovak ones`);
  return cs.map((service, i) => ({ ...service, ...texts[i]! }));
}
