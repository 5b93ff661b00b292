// Static pages: terms, complaints, privacy, shipping, services and contacts, in Czech and in Slovak.
import { sites } from '../../schema/index';
import { branchAddress, type BranchRow, COMPANY, h2, ol, p, ul } from './common';

export interface PageSeed {
  slug: string;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
}

export function pagesCs(opts: { now: Date; czSite: typeof sites.$inferSelect; stores: BranchRow[]; warehouse: BranchRow | null }): PageSeed[] {
  const { now, czSite, stores, warehouse } = opts;
  const validFrom = `1. 1. ${now.getUTCFullYear()}`;
  const seller = `${COMPANY.name}, se sídlem ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}`;
  const returnAddress = warehouse ? `${COMPANY.name} – reklamace, ${branchAddress(warehouse)}` : `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}`;
  const contact = `e-mail <a href="mailto:${czSite.email}">${czSite.email}</a>, telefon ${czSite.phone} (Po–Pá 10:30–18:30, So 11:00–18:00)`;
  const free = '1 500 Kč';
  const cities = [...new Set(stores.map((s) => s.city.replace(/ \d+$/, '')))];

  return [
    {
      slug: 'obchodni-podminky',
      title: 'Obchodní podmínky',
      metaTitle: 'Obchodní podmínky | Konfety.cz',
      metaDescription: 'Obchodní podmínky internetového obchodu Konfety.cz: objednávka, ceny, doprava, odstoupení od smlouvy do 14 dnů a reklamace.',
      content: [
        p(`Obchodní podmínky internetového obchodu <strong>Konfety.cz</strong> provozovaného společností ${seller}. ${COMPANY.register}`),
        h2('1. Úvodní ustanovení'),
        p('1.1 Tyto obchodní podmínky upravují vzájemná práva a povinnosti prodávajícího a kupujícího vzniklé v souvislosti s kupní smlouvou uzavřenou prostřednictvím internetového obchodu na adrese www.konfety.cz. Vztahy neupravené těmito podmínkami se řídí zákonem č. 89/2012 Sb., občanský zákoník (dále jen „občanský zákoník“), a zákonem č. 634/1992 Sb., o ochraně spotřebitele.'),
        p('1.2 Je-li kupujícím spotřebitel, tedy člověk, který mimo rámec své podnikatelské činnosti uzavírá smlouvu s prodávajícím, platí pro něj ustanovení o ochraně spotřebitele. Ustanovení o odstoupení od smlouvy se nevztahují na kupující, kteří nakupují v rámci své podnikatelské činnosti (s uvedením IČO).'),
        p('1.3 Kontaktní údaje prodávajícího: ' + contact + '.'),
        h2('2. Uživatelský účet'),
        p('2.1 Na základě registrace může kupující přistupovat do svého uživatelského účtu, kde spravuje své údaje, doručovací adresy a historii objednávek. Objednávat lze i bez registrace.'),
        p('2.2 Kupující je povinen uvádět pravdivé údaje a zachovávat mlčenlivost o přístupových údajích k účtu. Prodávající může účet zrušit, pokud jej kupující déle než 3 roky nevyužívá nebo pokud porušuje tyto podmínky.'),
        h2('3. Uzavření kupní smlouvy'),
        p('3.1 Prezentace zboží v internetovém obchodě je informativního charakteru a není návrhem na uzavření smlouvy ve smyslu § 1732 odst. 2 občanského zákoníku.'),
        p('3.2 Objednávku kupující odešle tlačítkem „Objednat s povinností platby“. Před odesláním může zkontrolovat a měnit zadané údaje, včetně možnosti zjišťovat a opravovat chyby. Odeslání objednávky je podmíněno souhlasem s těmito obchodními podmínkami.'),
        p('3.3 Přijetí objednávky prodávající potvrdí e-mailem. Kupní smlouva je uzavřena doručením tohoto potvrzení kupujícímu.'),
        h2('4. Cena zboží a platební podmínky'),
        p('4.1 Ceny zboží jsou uvedeny včetně daně z přidané hodnoty a všech poplatků. Cena dopravy a případné platby se zobrazí v košíku před odesláním objednávky. Při nákupu nad ' + free + ' je doprava zdarma.'),
        p('4.2 U zboží ve slevě uvádí prodávající také nejnižší cenu, za kterou zboží nabízel v posledních 30 dnech před slevou; sleva se počítá z této ceny (§ 12a zákona o ochraně spotřebitele).'),
        p('4.3 Kupující může zaplatit:'),
        ul(
          'bankovním převodem na účet prodávajícího č. ' + czSite.bankAccount + ' (variabilním symbolem je číslo objednávky; po odeslání objednávky zobrazíme QR Platbu),',
          'platební kartou online prostřednictvím zabezpečené platební brány,',
          'na dobírku při převzetí zásilky (příplatek 39 Kč),',
          'při osobním odběru na prodejně výhradně předem – kartou online nebo bankovním převodem.',
        ),
        p('4.4 Při bezhotovostní platbě je závazek kupujícího zaplatit kupní cenu splněn připsáním částky na účet prodávajícího. Nezaplatí-li kupující do 7 dnů od potvrzení objednávky, může prodávající objednávku zrušit.'),
        p('4.5 Daňový doklad (fakturu) vystaví prodávající po zaplacení a zašle jej kupujícímu elektronicky.'),
        h2('5. Přeprava a dodání zboží'),
        p('5.1 Zboží skladem na pražských prodejnách a v centrálním skladu odesíláme obvykle do 1–2 pracovních dnů, ostatní zboží do 3–5 pracovních dnů. Není-li zboží skladem na zvolené prodejně, může dodání trvat až 10 dnů.'),
        p('5.2 Způsoby dopravy a jejich ceny jsou uvedeny na stránce <a href="/info/doprava-a-platba">Doprava a platba</a>. Česká verze obchodu doručuje pouze v rámci České republiky.'),
        p('5.3 Kupující je povinen zkontrolovat neporušenost obalu při převzetí zásilky a případné vady neprodleně oznámit dopravci. Převzetím zboží přechází na kupujícího nebezpečí škody na zboží.'),
        h2('6. Odstoupení od kupní smlouvy'),
        p('6.1 Spotřebitel má v souladu s § 1829 odst. 1 občanského zákoníku právo odstoupit od kupní smlouvy bez udání důvodu <strong>ve lhůtě 14 dnů</strong> ode dne převzetí zboží; při dodání několika kusů nebo částí zboží běží lhůta od převzetí poslední dodávky. Lhůta je zachována, odešle-li spotřebitel oznámení o odstoupení prodávajícímu před jejím uplynutím.'),
        p('6.2 Odstoupení může spotřebitel učinit jakýmkoli jednoznačným prohlášením, například e-mailem na adresu ' + czSite.email + ' nebo na <a href="/dokumenty">vzorovém formuláři pro odstoupení od smlouvy</a> (vzor podle nařízení vlády č. 29/2023 Sb.). Přijetí odstoupení prodávající bez zbytečného odkladu potvrdí.'),
        p('6.3 Spotřebitel zašle nebo předá zboží prodávajícímu do 14 dnů od odstoupení na adresu ' + returnAddress + ', případně je vrátí na kterékoli prodejně. Přímé náklady na vrácení zboží nese spotřebitel. Zboží nezasílejte na dobírku.'),
        p('6.4 Prodávající vrátí spotřebiteli všechny přijaté peněžní prostředky včetně nákladů na nejlevnější nabízený způsob dodání do 14 dnů od odstoupení, a to stejným způsobem, jakým je přijal, nedohodnou-li se strany jinak. Prodávající není povinen vrátit peníze dříve, než mu spotřebitel zboží předá nebo prokáže, že je odeslal.'),
        p('6.5 Spotřebitel odpovídá za snížení hodnoty zboží, které vzniklo nakládáním se zbožím jinak, než je nutné k seznámení se s jeho povahou, vlastnostmi a funkčností (např. kostým nošený na akci, poškozené nebo znečištěné zboží).'),
        p('6.6 V souladu s § 1837 občanského zákoníku nelze odstoupit mimo jiné od smlouvy:'),
        ul(
          'o dodání zboží upraveného podle přání spotřebitele (potisk balónků, balónkové dekorace a kytice na zakázku, balónky nafouknuté héliem),',
          'o dodání zboží v uzavřeném obalu, které spotřebitel z obalu vyňal a z hygienických důvodů jej není možné vrátit (např. líčidla, umělé zuby, kontaktní čočky, paruky s porušenou hygienickou páskou),',
          'o dodání zboží, které podléhá rychlé zkáze (např. dort, sladkosti s krátkou trvanlivostí),',
          'o službách souvisejících s trávením volného času poskytovaných v určeném termínu (party výzdoba na klíč, rezervovaná zápůjčka kostýmu na konkrétní datum).',
        ),
        h2('7. Práva z vadného plnění'),
        p('7.1 Práva a povinnosti z vadného plnění se řídí § 2161 a násl. občanského zákoníku a <a href="/reklamacni-rad">reklamačním řádem</a>. Spotřebitel může vytknout vadu, která se na zboží projeví v době <strong>dvou let</strong> od převzetí.'),
        p('7.2 Reklamaci vyřídí prodávající bez zbytečného odkladu, nejpozději do 30 dnů od jejího uplatnění, nedohodne-li se se spotřebitelem na delší lhůtě.'),
        h2('8. Mimosoudní řešení sporů'),
        p('8.1 Vyřizování stížností spotřebitelů zajišťuje prodávající prostřednictvím e-mailu ' + czSite.email + '. K mimosoudnímu řešení spotřebitelských sporů je příslušná Česká obchodní inspekce, Štěpánská 567/15, 120 00 Praha 2, www.adr.coi.cz. Dozor nad dodržováním zákona o ochraně spotřebitele vykonává Česká obchodní inspekce, dozor v oblasti ochrany osobních údajů Úřad pro ochranu osobních údajů.'),
        h2('9. Ochrana osobních údajů'),
        p('9.1 Zpracování osobních údajů kupujících upravují <a href="/ochrana-osobnich-udaju">Zásady ochrany osobních údajů</a>.'),
        h2('10. Závěrečná ustanovení'),
        p('10.1 Kupní smlouva se uzavírá v českém jazyce a prodávající ji archivuje v elektronické podobě; smlouva není přístupná třetím osobám.'),
        p('10.2 Prodávající může obchodní podmínky měnit; na kupní smlouvu se použijí podmínky účinné v době odeslání objednávky.'),
        p(`10.3 Tyto obchodní podmínky nabývají účinnosti dnem ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'reklamacni-rad',
      title: 'Reklamační řád',
      metaTitle: 'Reklamační řád | Konfety.cz',
      metaDescription: 'Jak reklamovat zboží z Konfety.cz: lhůta dva roky, vyřízení do 30 dnů, reklamace na prodejně i poštou.',
      content: [
        p(`Reklamační řád upravuje uplatňování práv z vadného plnění u zboží zakoupeného u společnosti ${seller}, v internetovém obchodě Konfety.cz i na našich prodejnách.`),
        h2('1. Odpovědnost prodávajícího'),
        p('1.1 Prodávající odpovídá kupujícímu, že zboží při převzetí nemá vady, zejména že odpovídá popisu, má vlastnosti, které si strany ujednaly nebo které prodávající či výrobce popsal, hodí se k účelu, pro který se obvykle používá, a je v odpovídajícím množství a hmotnosti.'),
        p('1.2 Spotřebitel je oprávněn uplatnit právo z vady, která se vyskytne u spotřebního zboží v době <strong>24 měsíců</strong> od převzetí. Projeví-li se vada v průběhu jednoho roku od převzetí, má se za to, že věc byla vadná již při převzetí.'),
        p('1.3 Prodávající neodpovídá za vady vzniklé běžným opotřebením, nesprávným používáním nebo skladováním, ani za vlastnosti, které jsou pro zboží typické. U balónků se za vadu nepovažuje přirozený únik hélia – doba letu latexových balónků je orientační (obvykle 10–14 hodin) a závisí na teplotě a vlhkosti. Kostýmy jsou určeny k příležitostnému nošení; za vadu se nepovažuje jejich opotřebení po opakovaném praní v rozporu s pokyny na štítku.'),
        h2('2. Jak reklamovat'),
        p('2.1 Reklamaci můžete uplatnit:'),
        ul(
          `osobně na kterékoli z našich ${stores.length} prodejen (${cities.join(', ')}),`,
          `zasláním zboží na adresu ${returnAddress} (nezasílejte na dobírku),`,
          `e-mailem na ${czSite.email} – u zjevných vad (např. poškozený balónek) stačí fotografie.`,
        ),
        p('2.2 K reklamaci připojte doklad o koupi nebo číslo objednávky, popis vady a požadovaný způsob vyřízení. Můžete využít <a href="/dokumenty">reklamační formulář</a>.'),
        p('2.3 Prodávající vydá kupujícímu písemné potvrzení o tom, kdy reklamaci uplatnil, co je jejím obsahem a jaký způsob vyřízení požaduje, a následně potvrzení o datu a způsobu vyřízení reklamace.'),
        h2('3. Vyřízení reklamace'),
        p('3.1 Reklamaci vyřídíme bez zbytečného odkladu, <strong>nejpozději do 30 dnů</strong> ode dne jejího uplatnění, pokud se s kupujícím nedohodneme na delší lhůtě.'),
        p('3.2 Kupující může požadovat odstranění vady opravou nebo dodáním nové věci; není-li to možné nebo je-li to nepřiměřené, přiměřenou slevu nebo odstoupení od smlouvy. Při oprávněné reklamaci má kupující právo na náhradu účelně vynaložených nákladů spojených s jejím uplatněním (např. poštovné).'),
        p('3.3 O vyřízení reklamace informujeme kupujícího e-mailem nebo SMS. Opravené nebo vyměněné zboží zašleme zpět na naše náklady nebo připravíme k vyzvednutí na prodejně.'),
        h2('4. Zapůjčené kostýmy'),
        p('4.1 Na kostýmy z půjčovny se reklamační řád nevztahuje; vady zapůjčeného kostýmu řešíme na místě při převzetí podle podmínek půjčovny.'),
        p(`Tento reklamační řád je účinný od ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'ochrana-osobnich-udaju',
      title: 'Zásady ochrany osobních údajů',
      metaTitle: 'Ochrana osobních údajů | Konfety.cz',
      metaDescription: 'Jak Konfety.cz zpracovává osobní údaje zákazníků podle nařízení GDPR: účely, doba uchování, příjemci, cookies a vaše práva.',
      content: [
        p(`Správcem osobních údajů je ${seller} (dále jen „správce“). Osobní údaje zpracováváme v souladu s nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů. Kontakt pro otázky ochrany osobních údajů: <a href="mailto:gdpr@konfety.example">gdpr@konfety.example</a>.`),
        h2('1. Jaké údaje zpracováváme'),
        ul(
          'identifikační a kontaktní údaje: jméno, příjmení, e-mail, telefon, doručovací a fakturační adresa, u firem IČO a DIČ,',
          'údaje o objednávkách a platbách,',
          'údaje o uživatelském účtu, hodnocení produktů a hlídacích psech,',
          'technické údaje o používání webu (IP adresa, cookies) v rozsahu vašeho souhlasu.',
        ),
        h2('2. Účely a právní základ zpracování'),
        ul(
          '<strong>Vyřízení objednávky a plnění kupní smlouvy</strong> – čl. 6 odst. 1 písm. b) GDPR.',
          '<strong>Plnění právních povinností</strong> (účetnictví, daňové doklady) – čl. 6 odst. 1 písm. c) GDPR.',
          '<strong>Ochrana našich práv a zasílání obchodních sdělení stávajícím zákazníkům</strong> – oprávněný zájem podle čl. 6 odst. 1 písm. f) GDPR; proti zasílání můžete kdykoli vznést námitku odkazem v každém e-mailu.',
          '<strong>Newsletter a analytické a marketingové cookies</strong> – na základě souhlasu podle čl. 6 odst. 1 písm. a) GDPR, který můžete kdykoli odvolat.',
        ),
        h2('3. Doba uchování'),
        p('Údaje pro plnění smlouvy uchováváme po dobu trvání smlouvy a poté 4 roky pro případ uplatnění práv; účetní a daňové doklady 10 let. Údaje zpracovávané na základě souhlasu uchováváme do jeho odvolání, nejdéle 5 let. Neaktivní uživatelský účet zrušíme po 3 letech.'),
        h2('4. Příjemci osobních údajů'),
        ul(
          'dopravci (PPL CZ s.r.o., Zásilkovna s.r.o.) v rozsahu nutném k doručení zásilky,',
          'poskytovatel platební brány pro platby kartou,',
          'poskytovatelé IT služeb, hostingu a rozesílání e-mailů,',
          'Heureka Shopping s.r.o. v rámci programu Ověřeno zákazníky, pokud jste zasílání dotazníku neodmítli,',
          'poskytovatelé analytických a reklamních nástrojů v rozsahu vašeho souhlasu s cookies.',
        ),
        p('Údaje nepředáváme do třetích zemí mimo EU, s výjimkou poskytovatelů, kteří zaručují odpovídající ochranu na základě rozhodnutí Evropské komise nebo standardních smluvních doložek.'),
        h2('5. Cookies'),
        p('Technické cookies jsou nezbytné pro fungování webu (košík, přihlášení, volba měny) a používáme je vždy. Analytické, marketingové a reklamní cookies ukládáme pouze s vaším souhlasem, který udělíte nebo odmítnete v liště cookies; odmítnutí je stejně snadné jako souhlas a volbu můžete kdykoli změnit. Souhlas si pamatujeme 1 rok.'),
        h2('6. Vaše práva'),
        p('Máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost, právo vznést námitku a odvolat souhlas. Žádosti vyřizujeme bezplatně do jednoho měsíce. Máte také právo podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz.'),
        p(`Tyto zásady jsou účinné od ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'o-nas',
      title: 'O nás',
      metaTitle: 'O nás | Konfety.cz – párty, kostýmy a balónky',
      metaDescription: `Konfety jsou síť ${stores.length} prodejen a e-shop s párty potřebami, karnevalovými kostýmy a balónky.`,
      content: [
        p(`Konfety začínaly v roce 2009 jako malý obchůdek s balónky v pražských Vršovicích. Dnes provozujeme <strong>${stores.length} prodejen</strong> po celé republice, centrální sklad a e-shop, ve kterém najdete přes deset tisíc produktů pro každou oslavu.`),
        h2('Co u nás najdete'),
        ul(
          'Karnevalové a halloweenské kostýmy pro děti i dospělé, paruky, masky a líčidla.',
          'Latexové a fóliové balónky, hélium a balónkové dekorace.',
          'Výzdobu na narozeniny, svatby, rozlučky, gender reveal párty i Silvestra.',
          'Vtipné dárky a párty hry.',
        ),
        h2('Služby'),
        p('Kromě prodeje připravujeme <a href="/info/party-vyzdoba-na-klic">party výzdobu na klíč</a>, provozujeme <a href="/info/pujcovna-kostymu">půjčovnu kostýmů</a> a na prodejnách vám <a href="/info/nafukovani-balonku">nafoukneme balónky héliem</a> na počkání.'),
        h2('Naše prodejny'),
        p(`Najdete nás ve městech ${cities.join(', ')}. Adresy a otevírací dobu uvádíme na stránce <a href="/prodejny">Prodejny</a>.`),
        p(`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}. ${COMPANY.register}`),
      ].join('\n'),
    },
    {
      slug: 'doprava-a-platba',
      title: 'Doprava a platba',
      metaTitle: 'Doprava a platba | Konfety.cz',
      metaDescription: `Doprava zdarma při nákupu nad ${free}. Osobní odběr na ${stores.length} prodejnách, Zásilkovna, kurýr PPL. Platba kartou, převodem nebo dobírkou.`,
      content: [
        p(`Při nákupu nad <strong>${free}</strong> máte dopravu zdarma. Zboží skladem v Praze doručujeme do 1–2 dnů, ostatní zboží do 3–5 dnů.`),
        h2('Způsoby dopravy'),
        `<table>\n  <thead><tr><th>Doprava</th><th>Cena</th><th>Nad ${free}</th></tr></thead>\n  <tbody>\n` +
          `    <tr><td>Osobní odběr na prodejně</td><td>zdarma</td><td>zdarma</td></tr>\n` +
          `    <tr><td>Zásilkovna – výdejní místo</td><td>79 Kč</td><td>zdarma</td></tr>\n` +
          `    <tr><td>Kurýr PPL</td><td>119 Kč</td><td>zdarma</td></tr>\n  </tbody>\n</table>`,
        p('Osobní odběr je možný na kterékoli z našich prodejen. Pokud zboží není skladem na zvolené prodejně, převezeme je z centrálního skladu; doručení pak může trvat až 10 dnů. O připravení objednávky vás informujeme e-mailem a SMS, vyzvednout si ji můžete do 7 dnů.'),
        h2('Způsoby platby'),
        `<table>\n  <thead><tr><th>Platba</th><th>Cena</th></tr></thead>\n  <tbody>\n` +
          `    <tr><td>Platba kartou online</td><td>zdarma</td></tr>\n` +
          `    <tr><td>Bankovní převod (QR Platba)</td><td>zdarma</td></tr>\n` +
          `    <tr><td>Dobírka (jen Zásilkovna a kurýr)</td><td>39 Kč</td></tr>\n  </tbody>\n</table>`,
        p('Při osobním odběru na prodejně je nutné objednávku zaplatit předem kartou nebo převodem. Ceny jsou uvedeny včetně DPH.'),
        h2('Doručení na Slovensko'),
        p('Pro doručení na Slovensko použijte náš slovenský obchod Konfety.sk; česká verze obchodu doručuje pouze v rámci České republiky.'),
      ].join('\n'),
    },
    {
      slug: 'party-vyzdoba-na-klic',
      title: 'Party výzdoba na klíč',
      metaTitle: 'Party výzdoba na klíč | Konfety.cz',
      metaDescription: 'Balónkové oblouky, stěny a dekorace na oslavy, svatby i firemní akce. Návrh, doprava, instalace i úklid.',
      content: [
        p('Nechte výzdobu na nás. Navrhneme, připravíme, přivezeme a nainstalujeme dekorace přesně podle vašeho tématu – od dětských narozenin po firemní večírek pro 300 hostů.'),
        h2('Jak to probíhá'),
        ol(
          'Pošlete nám poptávku s datem, místem a tématem akce.',
          'Do 2 pracovních dnů vám zašleme návrh a cenovou nabídku.',
          'Po zaplacení zálohy 50 % termín závazně rezervujeme.',
          'V den akce výzdobu nainstalujeme a po akci ji na přání odvezeme.',
        ),
        h2('Orientační ceny'),
        ul('Balónková girlanda 3 m: od 1 490 Kč', 'Balónkový oblouk 5 m: od 3 900 Kč', 'Fotostěna s nápisem: od 2 900 Kč', 'Doprava po Praze: 490 Kč, mimo Prahu 12 Kč/km'),
        p('Poptávku pošlete na <a href="mailto:vyzdoba@konfety.example">vyzdoba@konfety.example</a> nebo se zastavte na kterékoli prodejně.'),
      ].join('\n'),
    },
    {
      slug: 'pujcovna-kostymu',
      title: 'Půjčovna kostýmů',
      metaTitle: 'Půjčovna kostýmů | Konfety.cz',
      metaDescription: 'Půjčte si kostým na karneval, ples nebo divadlo. Přes 2 000 kostýmů pro děti i dospělé, rezervace předem.',
      content: [
        p('V naší půjčovně najdete přes 2 000 kostýmů pro děti i dospělé: historické, pohádkové, filmové, zvířecí i kostýmy na masopust. Kostým si můžete vyzkoušet a rovnou odnést.'),
        h2('Podmínky zápůjčky'),
        ul(
          'Zápůjčka na 3 dny (např. pátek–pondělí) od 290 Kč za dětský a 490 Kč za dospělý kostým.',
          'Vratná záloha 1 000 Kč na kostým, při vrácení v pořádku ji vrátíme v plné výši.',
          'Kostýmy půjčujeme vyčištěné; čištění po vrácení je v ceně.',
          'Rezervaci na konkrétní termín doporučujeme v sezóně (leden–únor, říjen) alespoň 2 týdny předem.',
        ),
        h2('Poškození a ztráta'),
        p('Drobné opotřebení je v ceně. Při poškození, které vyžaduje opravu, účtujeme náklady opravy podle ceníku; při ztrátě nebo zničení kostýmu zálohu nevracíme a doúčtujeme rozdíl do pořizovací ceny.'),
      ].join('\n'),
    },
    {
      slug: 'nafukovani-balonku',
      title: 'Nafukování balónků héliem',
      metaTitle: 'Nafukování balónků héliem | Konfety.cz',
      metaDescription: 'Nafoukneme vám balónky héliem na počkání na každé naší prodejně. Latexové i fóliové balónky, Hi-Float ošetření.',
      content: [
        p('Na každé naší prodejně vám nafoukneme balónky héliem na počkání. Větší množství (nad 30 kusů) si prosím objednejte alespoň den předem.'),
        h2('Ceník nafukování'),
        ul(
          'Latexový balónek 30 cm: 25 Kč',
          'Latexový balónek s ošetřením Hi-Float (vydrží 2–3 dny): 39 Kč',
          'Fóliový balónek 45 cm (srdce, hvězda, kruh): 49 Kč',
          'Fóliová číslice nebo písmeno 86–100 cm: 129 Kč',
          'Balónek zakoupený jinde: příplatek 10 Kč',
        ),
        p('Hélium v jednorázové lahvi pro nafouknutí až 50 balónků doma si můžete koupit na e-shopu i na prodejnách.'),
      ].join('\n'),
    },
    {
      slug: 'kontakt',
      title: 'Kontakt',
      metaTitle: 'Kontakt | Konfety.cz',
      metaDescription: 'Kontakt na zákaznickou podporu Konfety.cz a prodejny.',
      content: [
        p(`Zákaznická podpora: ${contact}.`),
        p(`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}.`),
        p('Adresy a otevírací dobu prodejen najdete na stránce <a href="/prodejny">Prodejny</a>.'),
      ].join('\n'),
    },
  ];
}

/**
 * The Slovak site's pages. A page has the same slug in every language (the API finds a page's language versions by it,
 * and the storefront links the terms and privacy pages by their fixed paths), so the Slovak texts take the Czech slugs;
 * only `rozvoz` is the Slovak site's own (its delivery page, route-names.ts `deliveryInfo`). The Slovak shop sells from
 * the Czech company and its central warehouse, delivers only within Slovakia and has no pickup at the stores.
 */
export function pagesSk(opts: { now: Date; skSite: typeof sites.$inferSelect; stores: BranchRow[]; warehouse: BranchRow | null }): PageSeed[] {
  const { now, skSite, stores, warehouse } = opts;
  const validFrom = `1. 1. ${now.getUTCFullYear()}`;
  const seller = `${COMPANY.name}, so sídlom ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Česká republika, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}`;
  const returnAddress = warehouse ? `${COMPANY.name} – reklamácie, ${branchAddress(warehouse)}, Česká republika` : `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Česká republika`;
  const contact = `e-mail <a href="mailto:${skSite.email}">${skSite.email}</a>, telefón ${skSite.phone} (Po – Pi 10:30 – 18:30, So 11:00 – 18:00)`;
  const free = '60 €';
  const cities = [...new Set(stores.map((s) => s.city.replace(/ \d+$/, '')))];
  const iban = skSite.bankIban ?? skSite.bankAccount;

  return [
    {
      slug: 'rozvoz',
      title: 'Doprava a platba',
      metaTitle: 'Doprava a platba | Konfety.sk',
      metaDescription: 'Doprava zadarmo pri nákupe nad 60 €. Kuriér GLS, výdajné miesta Packeta. Platba kartou, prevodom alebo na dobierku.',
      content: [
        p('Pri nákupe nad <strong>60 €</strong> máte dopravu zadarmo. Slovenský obchod doručuje iba v rámci Slovenska.'),
        ul('Kuriér GLS – doručenie do 2–3 pracovných dní', 'Packeta – vyzdvihnutie na výdajnom mieste'),
        p(`Otázky: <a href="mailto:${skSite.email}">${skSite.email}</a>, ${skSite.phone}.`),
      ].join('\n'),
    },
    {
      slug: 'obchodni-podminky',
      title: 'Obchodné podmienky',
      metaTitle: 'Obchodné podmienky | Konfety.sk',
      metaDescription: 'Obchodné podmienky internetového obchodu Konfety.sk: objednávka, ceny, doprava, odstúpenie od zmluvy do 14 dní a reklamácie.',
      content: [
        p(`Obchodné podmienky internetového obchodu <strong>Konfety.sk</strong>, ktorý prevádzkuje spoločnosť ${seller}. ${COMPANY.registerSk}`),
        h2('1. Úvodné ustanovenia'),
        p('1.1 Tieto obchodné podmienky upravujú vzájomné práva a povinnosti predávajúceho a kupujúceho, ktoré vznikajú v súvislosti s kúpnou zmluvou uzavretou prostredníctvom internetového obchodu na adrese www.konfety.sk. Vzťahy so spotrebiteľmi sa riadia zákonom č. 40/1964 Zb., Občiansky zákonník, a zákonom č. 108/2024 Z. z. o ochrane spotrebiteľa.'),
        p('1.2 Spotrebiteľom je fyzická osoba, ktorá pri uzatváraní a plnení zmluvy nekoná v rámci svojej podnikateľskej činnosti ani povolania. Ustanovenia o odstúpení od zmluvy sa nevzťahujú na kupujúcich, ktorí nakupujú v rámci svojej podnikateľskej činnosti (s uvedením IČO).'),
        p('1.3 Kontaktné údaje predávajúceho: ' + contact + '.'),
        h2('2. Používateľský účet'),
        p('2.1 Po registrácii môže kupujúci vstupovať do svojho používateľského účtu, kde spravuje svoje údaje, doručovacie adresy a históriu objednávok. Objednávať je možné aj bez registrácie.'),
        p('2.2 Kupujúci je povinný uvádzať pravdivé údaje a zachovávať mlčanlivosť o prístupových údajoch k účtu. Predávajúci môže účet zrušiť, ak ho kupujúci dlhšie ako 3 roky nepoužíva alebo ak porušuje tieto podmienky.'),
        h2('3. Uzavretie kúpnej zmluvy'),
        p('3.1 Prezentácia tovaru v internetovom obchode má informatívny charakter a nie je návrhom na uzavretie zmluvy.'),
        p('3.2 Objednávku kupujúci odošle tlačidlom „Objednať s povinnosťou platby“. Pred odoslaním si môže skontrolovať a zmeniť zadané údaje vrátane možnosti zisťovať a opravovať chyby. Odoslanie objednávky je podmienené súhlasom s týmito obchodnými podmienkami.'),
        p('3.3 Prijatie objednávky predávajúci potvrdí e-mailom. Kúpna zmluva je uzavretá doručením tohto potvrdenia kupujúcemu.'),
        h2('4. Cena tovaru a platobné podmienky'),
        p('4.1 Ceny tovaru sú uvedené v eurách vrátane dane z pridanej hodnoty a všetkých poplatkov. Cena dopravy a prípadný príplatok za spôsob platby sa zobrazia v košíku pred odoslaním objednávky. Pri nákupe nad ' + free + ' je doprava zadarmo.'),
        p('4.2 Pri tovare v zľave uvádza predávajúci aj najnižšiu cenu, za ktorú tovar ponúkal počas 30 dní pred zľavou; zľava sa počíta z tejto ceny.'),
        p('4.3 Kupujúci môže zaplatiť:'),
        ul(
          'bankovým prevodom na účet predávajúceho IBAN ' + iban + ' (variabilným symbolom je číslo objednávky),',
          'platobnou kartou online prostredníctvom zabezpečenej platobnej brány,',
          'na dobierku pri prevzatí zásielky (s príplatkom podľa košíka).',
        ),
        p('4.4 Pri bezhotovostnej platbe je záväzok kupujúceho zaplatiť kúpnu cenu splnený pripísaním sumy na účet predávajúceho. Ak kupujúci nezaplatí do 7 dní od potvrdenia objednávky, predávajúci môže objednávku zrušiť.'),
        p('4.5 Daňový doklad (faktúru) vystaví predávajúci po zaplatení a pošle ho kupujúcemu elektronicky.'),
        h2('5. Preprava a dodanie tovaru'),
        p('5.1 Tovar odosielame z centrálneho skladu spravidla do 1–2 pracovných dní od zaplatenia, pri dobierke od potvrdenia objednávky. Kuriér GLS doručuje obvykle do 2–3 pracovných dní od odoslania.'),
        p('5.2 Spôsoby dopravy a ich ceny sú uvedené na stránke <a href="/sk/info/rozvoz">Doprava a platba</a>. Slovenská verzia obchodu doručuje iba v rámci Slovenskej republiky; osobný odber na predajniach v Českej republike v nej nie je možný.'),
        p('5.3 Kupujúci je povinný pri prevzatí zásielky skontrolovať neporušenosť obalu a prípadné chyby bezodkladne oznámiť dopravcovi. Prevzatím tovaru prechádza na kupujúceho nebezpečenstvo škody na tovare.'),
        h2('6. Odstúpenie od kúpnej zmluvy'),
        p('6.1 Spotrebiteľ má právo odstúpiť od kúpnej zmluvy bez uvedenia dôvodu <strong>do 14 dní</strong> odo dňa prevzatia tovaru; pri dodaní niekoľkých kusov alebo častí tovaru plynie lehota od prevzatia poslednej dodávky. Lehota je zachovaná, ak spotrebiteľ odošle oznámenie o odstúpení predávajúcemu pred jej uplynutím.'),
        p('6.2 Odstúpiť môže spotrebiteľ akýmkoľvek jednoznačným vyhlásením, napríklad e-mailom na adresu ' + skSite.email + ' alebo na <a href="/sk/dokumenty">vzorovom formulári na odstúpenie od zmluvy</a>. Prijatie odstúpenia predávajúci bez zbytočného odkladu potvrdí.'),
        p('6.3 Spotrebiteľ pošle tovar predávajúcemu do 14 dní od odstúpenia na adresu ' + returnAddress + '. Priame náklady na vrátenie tovaru znáša spotrebiteľ. Tovar neposielajte na dobierku.'),
        p('6.4 Predávajúci vráti spotrebiteľovi všetky prijaté platby vrátane nákladov na najlacnejší ponúkaný spôsob doručenia do 14 dní od odstúpenia, a to rovnakým spôsobom, akým ich prijal, ak sa strany nedohodnú inak. Predávajúci nie je povinný vrátiť platby skôr, ako mu spotrebiteľ tovar odovzdá alebo preukáže, že ho odoslal.'),
        p('6.5 Spotrebiteľ zodpovedá za zníženie hodnoty tovaru, ktoré vzniklo zaobchádzaním s tovarom inak, ako je potrebné na zistenie jeho povahy, vlastností a funkčnosti (napr. kostým nosený na akcii, poškodený alebo znečistený tovar).'),
        p('6.6 Spotrebiteľ nemôže odstúpiť okrem iného od zmluvy:'),
        ul(
          'o predaji tovaru zhotoveného podľa jeho požiadaviek (potlač balónov, balónové dekorácie a kytice na zákazku, balóny nafúknuté héliom),',
          'o predaji tovaru uzavretého v ochrannom obale, ktorý nie je vhodné vrátiť z hygienických dôvodov a ktorého ochranný obal bol po dodaní porušený (napr. líčidlá, umelé zuby, parochne s porušenou hygienickou páskou),',
          'o predaji tovaru, ktorý podlieha rýchlej skaze (napr. sladkosti s krátkou trvanlivosťou),',
          'o poskytnutí služieb súvisiacich s voľnočasovými aktivitami v dohodnutom termíne (párty výzdoba na kľúč, rezervované požičanie kostýmu na konkrétny dátum).',
        ),
        h2('7. Zodpovednosť za vady a reklamácie'),
        p('7.1 Práva zo zodpovednosti za vady sa riadia Občianskym zákonníkom a <a href="/sk/reklamacni-rad">reklamačným poriadkom</a>. Spotrebiteľ môže uplatniť vadu, ktorá sa na tovare prejaví do <strong>24 mesiacov</strong> od prevzatia.'),
        p('7.2 Reklamáciu predávajúci vybaví bez zbytočného odkladu, najneskôr do 30 dní od jej uplatnenia.'),
        h2('8. Riešenie sporov'),
        p('8.1 Sťažnosti spotrebiteľov vybavuje predávajúci prostredníctvom e-mailu ' + skSite.email + '. Ak spotrebiteľ nie je spokojný so spôsobom, akým predávajúci vybavil jeho reklamáciu, alebo sa domnieva, že porušil jeho práva, môže sa obrátiť na predávajúceho so žiadosťou o nápravu a následne podať návrh na alternatívne riešenie sporu subjektu alternatívneho riešenia sporov, ktorým je Slovenská obchodná inšpekcia, Bajkalská 21/A, 827 99 Bratislava, www.soi.sk. Dozor nad ochranou spotrebiteľa vykonáva Slovenská obchodná inšpekcia.'),
        h2('9. Ochrana osobných údajov'),
        p('9.1 Spracúvanie osobných údajov kupujúcich upravujú <a href="/sk/ochrana-osobnich-udaju">Zásady ochrany osobných údajov</a>.'),
        h2('10. Záverečné ustanovenia'),
        p('10.1 Kúpna zmluva sa uzatvára v slovenskom jazyku a predávajúci ju archivuje v elektronickej podobe; zmluva nie je prístupná tretím osobám.'),
        p('10.2 Predávajúci môže obchodné podmienky meniť; na kúpnu zmluvu sa použijú podmienky účinné v čase odoslania objednávky.'),
        p(`10.3 Tieto obchodné podmienky nadobúdajú účinnosť dňom ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'reklamacni-rad',
      title: 'Reklamačný poriadok',
      metaTitle: 'Reklamačný poriadok | Konfety.sk',
      metaDescription: 'Ako reklamovať tovar z Konfety.sk: záručná doba 24 mesiacov, vybavenie do 30 dní, reklamácia e-mailom aj poštou.',
      content: [
        p(`Reklamačný poriadok upravuje uplatňovanie práv zo zodpovednosti za vady tovaru zakúpeného v internetovom obchode Konfety.sk od spoločnosti ${seller}.`),
        h2('1. Zodpovednosť predávajúceho'),
        p('1.1 Predávajúci zodpovedá kupujúcemu za to, že tovar pri prevzatí nemá vady, najmä že zodpovedá popisu, má vlastnosti, ktoré si strany dohodli alebo ktoré predávajúci či výrobca opísal, hodí sa na účel, na ktorý sa obvykle používa, a je v zodpovedajúcom množstve a hmotnosti.'),
        p('1.2 Spotrebiteľ môže uplatniť právo zo zodpovednosti za vadu, ktorá sa vyskytne v <strong>záručnej dobe 24 mesiacov</strong> od prevzatia tovaru.'),
        p('1.3 Predávajúci nezodpovedá za vady vzniknuté bežným opotrebením, nesprávnym používaním alebo skladovaním, ani za vlastnosti, ktoré sú pre tovar typické. Pri balónoch sa za vadu nepovažuje prirodzený únik hélia – doba letu latexových balónov je orientačná (obvykle 10–14 hodín) a závisí od teploty a vlhkosti. Kostýmy sú určené na príležitostné nosenie; za vadu sa nepovažuje ich opotrebenie po opakovanom praní v rozpore s pokynmi na štítku.'),
        h2('2. Ako reklamovať'),
        p('2.1 Reklamáciu môžete uplatniť:'),
        ul(
          `e-mailom na ${skSite.email} – pri zjavných vadách (napr. poškodený balón) stačí fotografia,`,
          `zaslaním tovaru na adresu ${returnAddress} (neposielajte na dobierku).`,
        ),
        p('2.2 K reklamácii priložte doklad o kúpe alebo číslo objednávky, popis vady a požadovaný spôsob vybavenia. Môžete využiť <a href="/sk/dokumenty">reklamačný formulár</a>.'),
        p('2.3 Predávajúci vydá kupujúcemu potvrdenie o uplatnení reklamácie a po jej vybavení doklad o tom, kedy a ako bola reklamácia vybavená.'),
        h2('3. Vybavenie reklamácie'),
        p('3.1 Reklamáciu vybavíme bez zbytočného odkladu, <strong>najneskôr do 30 dní</strong> odo dňa jej uplatnenia.'),
        p('3.2 Kupujúci môže požadovať odstránenie vady opravou alebo výmenou tovaru; ak to nie je možné, primeranú zľavu alebo odstúpenie od zmluvy. Pri oprávnenej reklamácii má kupujúci právo na náhradu účelne vynaložených nákladov spojených s jej uplatnením (napr. poštovné).'),
        p('3.3 O vybavení reklamácie informujeme kupujúceho e-mailom. Opravený alebo vymenený tovar pošleme späť na naše náklady.'),
        h2('4. Požičané kostýmy'),
        p('4.1 Na kostýmy z požičovne sa reklamačný poriadok nevzťahuje; vady požičaného kostýmu riešime na mieste pri prevzatí podľa podmienok požičovne.'),
        p(`Tento reklamačný poriadok je účinný od ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'ochrana-osobnich-udaju',
      title: 'Zásady ochrany osobných údajov',
      metaTitle: 'Ochrana osobných údajov | Konfety.sk',
      metaDescription: 'Ako Konfety.sk spracúva osobné údaje zákazníkov podľa nariadenia GDPR: účely, doba uchovávania, príjemcovia, cookies a vaše práva.',
      content: [
        p(`Prevádzkovateľom osobných údajov je ${seller} (ďalej len „prevádzkovateľ“). Osobné údaje spracúvame v súlade s nariadením Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR). Kontakt pre otázky ochrany osobných údajov: <a href="mailto:gdpr@konfety.example">gdpr@konfety.example</a>.`),
        h2('1. Aké údaje spracúvame'),
        ul(
          'identifikačné a kontaktné údaje: meno, priezvisko, e-mail, telefón, doručovacia a fakturačná adresa, pri firmách IČO a DIČ / IČ DPH,',
          'údaje o objednávkach a platbách,',
          'údaje o používateľskom účte, hodnoteniach produktov a strážnych psoch,',
          'technické údaje o používaní webu (IP adresa, cookies) v rozsahu vášho súhlasu.',
        ),
        h2('2. Účely a právny základ spracúvania'),
        ul(
          '<strong>Vybavenie objednávky a plnenie kúpnej zmluvy</strong> – čl. 6 ods. 1 písm. b) GDPR.',
          '<strong>Plnenie zákonných povinností</strong> (účtovníctvo, daňové doklady) – čl. 6 ods. 1 písm. c) GDPR.',
          '<strong>Ochrana našich práv a zasielanie obchodných oznámení existujúcim zákazníkom</strong> – oprávnený záujem podľa čl. 6 ods. 1 písm. f) GDPR; proti zasielaniu môžete kedykoľvek namietať odkazom v každom e-maile.',
          '<strong>Newsletter a analytické a marketingové cookies</strong> – na základe súhlasu podľa čl. 6 ods. 1 písm. a) GDPR, ktorý môžete kedykoľvek odvolať.',
        ),
        h2('3. Doba uchovávania'),
        p('Údaje na plnenie zmluvy uchovávame počas trvania zmluvy a potom 4 roky pre prípad uplatnenia práv; účtovné a daňové doklady 10 rokov. Údaje spracúvané na základe súhlasu uchovávame do jeho odvolania, najdlhšie 5 rokov. Neaktívny používateľský účet zrušíme po 3 rokoch.'),
        h2('4. Príjemcovia osobných údajov'),
        ul(
          'dopravcovia (GLS Slovakia s.r.o., Packeta Slovakia s.r.o.) v rozsahu potrebnom na doručenie zásielky,',
          'poskytovateľ platobnej brány pri platbách kartou,',
          'poskytovatelia IT služieb, hostingu a rozosielania e-mailov,',
          'poskytovatelia analytických a reklamných nástrojov v rozsahu vášho súhlasu s cookies.',
        ),
        p('Údaje neprenášame do tretích krajín mimo EÚ, s výnimkou poskytovateľov, ktorí zaručujú primeranú ochranu na základe rozhodnutia Európskej komisie alebo štandardných zmluvných doložiek.'),
        h2('5. Cookies'),
        p('Technické cookies sú nevyhnutné na fungovanie webu (košík, prihlásenie, voľba meny) a používame ich vždy. Analytické, marketingové a reklamné cookies ukladáme iba s vaším súhlasom, ktorý udelíte alebo odmietnete v lište cookies; odmietnutie je rovnako jednoduché ako súhlas a voľbu môžete kedykoľvek zmeniť. Súhlas si pamätáme 1 rok.'),
        h2('6. Vaše práva'),
        p('Máte právo na prístup k svojim údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť, právo namietať a odvolať súhlas. Žiadosti vybavujeme bezplatne do jedného mesiaca. Máte tiež právo podať sťažnosť dozornému orgánu, na Slovensku Úradu na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava 27, www.dataprotection.gov.sk.'),
        p(`Tieto zásady sú účinné od ${validFrom}.`),
      ].join('\n'),
    },
    {
      slug: 'o-nas',
      title: 'O nás',
      metaTitle: 'O nás | Konfety.sk – párty, kostýmy a balóny',
      metaDescription: `Konfety sú e-shop a sieť ${stores.length} predajní s párty potrebami, karnevalovými kostýmami a balónmi.`,
      content: [
        p(`Konfety začínali v roku 2009 ako malý obchodík s balónmi v pražských Vršoviciach. Dnes prevádzkujeme <strong>${stores.length} predajní</strong> v Českej republike, centrálny sklad a e-shop, v ktorom nájdete viac ako desaťtisíc produktov na každú oslavu. Na Slovensko doručujeme z nášho centrálneho skladu.`),
        h2('Čo u nás nájdete'),
        ul(
          'Karnevalové a halloweenske kostýmy pre deti aj dospelých, parochne, masky a líčidlá.',
          'Latexové a fóliové balóny, hélium a balónové dekorácie.',
          'Výzdobu na narodeniny, svadby, rozlúčky, gender reveal párty aj Silvestra.',
          'Vtipné darčeky a párty hry.',
        ),
        h2('Služby'),
        p('Okrem predaja pripravujeme <a href="/sk/info/party-vyzdoba-na-klic">párty výzdobu na kľúč</a>, prevádzkujeme <a href="/sk/info/pujcovna-kostymu">požičovňu kostýmov</a> a v predajniach vám <a href="/sk/info/nafukovani-balonku">nafúkneme balóny héliom</a> na počkanie.'),
        h2('Naše predajne'),
        p(`Nájdete nás v mestách ${cities.join(', ')}. Adresy a otváracie hodiny uvádzame na stránke <a href="/sk/predajne">Predajne</a>.`),
        p(`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Česká republika, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}. ${COMPANY.registerSk}`),
      ].join('\n'),
    },
    {
      slug: 'party-vyzdoba-na-klic',
      title: 'Párty výzdoba na kľúč',
      metaTitle: 'Párty výzdoba na kľúč | Konfety.sk',
      metaDescription: 'Balónové oblúky, steny a dekorácie na oslavy, svadby aj firemné akcie. Návrh, doprava, inštalácia aj upratanie.',
      content: [
        p('Nechajte výzdobu na nás. Navrhneme, pripravíme, privezieme a nainštalujeme dekorácie presne podľa vašej témy – od detských narodenín po firemný večierok pre 300 hostí.'),
        h2('Ako to prebieha'),
        ol(
          'Pošlite nám dopyt s dátumom, miestom a témou akcie.',
          'Do 2 pracovných dní vám pošleme návrh a cenovú ponuku.',
          'Po zaplatení zálohy 50 % termín záväzne zarezervujeme.',
          'V deň akcie výzdobu nainštalujeme a po akcii ju na želanie odvezieme.',
        ),
        h2('Orientačné ceny'),
        ul('Balónová girlanda 3 m: od 60 €', 'Balónový oblúk 5 m: od 156 €', 'Fotostena s nápisom: od 116 €', 'Doprava po Prahe: 20 €, mimo Prahy 0,50 €/km'),
        p('Výzdobu pripravujeme z našich predajní v Českej republike. Dopyt pošlite na <a href="mailto:vyzdoba@konfety.example">vyzdoba@konfety.example</a>.'),
      ].join('\n'),
    },
    {
      slug: 'pujcovna-kostymu',
      title: 'Požičovňa kostýmov',
      metaTitle: 'Požičovňa kostýmov | Konfety.sk',
      metaDescription: 'Požičajte si kostým na karneval, ples alebo do divadla. Viac ako 2 000 kostýmov pre deti aj dospelých, rezervácia vopred.',
      content: [
        p('V našej požičovni nájdete viac ako 2 000 kostýmov pre deti aj dospelých: historické, rozprávkové, filmové, zvieracie aj kostýmy na fašiangy. Kostým si môžete vyskúšať a hneď odniesť na ktorejkoľvek našej predajni v Českej republike.'),
        h2('Podmienky požičania'),
        ul(
          'Požičanie na 3 dni (napr. piatok – pondelok) od 12 € za detský a 20 € za kostým pre dospelých.',
          'Vratná záloha 40 € za kostým; pri vrátení v poriadku ju vrátime v plnej výške.',
          'Kostýmy požičiavame vyčistené; čistenie po vrátení je v cene.',
          'Rezerváciu na konkrétny termín odporúčame v sezóne (január – február, október) aspoň 2 týždne vopred.',
        ),
        h2('Poškodenie a strata'),
        p('Drobné opotrebenie je v cene. Pri poškodení, ktoré si vyžaduje opravu, účtujeme náklady na opravu podľa cenníka; pri strate alebo zničení kostýmu zálohu nevraciame a doúčtujeme rozdiel do obstarávacej ceny.'),
      ].join('\n'),
    },
    {
      slug: 'nafukovani-balonku',
      title: 'Nafukovanie balónov héliom',
      metaTitle: 'Nafukovanie balónov héliom | Konfety.sk',
      metaDescription: 'Balóny vám nafúkneme héliom na počkanie na každej našej predajni. Latexové aj fóliové balóny, ošetrenie Hi-Float.',
      content: [
        p('Na každej našej predajni vám balóny nafúkneme héliom na počkanie. Väčšie množstvo (nad 30 kusov) si, prosím, objednajte aspoň deň vopred.'),
        h2('Cenník nafukovania'),
        ul(
          'Latexový balón 30 cm: 1 €',
          'Latexový balón s ošetrením Hi-Float (vydrží 2 – 3 dni): 1,60 €',
          'Fóliový balón 45 cm (srdce, hviezda, kruh): 2 €',
          'Fóliové číslo alebo písmeno 86 – 100 cm: 5,20 €',
          'Balón kúpený inde: príplatok 0,40 €',
        ),
        p('Hélium v jednorazovej fľaši na nafúknutie až 50 balónov doma si môžete kúpiť v e-shope.'),
      ].join('\n'),
    },
    {
      slug: 'kontakt',
      title: 'Kontakt',
      metaTitle: 'Kontakt | Konfety.sk',
      metaDescription: 'Kontakt na zákaznícku podporu Konfety.sk.',
      content: [
        p(`Zákaznícka podpora: ${contact}.`),
        p(`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Česká republika, IČO ${COMPANY.ico}, DIČ ${COMPANY.dic}.`),
        p('Adresy a otváracie hodiny predajní nájdete na stránke <a href="/sk/predajne">Predajne</a>.'),
      ].join('\n'),
    },
  ];
}
