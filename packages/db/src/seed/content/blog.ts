// Blog categories and posts (Czech, and Slovak ones of the Slovak blog) with their pictures.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { blogCategories, blogPostProducts, blogPosts } from '../../schema/index';
import type { SeedContext } from '../context';
import { type ImageQueue, sceneSvg, type ShapeKind } from '../media';
import { branchAddress, type BranchRow, dayAt, h2, ol, p, slugify, ul } from './common';

interface PostSeed {
  locale: 'cs' | 'sk';
  category: string;
  title: string;
  /** Short caption drawn into the picture. */
  label: string;
  perex: string;
  content: string;
  author: string;
  daysAgo: number;
  shapes: ShapeKind[];
  colors: string[];
  background: string;
  /**
   * The minute of its day, for posts added after the first seed: the others draw theirs from the seed's RNG, and a
   * draw more would move every later draw (careers, events, demo orders) and with them the shop the tests pin.
   */
  minute?: number;
}

export async function seedBlog(db: Db, images: ImageQueue, ctx: SeedContext, opts: { mainStore: BranchRow; brno: BranchRow }) {
  const { rng, now } = ctx;
  const categoryRows = await db
    .insert(blogCategories)
    .values([
      { locale: 'cs', slug: 'inspirace-na-party', name: 'Inspirace na párty', position: 1 },
      { locale: 'cs', slug: 'kostymy-a-masky', name: 'Kostýmy a masky', position: 2 },
      { locale: 'cs', slug: 'balonky-a-dekorace', name: 'Balónky a dekorace', position: 3 },
      { locale: 'cs', slug: 'novinky-z-konfet', name: 'Novinky z Konfet', position: 4 },
      { locale: 'sk', slug: 'inspiracie-na-party', name: 'Inšpirácie na párty', position: 1 },
      { locale: 'sk', slug: 'kostymy-a-masky', name: 'Kostýmy a masky', position: 2 },
      { locale: 'sk', slug: 'balony-a-dekoracie', name: 'Balóny a dekorácie', position: 3 },
    ])
    .returning({ id: blogCategories.id, locale: blogCategories.locale, slug: blogCategories.slug });
  const categoryId = (locale: string, slug: string) => categoryRows.find((c) => c.locale === locale && c.slug === slug)!.id;
  const { mainStore, brno } = opts;

  const posts: PostSeed[] = [
    {
      locale: 'cs',
      category: 'inspirace-na-party',
      title: 'Jak naplánovat dětskou oslavu narozenin krok za krokem',
      label: 'Dětská oslava',
      perex: 'Od pozvánek přes výzdobu až po hry: projděte si náš osvědčený plán a oslava proběhne bez stresu. Pro rodiče i pro malé oslavence.',
      author: 'Lucie Horáková',
      daysAgo: 3,
      shapes: ['balloons', 'gift', 'cup'],
      colors: ['#ffb600', '#d24291', '#3fa9f5'],
      background: '#ffd36b',
      content: [
        p('Dětská oslava nemusí znamenat týden příprav a bolest hlavy. Stačí začít včas, držet se jednoduchého plánu a nechat oslavence, ať si vybere téma. Tady je postup, který se osvědčil nám i stovkám rodičů, kteří se u nás na prodejnách ptají na radu.'),
        h2('Tři týdny předem: téma a pozvánky'),
        p('Zeptejte se oslavence, co ho zrovna baví – piráti, víly, dinosauři, superhrdinové nebo třeba Minecraft. Téma pak podrží všechno ostatní: barvy výzdoby, kostýmy i hry. Pozvánky rozešlete alespoň dva týdny předem a nezapomeňte uvést, jestli mají hosté přijít v kostýmu.'),
        h2('Týden předem: výzdoba a kostýmy'),
        ul(
          'Fóliový balónek s číslicí věku jako hlavní ozdoba stolu.',
          'Girlanda s nápisem „Všechno nejlepší“ nad dveřmi nebo za stolem.',
          'Jednorázové talířky, kelímky a ubrousky v barvách tématu.',
          'Drobné kostýmové doplňky pro hosty, kteří kostým nemají – čelenky, masky, klobouky.',
        ),
        p('Balónky plněné héliem nechte nafouknout až den před oslavou, aby vydržely. Na prodejnách je nafoukneme na počkání.'),
        h2('V den oslavy: program'),
        ol(
          'Přivítání a focení u balónkové stěny.',
          'Hry: hledání pokladu, tichá pošta, tanec s balónky.',
          'Dort a zpívání.',
          'Volná zábava a dárky na odchod.',
        ),
        p('Počítejte s tím, že děti vydrží soustředěně u jedné hry zhruba 15 minut. Mějte proto v záloze ještě jednu navíc a hlavně se nebojte improvizovat.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'kostymy-a-masky',
      title: 'Halloween: nejžádanější kostýmy letošní sezóny',
      label: 'Halloween',
      perex: 'Čarodějnice, upíři a kostlivci nikdy nezestárnou, letos se k nim ale přidaly i filmové postavy a vtipné kostýmy pro celé rodiny. Podívejte se, po čem zákazníci sahali nejčastěji.',
      author: 'Tereza Veselá',
      daysAgo: 34,
      shapes: ['pumpkin', 'witchHat', 'skull'],
      colors: ['#ff8c1a', '#8e5bd6', '#2b2b2b'],
      background: '#ffb36b',
      content: [
        p('Halloween je u nás na prodejnách nejrušnějším obdobím hned po masopustu. Sestavili jsme žebříček kostýmů, které letos mizely z regálů nejrychleji – a přidáváme tipy, jak z nich vytěžit maximum.'),
        h2('Klasika, která nezklame'),
        ul(
          '<strong>Čarodějnice</strong> – klobouk, plášť a koště zvládne každý, efekt dotáhne zelený make-up.',
          '<strong>Upír</strong> – plášť s vysokým límcem, umělé zuby a trocha umělé krve.',
          '<strong>Kostlivec</strong> – overal s potiskem svítícím ve tmě je hit hlavně u dětí.',
        ),
        h2('Kostýmy pro celou rodinu'),
        p('Stále oblíbenější jsou skupinové kostýmy: rodina Addamsových, piráti z jedné lodi nebo dýňová rodinka. Vybírejte stejné barvy a doplňky – na fotkách to vypadá skvěle.'),
        h2('Tip na závěr'),
        p('Líčidla a umělou krev vyzkoušejte pár dní předem na malém kousku kůže. A pokud nechcete kostým kupovat, podívejte se do naší <a href="/info/pujcovna-kostymu">půjčovny kostýmů</a>.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'balonky-a-dekorace',
      title: 'Balónky plněné héliem: jak dlouho vydrží a jak je převézt',
      label: 'Balónky s héliem',
      perex: 'Latexový balónek s héliem létá zhruba 12 hodin, fóliový i několik týdnů. Poradíme, jak dobu prodloužit, jak balónky bezpečně převézt autem a proč jim nesvědčí mráz ani slunce.',
      author: 'Petr Svoboda',
      daysAgo: 12,
      shapes: ['balloon', 'bottle', 'balloons'],
      colors: ['#3fa9f5', '#d24291', '#ffb600'],
      background: '#a9d8fb',
      content: [
        p('Hélium je lehčí než vzduch, a proto balónky létají. Jeho atomy jsou ale tak malé, že postupně pronikají stěnou latexového balónku. Proto latexové balónky padají dříve než fóliové.'),
        h2('Kolik vydrží který balónek'),
        ul(
          'Latexový balónek 30 cm: 10–14 hodin.',
          'Latexový balónek ošetřený gelem Hi-Float: 2–3 dny.',
          'Fóliový balónek (srdce, hvězda, číslice): 1–3 týdny.',
        ),
        h2('Jak balónky převézt'),
        p('Do osobního auta se vejde zhruba 15 nafouknutých balónků o průměru 30 cm. Nenechávejte je v rozpáleném autě – teplem se hélium rozpíná a balónky praskají. V mrazu naopak splasknou, ale v teple se zase vzpamatují.'),
        h2('Bezpečnost'),
        p('Hélium nikdy nevdechujte a lahev skladujte nastojato v chladu. Balónky nikdy nevypouštějte do přírody – zbytky latexu a fólie ohrožují zvířata.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'inspirace-na-party',
      title: 'Silvestrovská párty: výzdoba, která udělá dojem',
      label: 'Silvestrovská párty',
      perex: 'Zlatá, černá a třpytky. Ukážeme, jak s pár balíčky dekorací proměnit obývák v sál na silvestrovský večírek – včetně odpočtu půlnoci s balónky plnými konfet.',
      author: 'Lucie Horáková',
      daysAgo: 6,
      shapes: ['star', 'bottle', 'glasses'],
      colors: ['#f2c94c', '#2b2b2b', '#d24291'],
      background: '#e6d39a',
      content: [
        p('Silvestr je jediná párty v roce, kdy se třpytek nedá použít příliš. Základem je jednotná barevná kombinace: zlatá s černou působí elegantně, stříbrná s modrou zimně.'),
        h2('Co nesmí chybět'),
        ul(
          'Fóliové číslice nového roku – postavte je na stůl nebo připevněte na zeď.',
          'Třásňová záclona jako pozadí pro fotografie.',
          'Průhledné balónky plněné konfetami, které o půlnoci propíchnete.',
          'Papírové brýle, čelenky a klobouky pro hosty.',
        ),
        h2('Odpočet s balónky'),
        p('Pod strop zavěste síť s balónky a o půlnoci ji uvolněte. Síť na balónky i ruční pumpičku najdete v sekci dekorací, případně vám balónky připravíme na prodejně.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'kostymy-a-masky',
      title: 'Masopust a karneval: tradiční masky a jejich původ',
      label: 'Masopust a karneval',
      perex: 'Medvěd, kobyla, žid s pytlem i laufr. Masopustní masky mají dlouhou tradici a každá z nich něco znamená. Připomeňte si, kdo chodí v průvodu a jak si masku vyrobit nebo půjčit.',
      author: 'Petr Svoboda',
      daysAgo: 58,
      shapes: ['venetianMask', 'mask', 'topHat'],
      colors: ['#d24291', '#ffb600', '#5cc16a'],
      background: '#f3a9cf',
      content: [
        p('Masopust, někdy také fašank, je období mezi Třemi králi a Popeleční středou. Vrcholí průvodem masek, který obchází vesnici, dostává od hospodyň koblihy a slivovici a nakonec „pochová basu“.'),
        h2('Kdo chodí v průvodu'),
        ul(
          '<strong>Laufr</strong> – vede průvod a žádá starostu o povolení.',
          '<strong>Medvěd s medvědářem</strong> – tančí s ženami, aby se urodilo.',
          '<strong>Kobyla</strong> – symbol plodnosti a síly.',
          '<strong>Bába s nůší</strong> a <strong>žid</strong> – vtipné postavy, které baví diváky.',
        ),
        h2('Benátský karneval'),
        p('Úplně jinou tradici má benátský karneval se zdobenými maskami Colombina, Bauta nebo Moretta. Zdobené benátské masky u nás najdete v několika desítkách provedení.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'novinky-z-konfet',
      title: `Nová prodejna ${brno.name}: přijďte se podívat`,
      label: 'Nová prodejna',
      perex: `Otevřeli jsme zrekonstruovanou prodejnu na adrese ${branchAddress(brno)}. Čeká vás větší výběr kostýmů, balónkový koutek s nafukováním na počkání a výdejní místo e-shopu.`,
      author: 'Tým Konfety',
      daysAgo: 21,
      shapes: ['balloons', 'costume', 'star'],
      colors: ['#ffb600', '#d24291', '#3fa9f5'],
      background: '#ffcf66',
      content: [
        p(`Po dvou měsících rekonstrukce je prodejna <strong>${brno.name}</strong> znovu otevřená. Najdete nás na adrese ${branchAddress(brno)}, otevřeno máme ve všední dny 10:30–18:30 a v sobotu 11:00–18:00.`),
        h2('Co je nového'),
        ul(
          'Dvojnásobná plocha pro kostýmy a zkušební kabinky.',
          'Balónkový koutek: nafukování héliem na počkání a potisk balónků na objednávku.',
          'Výdejní místo e-shopu – objednávky zaplacené předem si vyzvednete do 2 dnů.',
        ),
        p('Na první návštěvníky čeká drobný dárek. Těšíme se na vás!'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'balonky-a-dekorace',
      title: 'Gender reveal party: nápady na odhalení pohlaví miminka',
      label: 'Gender reveal party',
      perex: 'Velký černý balón plný růžových nebo modrých konfet, dýmovnice v barvách nebo dort s překvapením. Vybrali jsme nejhezčí způsoby, jak oznámit rodině a přátelům, jestli čekáte holčičku, nebo kluka.',
      author: 'Tereza Veselá',
      daysAgo: 41,
      shapes: ['balloon', 'heart', 'confetti'],
      colors: ['#f78fb3', '#6cb8f5', '#2b2b2b'],
      background: '#f5c9dd',
      content: [
        p('Oslava odhalení pohlaví miminka se stala oblíbenou příležitostí sejít se s rodinou ještě před porodem. Klíčové je udržet tajemství – výsledek ultrazvuku proto nechte napsat do obálky a předejte ji tomu, kdo připravuje překvapení.'),
        h2('Nejoblíbenější způsoby'),
        ol(
          'Obří černý balón s konfetami, který společně propíchnete.',
          'Krabice s balónky, které po otevření vyletí.',
          'Barevné dýmovnice pro venkovní oslavu.',
          'Dort s barevnou náplní.',
        ),
        p('Výzdobu laďte do neutrálních barev a nechte hosty tipovat – třeba nalepením samolepky na tabuli „Kluk, nebo holka?“.'),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'inspirace-na-party',
      title: 'Rozlučka se svobodou: doplňky, které nesmí chybět',
      label: 'Rozlučka se svobodou',
      perex: 'Šerpa pro nevěstu, závoj, čelenky s nápisy a vtipné úkoly pro družičky. Sestavili jsme seznam, se kterým na nic nezapomenete – a pár tipů, jak udělat rozlučku, na kterou se bude vzpomínat.',
      author: 'Lucie Horáková',
      daysAgo: 75,
      shapes: ['crown', 'glasses', 'heart'],
      colors: ['#d24291', '#f2c94c', '#ffffff'],
      background: '#f0b3d3',
      content: [
        p('Rozlučka se svobodou je poslední velká akce před svatbou. Ať už plánujete wellness víkend, nebo noc ve městě, pár doplňků dokáže vytvořit tu správnou atmosféru.'),
        h2('Základní výbava'),
        ul(
          'Šerpa „Nevěsta“ a šerpy „Družička“ pro kamarádky.',
          'Krátký závoj nebo čelenka s korunkou.',
          'Fóliové balónky s nápisem Bride to be.',
          'Kartičky s úkoly pro nevěstu.',
        ),
        p(`Pro pánskou rozlučku máme vtipné kostýmy i doplňky – přijďte se inspirovat na prodejnu ${mainStore.name}.`),
      ].join('\n'),
    },
    {
      locale: 'cs',
      category: 'novinky-z-konfet',
      title: 'Vánoční otevírací doba prodejen',
      label: 'Vánoce na prodejnách',
      perex: 'Před Vánoci prodlužujeme otevírací dobu vybraných prodejen. Podívejte se, kdy k nám můžete zajít na poslední chvíli.',
      author: 'Tým Konfety',
      daysAgo: -5,
      shapes: ['gift', 'star', 'candle'],
      colors: ['#c0392b', '#5cc16a', '#f2c94c'],
      background: '#f3b9a9',
      content: [
        p('V týdnu před Vánoci budou všechny prodejny otevřeny každý den včetně neděle od 10:00 do 19:00. Na Štědrý den zavíráme ve 12:00.'),
        p('Objednávky z e-shopu odeslané do 20. 12. doručíme do Vánoc.'),
      ].join('\n'),
    },
    // Slovak
    {
      locale: 'sk',
      category: 'inspiracie-na-party',
      title: 'Ako pripraviť detskú oslavu narodenín',
      label: 'Detská oslava',
      perex: 'Pozvánky, výzdoba, hry aj torta: prejdite si náš osvedčený plán a oslava prebehne bez stresu.',
      author: 'Lucie Horáková',
      daysAgo: 4,
      shapes: ['balloons', 'gift', 'cup'],
      colors: ['#ffb600', '#d24291', '#3fa9f5'],
      background: '#ffd36b',
      content: [
        p('Detská oslava nemusí znamenať týždeň príprav. Stačí začať včas a nechať oslávenca vybrať tému – piráti, víly alebo superhrdinovia.'),
        h2('Čo nesmie chýbať'),
        ul('Fóliový balón s číslom veku.', 'Girlanda „Všetko najlepšie“.', 'Taniere, poháre a servítky v farbách témy.'),
      ].join('\n'),
    },
    {
      locale: 'sk',
      category: 'balony-a-dekoracie',
      title: 'Balóny s héliom: ako dlho vydržia',
      label: 'Balóny s héliom',
      perex: 'Latexový balón s héliom lieta asi 12 hodín, fóliový aj niekoľko týždňov. Poradíme, ako dobu predĺžiť.',
      author: 'Petr Svoboda',
      daysAgo: 14,
      shapes: ['balloon', 'bottle', 'balloons'],
      colors: ['#3fa9f5', '#d24291', '#ffb600'],
      background: '#a9d8fb',
      content: [
        p('Hélium postupne preniká stenou latexového balóna, preto latexové balóny padajú skôr ako fóliové.'),
        ul('Latexový balón 30 cm: 10–14 hodín.', 'S gélom Hi-Float: 2–3 dni.', 'Fóliový balón: 1–3 týždne.'),
      ].join('\n'),
    },
    {
      locale: 'sk',
      category: 'kostymy-a-masky',
      title: 'Halloween: najžiadanejšie kostýmy tejto sezóny',
      label: 'Halloween',
      perex: 'Čarodejnice, upíri a kostlivci nikdy nezostarnú, tento rok sa k nim však pridali aj filmové postavy a vtipné kostýmy pre celé rodiny. Pozrite sa, po čom zákazníci siahali najčastejšie.',
      author: 'Tereza Veselá',
      daysAgo: 34,
      minute: 135,
      shapes: ['pumpkin', 'witchHat', 'skull'],
      colors: ['#ff8c1a', '#8e5bd6', '#2b2b2b'],
      background: '#ffb36b',
      content: [
        p('Halloween je pre nás najrušnejším obdobím hneď po fašiangoch. Zostavili sme rebríček kostýmov, ktoré tento rok mizli z regálov najrýchlejšie – a pridávame tipy, ako z nich vyťažiť maximum.'),
        h2('Klasika, ktorá nesklame'),
        ul(
          '<strong>Čarodejnica</strong> – klobúk, plášť a metlu zvládne každý, efekt dotiahne zelený mejkap.',
          '<strong>Upír</strong> – plášť s vysokým golierom, umelé zuby a trocha umelej krvi.',
          '<strong>Kostlivec</strong> – overal s potlačou, ktorá svieti v tme, je hitom hlavne u detí.',
        ),
        h2('Kostýmy pre celú rodinu'),
        p('Stále obľúbenejšie sú skupinové kostýmy: Addamsova rodina, piráti z jednej lode alebo tekvicová rodinka. Vyberajte rovnaké farby a doplnky – na fotkách to vyzerá skvele.'),
        h2('Tip na záver'),
        p('Líčidlá a umelú krv vyskúšajte pár dní vopred na malom kúsku pokožky. A ak nechcete kostým kupovať, pozrite sa do našej <a href="/sk/info/pujcovna-kostymu">požičovne kostýmov</a>.'),
      ].join('\n'),
    },
    {
      locale: 'sk',
      category: 'inspiracie-na-party',
      title: 'Silvestrovská párty: výzdoba, ktorá urobí dojem',
      label: 'Silvestrovská párty',
      perex: 'Zlatá, čierna a trblietky. Ukážeme, ako s pár balíčkami dekorácií premeniť obývačku na sálu na silvestrovský večierok – vrátane odpočítavania polnoci s balónmi plnými konfiet.',
      author: 'Lucie Horáková',
      daysAgo: 6,
      minute: 310,
      shapes: ['star', 'bottle', 'glasses'],
      colors: ['#f2c94c', '#2b2b2b', '#d24291'],
      background: '#e6d39a',
      content: [
        p('Silvester je jediná párty v roku, keď sa trblietok nedá použiť priveľa. Základom je jednotná farebná kombinácia: zlatá s čiernou pôsobí elegantne, strieborná s modrou zimne.'),
        h2('Čo nesmie chýbať'),
        ul(
          'Fóliové čísla nového roka – postavte ich na stôl alebo pripevnite na stenu.',
          'Strapcový záves ako pozadie na fotografie.',
          'Priehľadné balóny plnené konfetami, ktoré o polnoci prepichnete.',
          'Papierové okuliare, čelenky a klobúčiky pre hostí.',
        ),
        h2('Odpočítavanie s balónmi'),
        p('Pod strop zaveste sieť s balónmi a o polnoci ju uvoľnite. Sieť na balóny aj ručnú pumpičku nájdete v sekcii dekorácií.'),
      ].join('\n'),
    },
    {
      locale: 'sk',
      category: 'balony-a-dekoracie',
      title: 'Gender reveal párty: nápady na odhalenie pohlavia bábätka',
      label: 'Gender reveal párty',
      perex: 'Veľký čierny balón plný ružových alebo modrých konfiet, farebné dymovnice alebo torta s prekvapením. Vybrali sme najkrajšie spôsoby, ako oznámiť rodine a priateľom, či čakáte dievčatko, alebo chlapca.',
      author: 'Tereza Veselá',
      daysAgo: 41,
      minute: 260,
      shapes: ['balloon', 'heart', 'confetti'],
      colors: ['#f78fb3', '#6cb8f5', '#2b2b2b'],
      background: '#f5c9dd',
      content: [
        p('Oslava odhalenia pohlavia bábätka sa stala obľúbenou príležitosťou stretnúť sa s rodinou ešte pred pôrodom. Kľúčové je udržať tajomstvo – výsledok ultrazvuku preto nechajte napísať do obálky a odovzdajte ju tomu, kto pripravuje prekvapenie.'),
        h2('Najobľúbenejšie spôsoby'),
        ol(
          'Obrí čierny balón s konfetami, ktorý spoločne prepichnete.',
          'Krabica s balónmi, ktoré po otvorení vyletia.',
          'Farebné dymovnice na oslavu vonku.',
          'Torta s farebnou náplňou.',
        ),
        p('Výzdobu zlaďte do neutrálnych farieb a nechajte hostí tipovať – napríklad nalepením samolepky na tabuľu „Chlapec, alebo dievča?“.'),
      ].join('\n'),
    },
    {
      locale: 'sk',
      category: 'inspiracie-na-party',
      title: 'Rozlúčka so slobodou: doplnky, ktoré nesmú chýbať',
      label: 'Rozlúčka so slobodou',
      perex: 'Šerpa pre nevestu, závoj, čelenky s nápismi a vtipné úlohy pre družičky. Zostavili sme zoznam, s ktorým na nič nezabudnete – a pár tipov, ako pripraviť rozlúčku, na ktorú sa bude spomínať.',
      author: 'Lucie Horáková',
      daysAgo: 75,
      minute: 45,
      shapes: ['crown', 'glasses', 'heart'],
      colors: ['#d24291', '#f2c94c', '#ffffff'],
      background: '#f0b3d3',
      content: [
        p('Rozlúčka so slobodou je posledná veľká akcia pred svadbou. Či už plánujete wellness víkend, alebo noc v meste, pár doplnkov dokáže vytvoriť tú správnu atmosféru.'),
        h2('Základná výbava'),
        ul(
          'Šerpa „Nevesta“ a šerpy „Družička“ pre kamarátky.',
          'Krátky závoj alebo čelenka s korunkou.',
          'Fóliové balóny s nápisom Bride to be.',
          'Kartičky s úlohami pre nevestu.',
        ),
        p('Na pánsku rozlúčku máme vtipné kostýmy aj doplnky – nájdete ich medzi žartovnými predmetmi a kostýmami.'),
      ].join('\n'),
    },
  ];

  const rows = posts.map((post) => {
    const slug = slugify(post.title);
    const relPath = `blog/${post.locale}-${slug}.webp`;
    images.add(relPath, () =>
      sceneSvg({ seed: relPath, title: post.label, shapes: post.shapes, colors: post.colors, background: post.background }),
    );
    // A few minutes of jitter so posts of the same day keep a stable, distinct order.
    const publishedAt = new Date(dayAt(now, -post.daysAgo, 7).getTime() + (post.minute ?? rng.int(0, 8 * 60)) * 60_000);
    return {
      locale: post.locale,
      categoryId: categoryId(post.locale, post.category),
      slug,
      title: post.title,
      perex: post.perex,
      content: post.content,
      image: relPath,
      author: post.author,
      publishedAt,
      active: true,
    };
  });
  const inserted = await db.insert(blogPosts).values(rows).returning({ id: blogPosts.id, categoryId: blogPosts.categoryId });
  await seedMentionedProducts(db, inserted, categoryRows);
}

/** Which part of the catalogue a topic's articles talk about: the top categories whose products they mention. */
const TOPIC_CATALOGUE: Record<string, string[]> = {
  'kostymy-a-masky': ['kostymy', 'masky', 'paruky'],
  'balonky-a-dekorace': ['balonky', 'dekorace'],
  'balony-a-dekoracie': ['balonky', 'dekorace'],
  'inspirace-na-party': ['party-doplnky', 'dekorace', 'klobouky-a-celenky'],
  'inspiracie-na-party': ['party-doplnky', 'dekorace', 'klobouky-a-celenky'],
  'novinky-z-konfet': ['zertovne-predmety', 'licidla', 'doplnky-ke-kostymum'],
};

/** Products an article mentions (shown under it): four best sellers of its topic's catalogue, each article a different four. */
async function seedMentionedProducts(db: Db, posts: Array<{ id: number; categoryId: number | null }>, topics: Array<{ id: number; slug: string }>) {
  const links: Array<{ postId: number; productId: number; position: number }> = [];
  for (const [i, post] of posts.entries()) {
    const roots = TOPIC_CATALOGUE[topics.find((t) => t.id === post.categoryId)?.slug ?? ''];
    if (!roots) continue;
    const found = (await db.execute(sql`
      with recursive tree as (
        select id from categories where parent_id is null and slug in (${sql.join(roots.map((r) => sql`${r}`), sql`, `)})
        union all select c.id from categories c join tree on c.parent_id = tree.id
      )
      select p.id from products p where p.active and p.default_category_id in (select id from tree)
      order by p.sold_count desc, p.id limit 4 offset ${(i % 6) * 4}`)) as unknown as { rows: Array<{ id: number }> };
    found.rows.forEach((row, position) => links.push({ postId: post.id, productId: Number(row.id), position }));
  }
  if (links.length > 0) await db.insert(blogPostProducts).values(links);
}
