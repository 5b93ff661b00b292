// Settings (contacts, menus, intro popup, maintenance, mega-menu) and search placeholders, Czech and Slovak.
import { DEFAULT_OPENING_HOURS } from '@konfety/domain/branches';
import type { Db } from '../../client';
import { searchPlaceholders, settings, sites } from '../../schema/index';
import { branchAddress, type BranchRow, type CategoryRow, COMPANY, czDate, isoDate, SOCIAL } from './common';

type MenuLink = { text: string; link: string; leave: boolean };

export async function seedSettings(
  db: Db,
  opts: {
    now: Date;
    czSite: typeof sites.$inferSelect;
    skSite: typeof sites.$inferSelect;
    mainStore: BranchRow;
    topCategories: CategoryRow[];
  },
) {
  const { now, czSite, skSite, mainStore, topCategories } = opts;
  // The fixed holiday notice of the footer: the coming Christmas break.
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 23 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const closedFrom = new Date(Date.UTC(year, 11, 24));
  const closedTo = new Date(Date.UTC(year + 1, 0, 1));
  const reopen = new Date(Date.UTC(year + 1, 0, 2));

  // Menu links are whole paths the storefront follows as they are: a Slovak page's has the /sk prefix (route-names.ts).
  const sk = (path: string) => `/sk${path}`;
  const categoryLink = (c: CategoryRow | undefined, locale: string, fallback: string) => {
    if (!c) return fallback;
    const slug = locale === 'cs' ? c.slug : (c.translations[locale]?.slug ?? c.slug);
    return locale === 'cs' ? `/${c.id}/${slug}` : `/${locale}/${c.id}/${slug}`;
  };
  const costumes = topCategories.find((c) => /kostym/.test(c.slug)) ?? topCategories[0];
  const balloons = topCategories.find((c) => /balon/.test(c.slug)) ?? topCategories[1];

  const hours = {
    weekdays: DEFAULT_OPENING_HOURS.filter((h) => h.day <= 5)[0]!,
    saturday: DEFAULT_OPENING_HOURS.find((h) => h.day === 6)!,
  };
  const openingHours = (labels: { weekdays: string; saturday: string; sunday: string; closed: string }) => [
    { days: labels.weekdays, open: hours.weekdays.open, close: hours.weekdays.close },
    { days: labels.saturday, open: hours.saturday.open, close: hours.saturday.close },
    { days: labels.sunday, open: null, close: null, text: labels.closed },
  ];
  const noticeBranch = { id: mainStore.id, name: mainStore.name, address: branchAddress(mainStore) };

  const contactsCs = {
    company: COMPANY.name,
    street: COMPANY.street,
    city: COMPANY.city,
    zip: COMPANY.zip,
    country: 'Česká republika',
    address: `${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}`,
    phone: czSite.phone,
    email: czSite.email,
    ico: COMPANY.ico,
    dic: COMPANY.dic,
    register: COMPANY.register,
    social: SOCIAL,
    opening_hours: openingHours({ weekdays: 'Po–Pá', saturday: 'So', sunday: 'Ne', closed: 'zavřeno' }),
    opening_hours_text: `Po–Pá ${hours.weekdays.open}–${hours.weekdays.close}, So ${hours.saturday.open}–${hours.saturday.close}`,
    notice: {
      from: isoDate(closedFrom),
      to: isoDate(closedTo),
      text:
        `Od ${czDate(closedFrom)} do ${czDate(closedTo)} jsou e-shop i zákaznická linka mimo provoz; objednávky vyřídíme od ${czDate(reopen)}. ` +
        `Na nákup na poslední chvíli vás čekáme na prodejně ${mainStore.name}, ${branchAddress(mainStore)}.`,
      branch: noticeBranch,
    },
  };
  const contactsSk = {
    ...contactsCs,
    country: 'Česká republika',
    phone: skSite.phone,
    email: skSite.email,
    register: COMPANY.registerSk,
    opening_hours: openingHours({ weekdays: 'Po–Pi', saturday: 'So', sunday: 'Ne', closed: 'zatvorené' }),
    opening_hours_text: `Po–Pi ${hours.weekdays.open}–${hours.weekdays.close}, So ${hours.saturday.open}–${hours.saturday.close}`,
    notice: {
      from: isoDate(closedFrom),
      to: isoDate(closedTo),
      text:
        `Od ${czDate(closedFrom)} do ${czDate(closedTo)} sú e-shop aj zákaznícka linka mimo prevádzky; objednávky vybavíme od ${czDate(reopen)}. ` +
        `Na nákup na poslednú chvíľu vás čakáme na predajni ${mainStore.name}, ${branchAddress(mainStore)}.`,
      branch: noticeBranch,
    },
  };

  const topmenuCs: MenuLink[] = [
    { text: 'Kostýmy', link: categoryLink(costumes, 'cs', '/eshop'), leave: false },
    { text: 'Balónky', link: categoryLink(balloons, 'cs', '/eshop'), leave: false },
    { text: 'Akce', link: '/produkty/akce', leave: false },
    { text: 'Prodejny', link: '/prodejny', leave: false },
    { text: 'Půjčovna kostýmů', link: '/info/pujcovna-kostymu', leave: false },
    { text: 'Blog', link: '/blog', leave: false },
    { text: 'Velkoobchod', link: 'https://velkoobchod.konfety.example', leave: true },
  ];
  const topmenuSk: MenuLink[] = [
    { text: 'Kostýmy', link: categoryLink(costumes, 'sk', sk('')), leave: false },
    { text: 'Balóny', link: categoryLink(balloons, 'sk', sk('')), leave: false },
    { text: 'Akcie', link: sk('/produkty/akcie'), leave: false },
    { text: 'Predajne', link: sk('/predajne'), leave: false },
    { text: 'Požičovňa kostýmov', link: sk('/info/pujcovna-kostymu'), leave: false },
    { text: 'Blog', link: sk('/blog'), leave: false },
    { text: 'Veľkoobchod', link: 'https://velkoobchod.konfety.example', leave: true },
  ];
  const bottommenuCs = [
    {
      title: 'Nakupování',
      links: [
        { text: 'Doprava a platba', link: '/info/doprava-a-platba', leave: false },
        { text: 'Obchodní podmínky', link: '/obchodni-podminky', leave: false },
        { text: 'Reklamace', link: '/reklamacni-rad', leave: false },
        { text: 'Ochrana osobních údajů', link: '/ochrana-osobnich-udaju', leave: false },
        { text: 'Dokumenty ke stažení', link: '/dokumenty', leave: false },
        { text: 'Můj účet', link: '/ucet', leave: false },
      ],
    },
    {
      title: 'O nás',
      links: [
        { text: 'O nás', link: '/info/o-nas', leave: false },
        { text: 'Kariéra', link: '/kariera', leave: false },
        { text: 'Kontakty', link: '/kontakty', leave: false },
        { text: 'Prodejny', link: '/prodejny', leave: false },
        { text: 'Eventy', link: '/eventy', leave: false },
        { text: 'Party výzdoba na klíč', link: '/info/party-vyzdoba-na-klic', leave: false },
        { text: 'Nafukování balónků', link: '/info/nafukovani-balonku', leave: false },
      ],
    },
  ];
  // A content page has one slug in every language (api content/service.ts finds its language versions by it), so the
  // Slovak terms live at /sk/obchodni-podminky like the checkout's link (route-names.ts `terms`).
  const bottommenuSk = [
    {
      title: 'Nakupovanie',
      links: [
        { text: 'Doprava a platba', link: sk('/info/rozvoz'), leave: false },
        { text: 'Obchodné podmienky', link: sk('/obchodni-podminky'), leave: false },
        { text: 'Reklamácie', link: sk('/reklamacni-rad'), leave: false },
        { text: 'Ochrana osobných údajov', link: sk('/ochrana-osobnich-udaju'), leave: false },
        { text: 'Dokumenty na stiahnutie', link: sk('/dokumenty'), leave: false },
        { text: 'Môj účet', link: sk('/ucet'), leave: false },
      ],
    },
    {
      title: 'O nás',
      links: [
        { text: 'O nás', link: sk('/info/o-nas'), leave: false },
        { text: 'Kariéra', link: sk('/kariera'), leave: false },
        { text: 'Kontakty', link: sk('/kontakty'), leave: false },
        { text: 'Predajne', link: sk('/predajne'), leave: false },
        { text: 'Eventy', link: sk('/eventy'), leave: false },
        { text: 'Párty výzdoba na kľúč', link: sk('/info/party-vyzdoba-na-klic'), leave: false },
        { text: 'Nafukovanie balónov', link: sk('/info/nafukovani-balonku'), leave: false },
      ],
    },
  ];
  const categoriesMenu = topCategories.map((c) => c.id);

  const rows: Array<{ locale: string; name: string; value: unknown }> = [
    { locale: 'cs', name: 'contacts', value: contactsCs },
    {
      locale: 'cs',
      name: 'intropopup',
      value: {
        is_active: true,
        title: 'Sleva 10 % na první nákup',
        text: 'Přihlaste se k odběru novinek a slevový kód vám pošleme e-mailem. Jako první se dozvíte o nových kostýmech a akcích na prodejnách.',
        show_newsletter: true,
        delay_seconds: 3,
        cookie_days: 14,
      },
    },
    { locale: 'cs', name: 'topmenu', value: topmenuCs },
    { locale: 'cs', name: 'bottommenu', value: bottommenuCs },
    {
      locale: 'cs',
      name: 'maintenance',
      value: { is_enabled: false, message: 'Právě pro vás vylepšujeme e-shop. Zkuste to prosím za chvíli, prodejny mají otevřeno jako obvykle.' },
    },
    { locale: 'cs', name: 'categoriesMenu', value: categoriesMenu },
    { locale: 'sk', name: 'contacts', value: contactsSk },
    {
      locale: 'sk',
      name: 'intropopup',
      value: {
        is_active: true,
        title: 'Zľava 10 % na prvý nákup',
        text: 'Prihláste sa na odber noviniek a zľavový kód vám pošleme e-mailom. Ako prví sa dozviete o nových kostýmoch a akciách.',
        show_newsletter: true,
        delay_seconds: 3,
        cookie_days: 14,
      },
    },
    { locale: 'sk', name: 'topmenu', value: topmenuSk },
    { locale: 'sk', name: 'bottommenu', value: bottommenuSk },
    {
      locale: 'sk',
      name: 'maintenance',
      value: { is_enabled: false, message: 'Práve pre vás vylepšujeme e-shop. Skúste to, prosím, o chvíľu, predajne majú otvorené ako zvyčajne.' },
    },
    { locale: 'sk', name: 'categoriesMenu', value: categoriesMenu },
  ];
  await db.insert(settings).values(rows);
}

// ---------------------------------------------------------------- search placeholders

export const PLACEHOLDERS = {
  cs: [
    'Hledejte třeba „kostým piráta“',
    'paruka',
    'balónky na narozeniny',
    'fóliový balónek číslice 18',
    'halloweenská dýně',
    'čelenka s ušima',
    'konfety do balónků',
    'dekorace na rozlučku se svobodou',
    'benátská maska',
    'helium do balónků',
  ],
  sk: [
    'Hľadajte napríklad „kostým piráta“',
    'parochňa',
    'balóny na narodeniny',
    'fóliový balón číslo 18',
    'maska na karneval',
    'hélium do balónov',
    'halloweenska tekvica',
    'čelenka s ušami',
    'konfety do balónov',
    'dekorácie na rozlúčku so slobodou',
  ],
} as const;

export async function seedPlaceholders(db: Db) {
  await db.insert(searchPlaceholders).values(
    (['cs', 'sk'] as const).flatMap((locale) => PLACEHOLDERS[locale].map((text, i) => ({ locale, text, position: i + 1 }))),
  );
}
