// Static pages: terms, complaints, privacy, shipping, services and contacts (Czech) and a few Slovak ones.
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

export function pagesSk(opts: { skSite: typeof sites.$inferSelect }): PageSeed[] {
  const { skSite } = opts;
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
      slug: 'o-nas',
      title: 'O nás',
      metaTitle: 'O nás | Konfety.sk',
      metaDescription: 'Konfety – e-shop s párty potrebami, karnevalovými kostýmami a balónmi.',
      content: p('Konfety sú e-shop a sieť predajní s párty potrebami, kostýmami a balónmi. Na Slovensko doručujeme z nášho centrálneho skladu.'),
    },
  ];
}
