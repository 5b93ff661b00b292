// Job offers (careers) and events at the stores, in Czech and in Slovak.
import type { Db } from '../../client';
import { careers, events } from '../../schema/index';
import type { SeedContext } from '../context';
import { type ImageQueue, sceneSvg, type ShapeKind } from '../media';
import { branchAddress, type BranchRow, dayAt, h2, p, slugify, ul } from './common';

// ---------------------------------------------------------------- careers

export async function seedCareers(
  db: Db,
  ctx: SeedContext,
  opts: { mainStore: BranchRow; stores: BranchRow[]; otherStores: BranchRow[]; warehouse: BranchRow | null; brno: BranchRow | undefined },
) {
  const { rng, now } = ctx;
  const { mainStore, otherStores, warehouse } = opts;
  const brno = opts.brno ?? otherStores[0] ?? mainStore;
  const seasonal = rng.pick(otherStores.filter((b) => b.id !== brno.id).length ? otherStores.filter((b) => b.id !== brno.id) : [mainStore]);
  const benefits = ul(
    '25 dní dovolené a sick days',
    'Zaměstnanecká sleva 30 % na celý sortiment',
    'Stravenkový paušál',
    'Příspěvek na kulturu a sport (Multisport)',
    'Zaškolení a přátelský kolektiv',
  );
  const jobs: Array<{ title: string; branch: BranchRow | null; location: string; employmentType: string; perex: string; content: string; daysAgo: number }> = [
    {
      title: `Prodavač/ka na prodejnu ${brno.city}`,
      branch: brno,
      location: `${brno.name}, ${branchAddress(brno)}`,
      employmentType: 'Hlavní pracovní poměr, plný úvazek',
      perex: 'Baví tě kostýmy, balónky a práce s lidmi? Hledáme posilu do týmu prodejny, která poradí se sortimentem a nafoukne balónky na počkání.',
      daysAgo: 5,
      content: [
        h2('Co tě čeká'),
        ul(
          'Poradenství zákazníkům s výběrem kostýmů, dekorací a dárků.',
          'Nafukování balónků héliem a příprava balónkových dekorací.',
          'Práce s pokladnou, příjem a vyskladnění zboží, výdej objednávek z e-shopu.',
          'Péče o vzhled prodejny a vystavení sezónního zboží.',
        ),
        h2('Co od tebe očekáváme'),
        ul('Příjemné vystupování a radost z komunikace se zákazníky.', 'Spolehlivost a ochotu pracovat o sobotách (střídání).', 'Zkušenost z prodeje je výhodou, ne podmínkou.'),
        h2('Co nabízíme'),
        benefits,
        p(`Nástup možný ihned. Pracovní doba odpovídá otevírací době prodejny (Po–Pá 10:30–18:30, So 11:00–18:00) ve dvousměnném provozu. Životopis posílej na <a href="mailto:kariera@konfety.example">kariera@konfety.example</a>.`),
      ].join('\n'),
    },
    {
      title: `Vedoucí prodejny ${mainStore.name}`,
      branch: mainStore,
      location: `${mainStore.name}, ${branchAddress(mainStore)}`,
      employmentType: 'Hlavní pracovní poměr, plný úvazek',
      perex: 'Hledáme zkušeného vedoucího nebo vedoucí, kteří povedou tým pěti prodavačů a postarají se o to, aby z naší prodejny každý odcházel s úsměvem.',
      daysAgo: 12,
      content: [
        h2('Náplň práce'),
        ul(
          'Vedení a motivace týmu, plánování směn.',
          'Odpovědnost za obrat, skladové zásoby a inventury.',
          'Objednávky sezónního zboží ve spolupráci s nákupem.',
          'Řešení reklamací a náročnějších požadavků zákazníků.',
        ),
        h2('Požadujeme'),
        ul('Alespoň 2 roky praxe na vedoucí pozici v maloobchodě.', 'Organizační schopnosti a samostatnost.', 'Znalost práce na PC (MS Excel).'),
        h2('Nabízíme'),
        benefits,
        p('Mzda 38 000–45 000 Kč a čtvrtletní bonusy podle výsledků prodejny.'),
      ].join('\n'),
    },
    {
      title: 'Skladník/skladnice v centrálním skladu',
      branch: warehouse,
      location: warehouse ? `Centrální sklad, ${branchAddress(warehouse)}` : 'Centrální sklad',
      employmentType: 'Hlavní pracovní poměr, plný úvazek',
      perex: 'Do centrálního skladu, odkud odcházejí objednávky z e-shopu i zásobování prodejen, hledáme pečlivého skladníka nebo skladnici.',
      daysAgo: 9,
      content: [
        h2('Náplň práce'),
        ul('Kompletace a balení objednávek z e-shopu.', 'Příjem zboží a jeho kontrola.', 'Zásobování prodejen.', 'Práce se čtečkou čárových kódů a skladovým systémem.'),
        h2('Požadujeme'),
        ul('Pečlivost a spolehlivost.', 'Fyzickou zdatnost – manipulace s krabicemi do 15 kg.', 'Průkaz na VZV je výhodou.'),
        h2('Nabízíme'),
        benefits,
        p('Jednosměnný provoz Po–Pá 7:00–15:30, v sezóně (říjen–prosinec, leden–únor) placené přesčasy.'),
      ].join('\n'),
    },
    {
      title: `Brigáda na prodejně ${seasonal.city} – Halloween a Vánoce`,
      branch: seasonal,
      location: `${seasonal.name}, ${branchAddress(seasonal)}`,
      employmentType: 'Brigáda (DPP/DPČ)',
      perex: 'Na nejrušnější měsíce roku hledáme brigádníky na výpomoc s prodejem a nafukováním balónků. Ideální pro studenty.',
      daysAgo: 30,
      content: [
        h2('Co budeš dělat'),
        ul('Pomáhat zákazníkům s výběrem kostýmů.', 'Nafukovat balónky héliem.', 'Doplňovat zboží do regálů.'),
        h2('Co nabízíme'),
        ul('Hodinovou mzdu 170 Kč.', 'Flexibilní směny podle tvých možností, i jen o víkendech.', 'Slevu 30 % na nákup.'),
      ].join('\n'),
    },
    {
      title: 'Balónkový dekoratér/dekoratérka',
      branch: mainStore,
      location: `${mainStore.city.replace(/ \d+$/, '')} a okolí (výjezdy na akce)`,
      employmentType: 'Zkrácený úvazek nebo živnost',
      perex: 'Tvoříš rád balónkové oblouky, sloupy a girlandy? Pro službu Party výzdoba na klíč hledáme kreativní posilu s citem pro detail.',
      daysAgo: 18,
      content: [
        h2('Náplň práce'),
        ul('Příprava a instalace balónkových dekorací na oslavách, svatbách a firemních akcích.', 'Komunikace se zákazníky při výběru návrhu.', 'Demontáž a odvoz výzdoby po akci.'),
        h2('Požadujeme'),
        ul('Zručnost a kreativitu; portfolio je výhodou.', 'Řidičský průkaz skupiny B.', 'Ochotu pracovat o víkendech.'),
        p('Zaučíme tě na kurzu balónkové dekorace, který pořádáme na naší prodejně.'),
      ].join('\n'),
    },
  ];
  const rows = jobs.map((j) => ({
    locale: 'cs',
    slug: slugify(j.title),
    title: j.title,
    location: j.location,
    employmentType: j.employmentType,
    perex: j.perex,
    content: j.content,
    branchId: j.branch?.id ?? null,
    publishedAt: new Date(dayAt(now, -j.daysAgo, 8).getTime() + rng.int(0, 120) * 60_000),
    active: true,
  }));
  // The same offers in Slovak, published with the Czech ones: no draw of their own (it would move every later draw).
  const texts = careersSk({ mainStore, brno, seasonal, warehouse });
  if (texts.length !== rows.length) throw new Error(`careersSk: ${rows.length} Czech offers but ${texts.length} Slovak ones`);
  const rowsSk = rows.map((row, i) => ({ ...row, ...texts[i]!, locale: 'sk', slug: slugify(texts[i]!.title) }));
  await db.insert(careers).values([...rows, ...rowsSk]);
}

