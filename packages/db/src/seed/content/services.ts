// Services offered by the shop (decoration, costume rental, helium…) with their pictures.
import type { Db } from '../../client';
import { services } from '../../schema/index';
import { type ImageQueue, sceneSvg, type ShapeKind } from '../media';
import { p, slugify, ul } from './common';

export async function seedServices(db: Db, images: ImageQueue) {
  const list: Array<{ title: string; perex: string; content: string; shapes: ShapeKind[]; colors: string[]; background: string }> = [
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
  await db.insert(services).values(
    list.map((s, i) => {
      const slug = slugify(s.title);
      const relPath = `services/${slug}.webp`;
      images.add(relPath, () => sceneSvg({ seed: relPath, title: s.title, shapes: s.shapes, colors: s.colors, background: s.background }));
      return { locale: 'cs', slug, title: s.title, perex: s.perex, content: s.content, image: relPath, position: i + 1, active: true };
    }),
  );
}
