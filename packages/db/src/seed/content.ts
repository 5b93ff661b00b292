import { mkdir, rename, rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { imageUrl } from '@konfety/domain/media';
import { DEFAULT_OPENING_HOURS } from '@konfety/domain/branches';
import type { Db } from '../client';
import {
  banners,
  blogCategories,
  blogPosts,
  branches as branchesTable,
  careers,
  categories,
  documents,
  events,
  pages,
  searchPlaceholders,
  services,
  settings,
  sites,
  type BannerPosition,
} from '../schema/index';
import type { SeedContext } from './context';
import { drawShape, escapeXml, ImageQueue, sceneSvg, wrapText, type ShapeKind } from './media';

/**
 * The shop's editorial content: settings (menus, contacts, intro popup,
 * maintenance, mega-menu), banners, search placeholders, blog, careers,
 * events, pages, documents and services. Czech ('cs') is complete; Slovak
 * ('sk') has the settings, banners, placeholders and a small blog.
 *
 * Everything depends only on the seed RNG and `ctx.now`: dates are relative
 * to it, so tests standing at a fixed moment see the same shop.
 */

const DAY = 86_400_000;

type BranchRow = typeof branchesTable.$inferSelect;
type CategoryRow = { id: number; slug: string; name: string; translations: Partial<Record<string, Partial<{ name: string; slug: string }>>> };

export const COMPANY = {
  name: 'Konfety s.r.o.',
  street: 'Táboritská 1000/23',
  city: 'Praha 3',
  zip: '130 00',
  ico: '27082440',
  dic: 'CZ27082440',
  register: 'Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456.',
} as const;

export const SOCIAL = {
  facebook: 'https://www.facebook.com/konfety.cz',
  instagram: 'https://www.instagram.com/konfety.cz',
  youtube: 'https://www.youtube.com/@konfetycz',
  tiktok: 'https://www.tiktok.com/@konfety.cz',
} as const;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const czDate = (d: Date) => `${d.getUTCDate()}. ${d.getUTCMonth() + 1}. ${d.getUTCFullYear()}`;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const branchAddress = (b: BranchRow) => `${b.street}, ${b.zip} ${b.city}`;

/** A day relative to `now` at a given UTC hour (Prague is UTC+1 in winter, +2 in summer). */
function dayAt(now: Date, days: number, utcHour: number, minute = 0): Date {
  const d = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour, minute));
}

export async function seedContent(db: Db, ctx: SeedContext, branches: { storeIds: number[]; warehouseId: number }): Promise<void> {
  const { now } = ctx;
  const images = new ImageQueue(ctx.mediaDir);

  const siteRows = await db.select().from(sites).orderBy(asc(sites.id));
  const czSite = siteRows.find((s) => s.locale === 'cs') ?? siteRows[0]!;
  const skSite = siteRows.find((s) => s.locale === 'sk') ?? czSite;

  const branchRows = await db
    .select()
    .from(branchesTable)
    .where(inArray(branchesTable.id, [...branches.storeIds, branches.warehouseId]))
    .orderBy(asc(branchesTable.position), asc(branchesTable.id));
  const stores = branchRows.filter((b) => branches.storeIds.includes(b.id));
  const warehouse = branchRows.find((b) => b.id === branches.warehouseId) ?? null;
  if (stores.length === 0) throw new Error('seedContent needs the stores seeded first');
  const pragueStores = stores.filter((b) => b.isPrague || b.city.startsWith('Praha'));
  const mainStore = pragueStores[0] ?? stores[0]!;
  const findStore = (city: string) => stores.find((b) => b.city.startsWith(city));
  const otherStores = stores.filter((b) => b.id !== mainStore.id);

  const topCategories: CategoryRow[] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.active, true), eq(categories.inMenu, true)))
    .orderBy(asc(categories.position), asc(categories.id));

  await seedSettings(db, { now, czSite, skSite, mainStore, topCategories });
  await seedBanners(db, images, now);
  await seedPlaceholders(db);
  await seedBlog(db, images, ctx, { mainStore, brno: findStore('Brno') ?? otherStores[0] ?? mainStore });
  await seedCareers(db, ctx, { mainStore, stores, otherStores, warehouse, brno: findStore('Brno') });
  await seedEvents(db, images, ctx, { mainStore, otherStores, brno: findStore('Brno') });
  const pageTexts = pagesCs({ now, czSite, stores, warehouse });
  await db.insert(pages).values(pageTexts.map((p) => ({ locale: 'cs', ...p })));
  await db.insert(pages).values(pagesSk({ skSite }).map((p) => ({ locale: 'sk', ...p })));
  await seedDocuments(db, ctx, pageTexts);
  await seedServices(db, images);
  await images.done();
}