/** The Slovak texts of the offers, one per Czech offer in the same order (the jobs are at the Czech stores). */
function careersSk(opts: { mainStore: BranchRow; brno: BranchRow; seasonal: BranchRow; warehouse: BranchRow | null }) {
  const { mainStore, brno, seasonal, warehouse } = opts;
  const benefits = ul(
    '25 dní dovolenky a sick days',
    'Zamestnanecká zľava 30 % na celý sortiment',
    'Príspevok na stravovanie',
    'Príspevok na kultúru a šport (Multisport)',
    'Zaškolenie a priateľský kolektív',
  );
  const fullTime = 'Hlavný pracovný pomer, plný úväzok';
  return [
    {
      title: `Predavač/-ka – predajňa ${brno.city}`,
      location: `${brno.name}, ${branchAddress(brno)}`,
      employmentType: fullTime,
      perex: 'Bavia ťa kostýmy, balóny a práca s ľuďmi? Hľadáme posilu do tímu predajne, ktorá poradí so sortimentom a nafúkne balóny na počkanie.',
      content: [
        h2('Čo ťa čaká'),
        ul(
          'Poradenstvo zákazníkom pri výbere kostýmov, dekorácií a darčekov.',
          'Nafukovanie balónov héliom a príprava balónových dekorácií.',
          'Práca s pokladnicou, príjem a vyskladnenie tovaru, výdaj objednávok z e-shopu.',
          'Starostlivosť o vzhľad predajne a vystavenie sezónneho tovaru.',
        ),
        h2('Čo od teba očakávame'),
        ul('Príjemné vystupovanie a radosť z komunikácie so zákazníkmi.', 'Spoľahlivosť a ochotu pracovať v sobotu (striedanie).', 'Skúsenosť z predaja je výhodou, nie podmienkou.'),
        h2('Čo ponúkame'),
        benefits,
        p('Nástup možný ihneď. Pracovný čas zodpovedá otváracím hodinám predajne (Po – Pi 10:30 – 18:30, So 11:00 – 18:00) v dvojzmennej prevádzke. Životopis pošli na <a href="mailto:kariera@konfety.example">kariera@konfety.example</a>.'),
      ].join('\n'),
    },
    {
      title: `Vedúci/-a predajne ${mainStore.name}`,
      location: `${mainStore.name}, ${branchAddress(mainStore)}`,
      employmentType: fullTime,
      perex: 'Hľadáme skúseného vedúceho alebo vedúcu, ktorí povedú tím piatich predavačov a postarajú sa o to, aby z našej predajne každý odchádzal s úsmevom.',
      content: [
        h2('Náplň práce'),
        ul(
          'Vedenie a motivácia tímu, plánovanie zmien.',
          'Zodpovednosť za obrat, skladové zásoby a inventúry.',
          'Objednávky sezónneho tovaru v spolupráci s nákupom.',
          'Riešenie reklamácií a náročnejších požiadaviek zákazníkov.',
        ),
        h2('Požadujeme'),
        ul('Aspoň 2 roky praxe na vedúcej pozícii v maloobchode.', 'Organizačné schopnosti a samostatnosť.', 'Znalosť práce s PC (MS Excel).'),
        h2('Ponúkame'),
        benefits,
        p('Mzda 38 000 – 45 000 CZK a štvrťročné bonusy podľa výsledkov predajne.'),
      ].join('\n'),
    },
    {
      title: 'Skladník/skladníčka v centrálnom sklade',
      location: warehouse ? `Centrálny sklad, ${branchAddress(warehouse)}` : 'Centrálny sklad',
      employmentType: fullTime,
      perex: 'Do centrálneho skladu, odkiaľ odchádzajú objednávky z e-shopu aj zásobovanie predajní, hľadáme starostlivého skladníka alebo skladníčku.',
      content: [
        h2('Náplň práce'),
        ul('Kompletizácia a balenie objednávok z e-shopu.', 'Príjem tovaru a jeho kontrola.', 'Zásobovanie predajní.', 'Práca so snímačom čiarových kódov a skladovým systémom.'),
        h2('Požadujeme'),
        ul('Starostlivosť a spoľahlivosť.', 'Fyzickú zdatnosť – manipulácia s krabicami do 15 kg.', 'Preukaz na VZV je výhodou.'),
        h2('Ponúkame'),
        benefits,
        p('Jednozmenná prevádzka Po – Pi 7:00 – 15:30, v sezóne (október – december, január – február) platené nadčasy.'),
      ].join('\n'),
    },
    {
      title: `Brigáda na predajni ${seasonal.city} – Halloween a Vianoce`,
      location: `${seasonal.name}, ${branchAddress(seasonal)}`,
      employmentType: 'Brigáda na dohodu',
      perex: 'Na najrušnejšie mesiace roka hľadáme brigádnikov na výpomoc s predajom a nafukovaním balónov. Ideálne pre študentov.',
      content: [
        h2('Čo budeš robiť'),
        ul('Pomáhať zákazníkom s výberom kostýmov.', 'Nafukovať balóny héliom.', 'Dopĺňať tovar do regálov.'),
        h2('Čo ponúkame'),
        ul('Hodinovú mzdu 170 CZK.', 'Flexibilné zmeny podľa tvojich možností, aj len cez víkendy.', 'Zľavu 30 % na nákup.'),
      ].join('\n'),
    },
    {
      title: 'Balónový dekoratér/dekoratérka',
      location: `${mainStore.city.replace(/ \d+$/, '')} a okolie (výjazdy na akcie)`,
      employmentType: 'Skrátený úväzok alebo živnosť',
      perex: 'Rád tvoríš balónové oblúky, stĺpy a girlandy? Pre službu Párty výzdoba na kľúč hľadáme kreatívnu posilu so zmyslom pre detail.',
      content: [
        h2('Náplň práce'),
        ul('Príprava a inštalácia balónových dekorácií na oslavách, svadbách a firemných akciách.', 'Komunikácia so zákazníkmi pri výbere návrhu.', 'Demontáž a odvoz výzdoby po akcii.'),
        h2('Požadujeme'),
        ul('Zručnosť a kreativitu; portfólio je výhodou.', 'Vodičský preukaz skupiny B.', 'Ochotu pracovať cez víkendy.'),
        p('Zaučíme ťa na kurze balónovej dekorácie, ktorý organizujeme na našej predajni.'),
      ].join('\n'),
    },
  ];
}

