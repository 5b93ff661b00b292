import { BRANCH_COUNT, DEFAULT_OPENING_HOURS, type OpeningHours } from '@konfety/domain/branches';
import type { Db } from '../client';
import { branches } from '../schema/index';
import type { SeedContext } from './context';
import { ImageQueue, storeSvg } from './media';

type Day = OpeningHours[number]['day'];

/** Opening hours from a compact spec: weekdays, Saturday and Sunday as "HH:MM-HH:MM" or null (closed). */
function hours(weekdays: string | null, saturday: string | null, sunday: string | null): OpeningHours {
  const parse = (day: Day, span: string | null) => {
    if (!span) return { day, open: null, close: null };
    const [open, close] = span.split('-');
    return { day, open: open!, close: close! };
  };
  return [
    parse(1, weekdays),
    parse(2, weekdays),
    parse(3, weekdays),
    parse(4, weekdays),
    parse(5, weekdays),
    parse(6, saturday),
    parse(7, sunday),
  ];
}

const MALL_HOURS = hours('09:00-21:00', '09:00-21:00', '09:00-21:00');

interface BranchDef {
  code: string;
  slug: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  isPrague: boolean;
  openingHours?: OpeningHours;
  note?: string;
  sk?: { note: string };
}

/** 13 stores: four in Prague, nine in the regional cities. Addresses are plausible demo data. */
const STORES: BranchDef[] = [
  {
    code: 'PHA1',
    slug: 'praha-1-vodickova',
    name: 'Praha 1 – Vodičkova',
    street: 'Vodičkova 681/18',
    city: 'Praha 1',
    zip: '110 00',
    phone: '+420 224 215 310',
    email: 'praha1@konfety.example',
    lat: 50.08053,
    lng: 14.42377,
    isPrague: true,
    openingHours: hours('10:00-19:00', '10:00-18:00', '12:00-17:00'),
    note: 'Vlajková prodejna v centru s největším výběrem kostýmů. Půjčovna kostýmů a nafukování balónků heliem na počkání.',
    sk: { note: 'Vlajková predajňa v centre s najväčším výberom kostýmov. Požičovňa kostýmov a nafukovanie balónov héliom na počkanie.' },
  },
  {
    code: 'PHA2',
    slug: 'praha-2-vinohrady',
    name: 'Praha 2 – Vinohrady',
    street: 'Vinohradská 1200/50',
    city: 'Praha 2',
    zip: '120 00',
    phone: '+420 222 511 742',
    email: 'vinohrady@konfety.example',
    lat: 50.07672,
    lng: 14.44213,
    isPrague: true,
    note: 'Nafukování balónků heliem na počkání, výdej internetových objednávek.',
    sk: { note: 'Nafukovanie balónov héliom na počkanie, výdaj internetových objednávok.' },
  },
  {
    code: 'PHA5',
    slug: 'praha-5-smichov',
    name: 'Praha 5 – Smíchov',
    street: 'Plzeňská 233/8',
    city: 'Praha 5',
    zip: '150 00',
    phone: '+420 257 320 918',
    email: 'smichov@konfety.example',
    lat: 50.07141,
    lng: 14.40152,
    isPrague: true,
    note: 'Prodejna dvě minuty od stanice metra Anděl.',
    sk: { note: 'Predajňa dve minúty od stanice metra Anděl.' },
  },
  {
    code: 'PHA11',
    slug: 'praha-11-chodov',
    name: 'Praha 11 – Chodov',
    street: 'Roztylská 2321/19',
    city: 'Praha 11',
    zip: '148 00',
    phone: '+420 272 088 455',
    email: 'chodov@konfety.example',
    lat: 50.03156,
    lng: 14.49127,
    isPrague: true,
    openingHours: MALL_HOURS,
    note: 'Prodejna v obchodním centru, 1. patro u hlavního eskalátoru. Otevřeno denně.',
    sk: { note: 'Predajňa v obchodnom centre, 1. poschodie pri hlavnom eskalátore. Otvorené denne.' },
  },
  {
    code: 'BRNO',
    slug: 'brno-masarykova',
    name: 'Brno – Masarykova',
    street: 'Masarykova 427/31',
    city: 'Brno',
    zip: '602 00',
    phone: '+420 542 216 730',
    email: 'brno@konfety.example',
    lat: 49.19283,
    lng: 16.60995,
    isPrague: false,
    openingHours: hours('10:00-19:00', '10:00-18:00', null),
    note: 'Půjčovna kostýmů a nafukování balónků heliem.',
    sk: { note: 'Požičovňa kostýmov a nafukovanie balónov héliom.' },
  },
  {
    code: 'OSTR',
    slug: 'ostrava-28-rijna',
    name: 'Ostrava – 28. října',
    street: '28. října 3348/65',
    city: 'Ostrava',
    zip: '702 00',
    phone: '+420 596 112 847',
    email: 'ostrava@konfety.example',
    lat: 49.83061,
    lng: 18.27685,
    isPrague: false,
  },
  {
    code: 'PLZN',
    slug: 'plzen-americka',
    name: 'Plzeň – Americká',
    street: 'Americká 2434/42',
    city: 'Plzeň',
    zip: '301 00',
    phone: '+420 377 221 563',
    email: 'plzen@konfety.example',
    lat: 49.74318,
    lng: 13.37768,
    isPrague: false,
  },
  {
    code: 'OLOM',
    slug: 'olomouc-riegrova',
    name: 'Olomouc – Riegrova',
    street: 'Riegrova 379/16',
    city: 'Olomouc',
    zip: '779 00',
    phone: '+420 585 204 119',
    email: 'olomouc@konfety.example',
    lat: 49.59381,
    lng: 17.25374,
    isPrague: false,
    openingHours: hours('09:30-18:00', '09:00-12:00', null),
  },
  {
    code: 'LIBE',
    slug: 'liberec-prazska',
    name: 'Liberec – Pražská',
    street: 'Pražská 133/16',
    city: 'Liberec',
    zip: '460 01',
    phone: '+420 485 103 226',
    email: 'liberec@konfety.example',
    lat: 50.76771,
    lng: 15.05732,
    isPrague: false,
  },
  {
    code: 'HRKR',
    slug: 'hradec-kralove-gocarova',
    name: 'Hradec Králové – Gočárova',
    street: 'Gočárova třída 1620/54',
    city: 'Hradec Králové',
    zip: '500 02',
    phone: '+420 495 512 384',
    email: 'hradec@konfety.example',
    lat: 50.20996,
    lng: 15.83115,
    isPrague: false,
  },
  {
    code: 'CBUD',
    slug: 'ceske-budejovice-lannova',
    name: 'České Budějovice – Lannova',
    street: 'Lannova třída 1416/30',
    city: 'České Budějovice',
    zip: '370 01',
    phone: '+420 386 350 672',
    email: 'budejovice@konfety.example',
    lat: 48.97552,
    lng: 14.47971,
    isPrague: false,
    openingHours: hours('09:00-18:00', '09:00-13:00', null),
  },
  {
    code: 'PARD',
    slug: 'pardubice-trida-miru',
    name: 'Pardubice – třída Míru',
    street: 'třída Míru 60',
    city: 'Pardubice',
    zip: '530 02',
    phone: '+420 466 611 905',
    email: 'pardubice@konfety.example',
    lat: 50.03795,
    lng: 15.77684,
    isPrague: false,
  },
  {
    code: 'ZLIN',
    slug: 'zlin-trida-tomase-bati',
    name: 'Zlín – třída Tomáše Bati',
    street: 'třída Tomáše Bati 1276',
    city: 'Zlín',
    zip: '760 01',
    phone: '+420 577 432 118',
    email: 'zlin@konfety.example',
    lat: 49.22416,
    lng: 17.66234,
    isPrague: false,
    openingHours: hours('10:00-18:00', '09:00-12:00', null),
  },
];