// ---------------------------------------------------------------- settings

type MenuLink = { text: string; link: string; leave: boolean };

async function seedSettings(
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

  const categoryLink = (c: CategoryRow | undefined, locale: string, fallback: string) => {
    if (!c) return fallback;
    const slug = locale === 'cs' ? c.slug : (c.translations[locale]?.slug ?? c.slug);
    return `/${c.id}/${slug}`;
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
    register: 'Spoločnosť je zapísaná v obchodnom registri vedenom Mestským súdom v Prahe, oddiel C, vložka 123456.',
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
    { text: 'Kostýmy', link: categoryLink(costumes, 'sk', '/eshop'), leave: false },
    { text: 'Balóny', link: categoryLink(balloons, 'sk', '/eshop'), leave: false },
    { text: 'Akcie', link: '/produkty/akce', leave: false },
    { text: 'Predajne', link: '/prodejny', leave: false },
    { text: 'Požičovňa kostýmov', link: '/info/pujcovna-kostymu', leave: false },
    { text: 'Blog', link: '/blog', leave: false },
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
  const bottommenuSk = [
    {
      title: 'Nakupovanie',
      links: [
        { text: 'Doprava a platba', link: '/info/rozvoz', leave: false },
        { text: 'Obchodné podmienky', link: '/obchodni-podminky', leave: false },
        { text: 'Reklamácie', link: '/reklamacni-rad', leave: false },
        { text: 'Ochrana osobných údajov', link: '/ochrana-osobnich-udaju', leave: false },
        { text: 'Dokumenty na stiahnutie', link: '/dokumenty', leave: false },
        { text: 'Môj účet', link: '/ucet', leave: false },
      ],
    },
    {
      title: 'O nás',
      links: [
        { text: 'O nás', link: '/info/o-nas', leave: false },
        { text: 'Kariéra', link: '/kariera', leave: false },
        { text: 'Kontakty', link: '/kontakty', leave: false },
        { text: 'Predajne', link: '/prodejny', leave: false },
        { text: 'Eventy', link: '/eventy', leave: false },
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
      value: { is_enabled: false, message: 'Práve pre vás vylepšujeme e-shop. Skúste to prosím o chvíľu.' },
    },
    { locale: 'sk', name: 'categoriesMenu', value: categoriesMenu },
  ];
  await db.insert(settings).values(rows);
}

// ---------------------------------------------------------------- banners

interface BannerArt {
  seed: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  background: string;
  colors: string[];
  shapes: ShapeKind[];
}

/** A banner picture of any proportions (the image helpers draw squares). */
function bannerSvg(a: BannerArt): string {
  const { width: w, height: h } = a;
  const font = 'DejaVu Sans, Verdana, Arial, sans-serif';
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${a.background}"/>`;
  let s = 0;
  for (const ch of a.seed) s = (s * 31 + ch.charCodeAt(0)) >>> 0;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  for (let i = 0; i < 40; i++) {
    const color = a.colors[i % a.colors.length]!;
    out += `<circle cx="${Math.round(next() * w)}" cy="${Math.round(next() * h)}" r="${3 + Math.round(next() * 6)}" fill="${color}" opacity="0.6"/>`;
  }
  const wide = w / h > 2;
  const shapeSize = wide ? h * 0.9 : Math.min(w, h) * 0.45;
  a.shapes.slice(0, wide ? 2 : 3).forEach((shape, i) => {
    const x = wide ? (i === 0 ? 10 : w - shapeSize - 10) : w / 2 - shapeSize / 2 + (i - 1) * shapeSize * 0.55;
    const y = wide ? (h - shapeSize) / 2 : h * 0.08 + (i === 1 ? 0 : shapeSize * 0.12);
    out += drawShape(shape, Math.round(x), Math.round(y), Math.round(shapeSize), a.colors[i % a.colors.length]!, a.colors[(i + 1) % a.colors.length]);
  });
  const shapesBottom = wide ? 0 : h * 0.08 + shapeSize * 1.12;
  // A strip keeps its title on one line between the two pictures; taller banners wrap under the pictures.
  const textWidth = wide ? w - 2 * (shapeSize + 30) : w * 0.9;
  const titleSize = Math.round(wide ? Math.min(h * 0.3, textWidth / (a.title.length * 0.62)) : Math.min(w * 0.075, h * 0.09));
  const subSize = Math.round(titleSize * 0.55);
  const lines = wide ? [a.title] : wrapText(a.title, Math.floor(textWidth / (titleSize * 0.6)), 2);
  const subGap = titleSize * 0.6 + subSize * 1.2;
  const blockHeight = lines.length * titleSize * 1.2 + (a.subtitle ? subGap : 0);
  const top = shapesBottom + (h - shapesBottom - blockHeight) / 2 + titleSize * 0.9;
  lines.forEach((line, i) => {
    out += `<text x="${w / 2}" y="${Math.round(top + i * titleSize * 1.2)}" font-family="${font}" font-size="${titleSize}" font-weight="bold" text-anchor="middle" fill="#2b2b2b">${escapeXml(line)}</text>`;
  });
  if (a.subtitle) {
    out += `<text x="${w / 2}" y="${Math.round(top + (lines.length - 1) * titleSize * 1.2 + subGap)}" font-family="${font}" font-size="${subSize}" text-anchor="middle" fill="#2b2b2b">${escapeXml(a.subtitle)}</text>`;
  }
  return `${out}</svg>`;
}

const BANNER_SIZES: Record<BannerPosition, { width: number; height: number }> = {
  'banner.promo': { width: 1200, height: 120 },
  'banner.popup_desktop': { width: 900, height: 560 },
  'banner.popup_mobile': { width: 600, height: 800 },
};

interface BannerSeed {
  locale: 'cs' | 'sk';
  position: BannerPosition;
  title: string;
  subtitle?: string;
  url: string | null;
  target?: '_self' | '_blank';
  from?: number;
  to?: number;
  active?: boolean;
  art: Omit<BannerArt, 'seed' | 'width' | 'height' | 'title' | 'subtitle'>;
}

async function seedBanners(db: Db, images: ImageQueue, now: Date) {
  const amber = { background: '#ffe3a3', colors: ['#ffb600', '#d24291', '#3fa9f5'] };
  const pink = { background: '#f7c6df', colors: ['#d24291', '#ffb600', '#8e5bd6'] };
  const night = { background: '#c9c3ef', colors: ['#8e5bd6', '#ffb600', '#d24291'] };
  const list: BannerSeed[] = [
    // Czech strip above the header: one always, one in season, one expired, one upcoming, one switched off.
    { locale: 'cs', position: 'banner.promo', title: 'Doprava zdarma při nákupu nad 1 500 Kč', url: '/info/doprava-a-platba', art: { ...amber, shapes: ['gift', 'balloons'] } },
    { locale: 'cs', position: 'banner.promo', title: 'Silvestr se blíží: výzdoba a doplňky se slevou až 30 %', url: '/produkty/akce', from: -3, to: 45, art: { ...night, shapes: ['star', 'bottle'] } },
    { locale: 'cs', position: 'banner.promo', title: 'Halloween: sleva 20 % na všechny kostýmy', url: '/produkty/akce', from: -60, to: -20, art: { ...night, shapes: ['pumpkin', 'witchHat'] } },
    { locale: 'cs', position: 'banner.promo', title: 'Masopust a karneval: nové kostýmy právě naskladněny', url: '/produkty/novinky', from: 50, to: 110, art: { ...pink, shapes: ['venetianMask', 'costume'] } },
    { locale: 'cs', position: 'banner.promo', title: 'Letní výprodej párty doplňků', url: '/produkty/akce', active: false, art: { ...amber, shapes: ['glasses', 'cup'] } },
    { locale: 'cs', position: 'banner.promo', title: 'Sledujte nás na Instagramu – inspirace na každou párty', url: SOCIAL.instagram, target: '_blank', from: -10, to: 20, art: { ...pink, shapes: ['heart', 'balloon'] } },
    {
      locale: 'cs',
      position: 'banner.popup_desktop',
      title: 'Sleva 10 % na první nákup',
      subtitle: 'Stačí se přihlásit k odběru novinek',
      url: '/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
    {
      locale: 'cs',
      position: 'banner.popup_desktop',
      title: 'Vánoční dárky do 300 Kč',
      subtitle: 'Vtipné dárky a dekorace',
      url: '/produkty/akce',
      from: 10,
      to: 35,
      art: { ...pink, shapes: ['gift', 'star', 'candle'] },
    },
    {
      locale: 'cs',
      position: 'banner.popup_mobile',
      title: 'Sleva 10 % na první nákup',
      subtitle: 'Přihlaste se k odběru novinek',
      url: '/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
    // Slovak
    { locale: 'sk', position: 'banner.promo', title: 'Doprava zadarmo pri nákupe nad 60 €', url: '/info/rozvoz', art: { ...amber, shapes: ['gift', 'balloons'] } },
    { locale: 'sk', position: 'banner.promo', title: 'Silvester sa blíži: výzdoba so zľavou až 30 %', url: '/produkty/akce', from: -3, to: 45, art: { ...night, shapes: ['star', 'bottle'] } },
    { locale: 'sk', position: 'banner.promo', title: 'Halloween: zľava 20 % na kostýmy', url: '/produkty/akce', from: -60, to: -20, art: { ...night, shapes: ['pumpkin', 'witchHat'] } },
    {
      locale: 'sk',
      position: 'banner.popup_desktop',
      title: 'Zľava 10 % na prvý nákup',
      subtitle: 'Stačí sa prihlásiť na odber noviniek',
      url: '/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
    {
      locale: 'sk',
      position: 'banner.popup_mobile',
      title: 'Zľava 10 % na prvý nákup',
      subtitle: 'Prihláste sa na odber noviniek',
      url: '/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
  ];
  const sortByPosition = new Map<string, number>();
  const rows = list.map((b) => {
    const key = `${b.locale}:${b.position}`;
    const sort = (sortByPosition.get(key) ?? 0) + 1;
    sortByPosition.set(key, sort);
    const kind = b.position.replace('banner.', '').replace('_', '-');
    const relPath = `banners/${b.locale}-${kind}-${slugify(b.title).slice(0, 48).replace(/-+$/, '')}.webp`;
    const size = BANNER_SIZES[b.position];
    images.add(relPath, () => bannerSvg({ seed: relPath, ...size, title: b.title, ...(b.subtitle ? { subtitle: b.subtitle } : {}), ...b.art }));
    return {
      locale: b.locale,
      position: b.position,
      title: b.title,
      url: b.url,
      target: b.target ?? '_self',
      path: relPath,
      image: imageUrl(relPath, 'big'),
      activeFrom: b.from === undefined ? null : dayAt(now, b.from, 0),
      activeTo: b.to === undefined ? null : dayAt(now, b.to, 0),
      sort,
      active: b.active ?? true,
    };
  });
  await db.insert(banners).values(rows);
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
  ],
} as const;

async function seedPlaceholders(db: Db) {
  await db.insert(searchPlaceholders).values(
    (['cs', 'sk'] as const).flatMap((locale) => PLACEHOLDERS[locale].map((text, i) => ({ locale, text, position: i + 1 }))),
  );
}

// ---------------------------------------------------------------- blog

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>\n${items.map((t) => `  <li>${t}</li>`).join('\n')}\n</ul>`;
const ol = (...items: string[]) => `<ol>\n${items.map((t) => `  <li>${t}</li>`).join('\n')}\n</ol>`;
const h2 = (t: string) => `<h2>${t}</h2>`;
const h3 = (t: string) => `<h3>${t}</h3>`;

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
}

async function seedBlog(db: Db, images: ImageQueue, ctx: SeedContext, opts: { mainStore: BranchRow; brno: BranchRow }) {
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
  ];

  const rows = posts.map((post) => {
    const slug = slugify(post.title);
    const relPath = `blog/${post.locale}-${slug}.webp`;
    images.add(relPath, () =>
      sceneSvg({ seed: relPath, title: post.label, shapes: post.shapes, colors: post.colors, background: post.background }),
    );
    // A few minutes of jitter so posts of the same day keep a stable, distinct order.
    const publishedAt = new Date(dayAt(now, -post.daysAgo, 7).getTime() + rng.int(0, 8 * 60) * 60_000);
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
  await db.insert(blogPosts).values(rows);
}

// ---------------------------------------------------------------- careers

async function seedCareers(
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
  await db.insert(careers).values(
    jobs.map((j) => ({
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
    })),
  );
}

// ---------------------------------------------------------------- events

async function seedEvents(db: Db, images: ImageQueue, ctx: SeedContext, opts: { mainStore: BranchRow; otherStores: BranchRow[]; brno: BranchRow | undefined }) {
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
  await db.insert(events).values(
    list.map((e) => {
      const slug = slugify(e.title);
      const relPath = `events/${slug}.webp`;
      images.add(relPath, () => sceneSvg({ seed: relPath, title: e.label, subtitle: e.branch.name, shapes: e.shapes, colors: e.colors, background: e.background }));
      const startsAt = dayAt(now, e.startDay, e.startHour);
      return {
        locale: 'cs',
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
    }),
  );
}

// ---------------------------------------------------------------- pages

interface PageSeed {
  slug: string;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
}

function pagesCs(opts: { now: Date; czSite: typeof sites.$inferSelect; stores: BranchRow[]; warehouse: BranchRow | null }): PageSeed[] {
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

function pagesSk(opts: { skSite: typeof sites.$inferSelect }): PageSeed[] {
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

// ---------------------------------------------------------------- documents

/** Plain text of an HTML fragment (for the PDF versions of pages). */
function htmlToLines(html: string): string[] {
  return html
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|h2|h3|li|tr)>/g, '\n')
    .replace(/<\/t[dh]>/g, '  ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The standard PDF fonts know the Czech and Slovak letters by glyph name but
 * WinAnsi has no codes for most of them: a `/Differences` table lends them
 * the codes of Latin-1 letters these languages never use.
 */
const PDF_EXTRA_GLYPHS: Array<[string, number, string]> = [
  ['č', 0xe8, 'ccaron'], ['ď', 0xf0, 'dcaron'], ['ě', 0xec, 'ecaron'], ['ň', 0xf1, 'ncaron'], ['ř', 0xe0, 'rcaron'],
  ['ť', 0xe3, 'tcaron'], ['ů', 0xe5, 'uring'], ['ľ', 0xe2, 'lcaron'], ['ĺ', 0xe6, 'lacute'], ['ŕ', 0xe7, 'racute'],
  ['Č', 0xc8, 'Ccaron'], ['Ď', 0xd0, 'Dcaron'], ['Ě', 0xcc, 'Ecaron'], ['Ň', 0xd1, 'Ncaron'], ['Ř', 0xc0, 'Rcaron'],
  ['Ť', 0xc3, 'Tcaron'], ['Ů', 0xc5, 'Uring'], ['Ľ', 0xc2, 'Lcaron'], ['Ĺ', 0xc6, 'Lacute'], ['Ŕ', 0xc7, 'Racute'],
];
/** WinAnsi (cp1252) codes outside Latin-1. */
const WIN_ANSI: Record<string, number> = {
  'š': 0x9a, 'Š': 0x8a, 'ž': 0x9e, 'Ž': 0x8e, '„': 0x84, '“': 0x93, '”': 0x94, '‚': 0x82, '‘': 0x91, '’': 0x92,
  '–': 0x96, '—': 0x97, '…': 0x85, '€': 0x80, '•': 0x95,
};
const PDF_CODES = new Map<string, number>([...PDF_EXTRA_GLYPHS.map(([ch, code]) => [ch, code] as const), ...Object.entries(WIN_ANSI)]);
const BORROWED_CODES = new Set(PDF_EXTRA_GLYPHS.map(([, code]) => code));
const PDF_ENCODING = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${PDF_EXTRA_GLYPHS.map(([, code, name]) => `${code} /${name}`).join(' ')}] >>`;

/** Text for a content-stream string: one char per byte of the font encoding above, PDF-escaped. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = PDF_CODES.get(ch) ?? ch.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
    else if (code === 0x09) out += ' ';
    else if (PDF_CODES.has(ch) || (code >= 0xa0 && code < 0x100 && !BORROWED_CODES.has(code))) out += String.fromCharCode(code);
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]$/.test(plain) ? plain : '?';
    }
  }
  return out;
}

/** A document-information string (UTF-16BE with a byte-order mark). */
function pdfInfoText(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

/** A small, valid, multi-page PDF (Helvetica) with a title and wrapped lines. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const wrapped: Array<{ text: string; bold: boolean }> = [];
  for (const line of lines) {
    const isHeading = /^\d+\.\s/.test(line) && line.length < 70;
    const words = line.split(/\s+/);
    let cur = '';
    for (const w of words) {
      if ((cur + ' ' + w).trim().length > 95) {
        wrapped.push({ text: cur, bold: isHeading });
        cur = w;
      } else cur = (cur + ' ' + w).trim();
    }
    if (cur) wrapped.push({ text: cur, bold: isHeading });
    wrapped.push({ text: '', bold: false });
  }
  const perPage = 52;
  const pageChunks: Array<typeof wrapped> = [];
  for (let i = 0; i < Math.max(wrapped.length, 1); i += perPage) pageChunks.push(wrapped.slice(i, i + perPage));

  const objects: string[] = [];
  const pageCount = pageChunks.length;
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, 6 encoding, then per page: page object + content stream.
  const pageObj = (i: number) => 7 + i * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageChunks.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 6 0 R >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 6 0 R >>';
  objects[5] = `<< /Title ${pdfInfoText(title)} /Author ${pdfInfoText(COMPANY.name)} /Producer (Konfety seed) >>`;
  objects[6] = PDF_ENCODING;
  pageChunks.forEach((chunk, i) => {
    // Text starts at the top left; each line moves the pen 14 pt down.
    let stream = 'BT\n';
    stream += i === 0 ? `/F2 16 Tf 50 800 Td (${pdfText(title)}) Tj 0 -30 Td\n` : '50 800 Td\n';
    for (const l of chunk) {
      stream += `/${l.bold ? 'F2' : 'F1'} 10 Tf (${pdfText(l.text)}) Tj 0 -14 Td\n`;
    }
    stream += `ET\nBT /F1 8 Tf 50 30 Td (${pdfText(`${COMPANY.name} – strana ${i + 1} z ${pageCount}`)}) Tj ET\n`;
    objects[pageObj(i)] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`;
    objects[pageObj(i) + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Writes `file` atomically, and only when its bytes differ (parallel seeds share a media dir). */
async function writeIfChanged(file: string, data: Buffer) {
  const current = await readFile(file).catch(() => null);
  if (current && current.equals(data)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

async function seedDocuments(db: Db, ctx: SeedContext, pageTexts: PageSeed[]) {
  const page = (slug: string) => pageTexts.find((x) => x.slug === slug)!;
  const docs: Array<{ title: string; category: string; file: string; lines: string[] }> = [
    { title: 'Obchodní podmínky', category: 'Obchodní dokumenty', file: 'obchodni-podminky.pdf', lines: htmlToLines(page('obchodni-podminky').content) },
    { title: 'Reklamační řád', category: 'Obchodní dokumenty', file: 'reklamacni-rad.pdf', lines: htmlToLines(page('reklamacni-rad').content) },
    {
      title: 'Zásady ochrany osobních údajů',
      category: 'Obchodní dokumenty',
      file: 'zasady-ochrany-osobnich-udaju.pdf',
      lines: htmlToLines(page('ochrana-osobnich-udaju').content),
    },
    {
      title: 'Formulář pro odstoupení od smlouvy',
      category: 'Formuláře',
      file: 'formular-odstoupeni-od-smlouvy.pdf',
      lines: [
        'Vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy (vzor podle nařízení vlády č. 29/2023 Sb.).',
        `Adresát: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${COMPANY.ico}`,
        'Oznamuji, že tímto odstupuji od smlouvy o nákupu tohoto zboží: ____________________________',
        'Číslo objednávky: ______________   Datum objednání / datum obdržení: ______________',
        'Jméno a příjmení spotřebitele: ____________________________',
        'Adresa spotřebitele: ____________________________',
        'Číslo bankovního účtu pro vrácení peněz: ____________________________',
        'Datum: ______________   Podpis (pouze pokud je formulář zasílán v listinné podobě): ______________',
        'Lhůta pro odstoupení je 14 dnů ode dne převzetí zboží.',
      ],
    },
    {
      title: 'Reklamační formulář',
      category: 'Formuláře',
      file: 'reklamacni-formular.pdf',
      lines: [
        'Jméno a příjmení: ____________________________   E-mail / telefon: ____________________________',
        'Číslo objednávky nebo dokladu: ______________   Datum nákupu: ______________',
        'Reklamované zboží (název, kód, počet kusů): ____________________________',
        'Popis vady: ______________________________________________________________',
        'Navrhovaný způsob vyřízení: oprava / výměna / sleva / odstoupení od smlouvy',
        'Číslo účtu pro případné vrácení peněz: ____________________________',
        'Datum a podpis: ____________________________',
      ],
    },
    {
      title: 'Ceník služeb – půjčovna kostýmů a nafukování balónků',
      category: 'Ceníky',
      file: 'cenik-sluzeb.pdf',
      lines: [...htmlToLines(page('pujcovna-kostymu').content), ...htmlToLines(page('nafukovani-balonku').content)],
    },
    {
      title: 'Bezpečné používání hélia – návod',
      category: 'Návody',
      file: 'navod-helium.pdf',
      lines: [
        '1. Lahev s héliem skladujte nastojato, v chladu a mimo dosah dětí.',
        '2. Hélium nikdy nevdechujte – hrozí udušení.',
        '3. Balónky nafukujte jen na doporučenou velikost; přefouknutý balónek praská.',
        '4. Prázdnou lahev odevzdejte do kovového odpadu; nepropichujte ji a nevhazujte do ohně.',
        '5. Balónky nevypouštějte do přírody.',
      ],
    },
  ];
  for (const d of docs) {
    await writeIfChanged(path.join(ctx.mediaDir, 'documents', d.file), simplePdf(d.title, d.lines));
  }
  await db.insert(documents).values(
    docs.map((d, i) => ({ locale: 'cs', title: d.title, category: d.category, filePath: `/documents/${d.file}`, position: i + 1 })),
  );
}

// ---------------------------------------------------------------- services

async function seedServices(db: Db, images: ImageQueue) {
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