// ---------------------------------------------------------------- events

export async function seedEvents(db: Db, images: ImageQueue, ctx: SeedContext, opts: { mainStore: BranchRow; otherStores: BranchRow[]; brno: BranchRow | undefined }) {
  const { now } = ctx;
  const { mainStore, otherStores } = opts;
  const brno = opts.brno ?? otherStores[0] ?? mainStore;
  const third = otherStores.find((b) => b.id !== brno.id) ?? mainStore;
  const list: Array<{
    title: string;
    label: string;
    perex: string;
    content: string;
    startDay: number;
    startHour: number;
    hours: number;
    branch: BranchRow;
    shapes: ShapeKind[];
    colors: string[];
    background: string;
  }> = [
    {
      title: 'Dětský karneval s Konfetami',
      label: 'Dětský karneval',
      perex: 'Soutěže v kostýmech, malování na obličej, tanec s balónky a tombola. Vstup zdarma pro všechny masky!',
      content: [
        p(`Zveme všechny malé princezny, piráty a superhrdiny na odpolední karneval na prodejně ${mainStore.name}.`),
        h2('Program'),
        ul('14:00 přivítání masek a malování na obličej', '15:00 soutěže a tanec s balónky', '16:00 vyhlášení nejhezčí masky a tombola'),
        p('Kostým si můžete na místě i zapůjčit z naší půjčovny. Rezervace není nutná.'),
      ].join('\n'),
      startDay: 14,
      startHour: 13,
      hours: 3,
      branch: mainStore,
      shapes: ['mask', 'balloons', 'crown'],
      colors: ['#ffb600', '#d24291', '#3fa9f5'],
      background: '#ffd36b',
    },
    {
      title: 'Workshop: balónková výzdoba pro začátečníky',
      label: 'Balónkový workshop',
      perex: 'Naučíme vás postavit balónkový oblouk a girlandu, jak pracovat s héliem a jak zabránit praskání. Materiál je v ceně kurzu.',
      content: [
        p(`Dvouhodinový kurz na prodejně ${brno.name} vede naše dekoratérka s desetiletou praxí. Kapacita je 12 míst.`),
        h2('Co se naučíte'),
        ul('Správně nafouknout a zavázat latexový balónek.', 'Postavit balónkovou girlandu organického tvaru.', 'Vybrat vhodné balónky pro venkovní a vnitřní akce.'),
        p('Cena kurzu je 590 Kč včetně materiálu, který si odnesete domů.'),
      ].join('\n'),
      startDay: 21,
      startHour: 16,
      hours: 2,
      branch: brno,
      shapes: ['balloons', 'garland', 'balloon'],
      colors: ['#3fa9f5', '#d24291', '#ffb600'],
      background: '#a9d8fb',
    },
    {
      title: 'Silvestrovský výprodej a nafukování zdarma',
      label: 'Silvestrovský výprodej',
      perex: 'Poslední den před Silvestrem nafoukneme každý balónek koupený na prodejně héliem zdarma. Výzdoba se slevou až 30 %.',
      content: [
        p(`Ve dnech před koncem roku máme na prodejně ${third.name} prodlouženou otevírací dobu a připravené balíčky silvestrovské výzdoby.`),
        ul('Nafukování balónků héliem zdarma.', 'Sleva až 30 % na silvestrovské dekorace.', 'Ochutnávka dětského šampaňského.'),
      ].join('\n'),
      startDay: 39,
      startHour: 9,
      hours: 9,
      branch: third,
      shapes: ['star', 'bottle', 'balloons'],
      colors: ['#f2c94c', '#2b2b2b', '#d24291'],
      background: '#e6d39a',
    },
    {
      title: 'Halloweenská noc na prodejně',
      label: 'Halloweenská noc',
      perex: 'Strašidelný večer s dýněmi, soutěží o nejlepší masku a sladkostmi pro děti, které přijdou v kostýmu.',
      content: [
        p('Děkujeme všem, kdo dorazili! Fotografie z akce najdete na našem Instagramu.'),
        ul('Dlabání dýní', 'Soutěž o nejstrašidelnější masku', 'Koledování „koledu, nebo vám něco provedu“'),
      ].join('\n'),
      startDay: -21,
      startHour: 16,
      hours: 3,
      branch: mainStore,
      shapes: ['pumpkin', 'ghost', 'witchHat'],
      colors: ['#ff8c1a', '#8e5bd6', '#2b2b2b'],
      background: '#ffb36b',
    },
    {
      title: 'Masopustní průvod s Konfetami',
      label: 'Masopustní průvod',
      perex: 'Tradiční masopustní průvod s medvědem, kobylou a dechovkou. Masky zapůjčíme zdarma prvním třiceti účastníkům.',
      content: [
        p(`Sraz masek je v 10:00 před prodejnou ${mainStore.name}. Průvod projde okolními ulicemi a zakončíme ho pochováváním basy.`),
        p('Akce se koná za každého počasí.'),
      ].join('\n'),
      startDay: 85,
      startHour: 9,
      hours: 4,
      branch: mainStore,
      shapes: ['venetianMask', 'mask', 'topHat'],
      colors: ['#d24291', '#ffb600', '#5cc16a'],
      background: '#f3a9cf',
    },
  ];
  const rows = (locale: 'cs' | 'sk', seeds: typeof list) =>
    seeds.map((e) => {
      const slug = slugify(e.title);
      const relPath = `events/${slug}.webp`;
      images.add(relPath, () => sceneSvg({ seed: relPath, title: e.label, subtitle: e.branch.name, shapes: e.shapes, colors: e.colors, background: e.background }));
      const startsAt = dayAt(now, e.startDay, e.startHour);
      return {
        locale,
        slug,
        title: e.title,
        perex: e.perex,
        content: e.content,
        image: relPath,
        startsAt,
        endsAt: new Date(startsAt.getTime() + e.hours * 3_600_000),
        location: `${e.branch.name}, ${branchAddress(e.branch)}`,
        branchId: e.branch.id,
        active: true,
      };
    });
  const texts = eventsSk({ mainStore, brno, third });
  if (texts.length !== list.length) throw new Error(`eventsSk: ${list.length} Czech events but ${texts.length} Slovak ones`);
  // The Slovak events after the Czech ones (which keep their ids), with pictures titled in Slovak.
  await db.insert(events).values([...rows('cs', list), ...rows('sk', list.map((e, i) => ({ ...e, ...texts[i]! })))]);
}