const WAREHOUSE: BranchDef = {
  code: 'SKLAD',
  slug: 'centralni-sklad-praha-hostivar',
  name: 'Centrální sklad Praha – Hostivař',
  street: 'Průmyslová 1472/11',
  city: 'Praha 10',
  zip: '102 00',
  phone: '+420 271 730 600',
  email: 'sklad@konfety.example',
  lat: 50.05573,
  lng: 14.53362,
  isPrague: true,
  openingHours: hours('07:00-15:30', null, null),
  note: 'Centrální sklad internetového obchodu. Osobní odběr zde není možný.',
  sk: { note: 'Centrálny sklad internetového obchodu. Osobný odber tu nie je možný.' },
};

/**
 * The 13 stores and the central warehouse. Stores come first (positions 0–12),
 * the warehouse is last; returns their ids in that order.
 */
export async function seedBranches(db: Db, ctx: SeedContext): Promise<{ storeIds: number[]; warehouseId: number }> {
  if (STORES.length !== BRANCH_COUNT) throw new Error(`Expected ${BRANCH_COUNT} stores, defined ${STORES.length}`);
  const countryId = ctx.countryIds.get('CZ');
  if (countryId === undefined) throw new Error('Country CZ must be seeded before branches');
  const images = new ImageQueue(ctx.files, 4);
  const row = (b: BranchDef, kind: 'store' | 'warehouse', position: number) => ({
    kind,
    code: b.code,
    slug: b.slug,
    name: b.name,
    street: b.street,
    city: b.city,
    zip: b.zip,
    countryId,
    phone: b.phone,
    email: b.email,
    latitude: b.lat.toFixed(6),
    longitude: b.lng.toFixed(6),
    openingHours: b.openingHours ?? DEFAULT_OPENING_HOURS,
    note: b.note ?? null,
    translations: b.sk ? { sk: b.sk } : {},
    image: kind === 'store' ? images.add(`branches/${b.slug}.webp`, () => storeSvg({ seed: b.slug, city: b.city, street: b.street })) : null,
    isPrague: b.isPrague,
    pickupEnabled: kind === 'store',
    position,
    active: true,
  });
  const inserted = await db
    .insert(branches)
    .values([...STORES.map((b, i) => row(b, 'store', i)), row(WAREHOUSE, 'warehouse', STORES.length)])
    .returning({ id: branches.id, kind: branches.kind, code: branches.code });
  await images.done();
  const byCode = new Map(inserted.map((r) => [r.code, r.id]));
  return {
    storeIds: STORES.map((s) => byCode.get(s.code)!),
    warehouseId: byCode.get(WAREHOUSE.code)!,
  };
}