/** The Slovak texts of the events, one per Czech event in the same order (they take place at the Czech stores). */
function eventsSk(opts: { mainStore: BranchRow; brno: BranchRow; third: BranchRow }): Array<{ title: string; label: string; perex: string; content: string }> {
  const { mainStore, brno, third } = opts;
  return [
    {
      title: 'Detský karneval s Konfetami',
      label: 'Detský karneval',
      perex: 'Súťaže v kostýmoch, maľovanie na tvár, tanec s balónmi a tombola. Vstup zadarmo pre všetky masky!',
      content: [
        p(`Pozývame všetky malé princezné, pirátov a superhrdinov na popoludňajší karneval na predajni ${mainStore.name}.`),
        h2('Program'),
        ul('14:00 privítanie masiek a maľovanie na tvár', '15:00 súťaže a tanec s balónmi', '16:00 vyhlásenie najkrajšej masky a tombola'),
        p('Kostým si môžete na mieste aj požičať z našej požičovne. Rezervácia nie je potrebná.'),
      ].join('\n'),
    },
    {
      title: 'Workshop: balónová výzdoba pre začiatočníkov',
      label: 'Balónový workshop',
      perex: 'Naučíme vás postaviť balónový oblúk a girlandu, pracovať s héliom a zabrániť praskaniu. Materiál je v cene kurzu.',
      content: [
        p(`Dvojhodinový kurz na predajni ${brno.name} vedie naša dekoratérka s desaťročnou praxou. Kapacita je 12 miest.`),
        h2('Čo sa naučíte'),
        ul('Správne nafúknuť a zaviazať latexový balón.', 'Postaviť balónovú girlandu organického tvaru.', 'Vybrať vhodné balóny na akcie vonku aj vnútri.'),
        p('Cena kurzu je 590 CZK (približne 24 €) vrátane materiálu, ktorý si odnesiete domov.'),
      ].join('\n'),
    },
    {
      title: 'Silvestrovský výpredaj a nafukovanie zadarmo',
      label: 'Silvestrovský výpredaj',
      perex: 'Posledný deň pred Silvestrom nafúkneme každý balón kúpený na predajni héliom zadarmo. Výzdoba so zľavou až 30 %.',
      content: [
        p(`Počas dní pred koncom roka máme na predajni ${third.name} predĺžené otváracie hodiny a pripravené balíčky silvestrovskej výzdoby.`),
        ul('Nafukovanie balónov héliom zadarmo.', 'Zľava až 30 % na silvestrovské dekorácie.', 'Ochutnávka detského šampanského.'),
      ].join('\n'),
    },
    {
      title: 'Halloweenska noc na predajni',
      label: 'Halloweenska noc',
      perex: 'Strašidelný večer s tekvicami, súťažou o najlepšiu masku a sladkosťami pre deti, ktoré prídu v kostýme.',
      content: [
        p('Ďakujeme všetkým, ktorí prišli! Fotografie z akcie nájdete na našom Instagrame.'),
        ul('Vyrezávanie tekvíc', 'Súťaž o najstrašidelnejšiu masku', 'Koledovanie „Sladkosť, alebo vás vystrašíme!“'),
      ].join('\n'),
    },
    {
      title: 'Fašiangový sprievod s Konfetami',
      label: 'Fašiangový sprievod',
      perex: 'Tradičný fašiangový sprievod s medveďom, kobylou a dychovkou. Masky zapožičiame zadarmo prvým tridsiatim účastníkom.',
      content: [
        p(`Zraz masiek je o 10:00 pred predajňou ${mainStore.name}. Sprievod prejde okolitými ulicami a zakončíme ho pochovávaním basy.`),
        p('Akcia sa koná za každého počasia.'),
      ].join('\n'),
    },
  ];
}
