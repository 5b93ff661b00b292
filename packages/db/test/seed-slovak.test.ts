import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '@konfety/storage';
import { openDatabase, type Database } from '../src/client';
import { brands, branches, careers, categories, documents, events, pages, products, services, settings } from '../src/schema/index';
import { seedBranches } from '../src/seed/branches';
import { seedCatalog } from '../src/seed/catalog/index';
import { seedContent } from '../src/seed/content/index';
import type { SeedContext } from '../src/seed/context';
import { seedReference } from '../src/seed/reference';
import { Rng } from '../src/seed/rng';

const SITES = {
  cz: { url: 'http://localhost:3000', bankAccount: '19-2000145399/0800' },
  sk: { url: 'http://sk.localhost:3000', bankAccount: 'SK3112000000198742637541' },
};
const NOW = new Date('2026-03-01T10:00:00Z');
const SEED = 20261121;
const PRODUCTS = 500;

/** Claims every file exists, so the seed renders no picture: these tests read rows only, and pictures cost minutes. */
const noFiles = {
  visibility: 'public',
  put: async () => {},
  get: async () => null,
  head: async (key: string) => ({ key, size: 1, etag: 'x', lastModified: NOW, contentType: 'application/octet-stream' }),
  delete: async () => {},
  list: async function* () {},
} as unknown as FileStore;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** Letters Czech has and Slovak has not: a Slovak text with one is (part) Czech, unless it is the name of a Czech place. */
const CZECH_ONLY = /[ěřůĚŘŮ]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the Slovak demo content', () => {
  let database: Database;
  /** The seed's next draw after the content: the same as before the Slovak texts, so nothing Slovak drew a number. */
  let nextDraw: number;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    const { countryIds } = await seedReference(database.db, SITES);
    const rng = new Rng(SEED);
    const ctx: SeedContext = { rng, now: NOW, files: noFiles, products: PRODUCTS, countryIds, progress: () => {} };
    await database.db.transaction(async (tx) => {
      const branches = await seedBranches(tx, ctx);
      await seedCatalog(tx, ctx, branches);
      await seedContent(tx, ctx, branches);
    });
    nextDraw = rng.next();
  }, 120000);

  afterAll(async () => {
    await database?.close();
  });

  it('leaves the Czech catalogue and the random sequence as they were before the Slovak texts', async () => {
    const productRows = await database.db.select().from(products).orderBy(asc(products.id));
    const czech = productRows.map((r) => [
      r.code,
      r.slug,
      r.name,
      r.shortDescription,
      r.description,
      r.price,
      r.priceSale,
      r.isPriceSaleActive,
      r.originalPrice,
      r.active,
      r.isNew,
      r.createdAt.toISOString(),
    ]);
    // Hashes of the seed before the Slovak texts were added: the API and browser tests pin this catalogue.
    expect(sha256(czech)).toBe('1b159a0b7e9b82f0d36fb82643fb04db95bcfe5a357ead98d753daa43d025735');
    const categoryRows = await database.db.select().from(categories).orderBy(asc(categories.id));
    expect(sha256(categoryRows.map((c) => [c.slug, c.name, c.description]))).toBe('da4061df931a454a86b11789bb5dbaf76e31158ab4b2ba60ad526b58807c7905');
    expect(nextDraw).toBe(0.7640183737967163);
    const byCode = new Map(productRows.map((p) => [p.code, p]));
    expect(byCode.get('PAR-000002')!.name).toBe('Paruka s ofinou zrzavá');
    expect(byCode.get('DEK-000005')!.name).toBe('Běhoun na stůl fialový se třpytkami');
    expect(byCode.get('KOS-000011')!.name).toBe('Dětský kostým Červená Karkulka');
  });

  it('gives every category a Slovak name, description and unique ASCII slug', async () => {
    const rows = await database.db.select().from(categories);
    for (const c of rows) {
      const sk = c.translations.sk;
      expect(sk?.name, c.slug).toBeTruthy();
      expect(sk?.description, c.slug).toBeTruthy();
      expect(sk?.slug, c.slug).toMatch(SLUG);
      expect(CZECH_ONLY.test(`${sk!.name} ${sk!.description}`), `${sk!.name}: ${sk!.description}`).toBe(false);
    }
    expect(new Set(rows.map((c) => c.translations.sk!.slug)).size).toBe(rows.length);
    const skName = new Map(rows.map((c) => [c.name, c.translations.sk!.name]));
    expect(Object.fromEntries(['Balónky', 'Dekorace', 'Paruky', 'Žertovné předměty', 'Dětské kostýmy', 'Dámské kostýmy', 'Kloboučky a čelenky', 'Líčidla'].map((n) => [n, skName.get(n)]))).toEqual({
      Balónky: 'Balóny',
      Dekorace: 'Dekorácie',
      Paruky: 'Parochne',
      'Žertovné předměty': 'Žartovné predmety',
      'Dětské kostýmy': 'Detské kostýmy',
      'Dámské kostýmy': 'Dámske kostýmy',
      'Kloboučky a čelenky': 'Klobúčiky a čelenky',
      Líčidla: 'Líčidlá',
    });
  });

  it('gives every product a Slovak name, short and long description and a unique ASCII slug, translated from the same choices', async () => {
    const rows = await database.db.select().from(products).orderBy(asc(products.id));
    for (const p of rows) {
      const sk = p.translations.sk;
      expect(sk?.name, p.code).toBeTruthy();
      expect(sk?.slug, p.code).toMatch(SLUG);
      expect(sk?.shortDescription, p.code).toBeTruthy();
      expect(sk!.description!.length, p.code).toBeGreaterThan(40);
      expect(sk!.description!.startsWith(sk!.shortDescription!), p.code).toBe(true);
      expect(CZECH_ONLY.test(`${sk!.name} ${sk!.description}`), `${p.code}: ${sk!.name} – ${sk!.description}`).toBe(false);
    }
    expect(new Set(rows.map((p) => p.translations.sk!.slug)).size).toBe(rows.length);
    const byCode = new Map(rows.map((p) => [p.code, p.translations.sk!]));
    expect(byCode.get('PAR-000002')).toMatchObject({ name: 'Parochňa s ofinou ryšavá', slug: 'parochna-s-ofinou-rysava' });
    expect(byCode.get('DEK-000005')).toMatchObject({ name: 'Behúň na stôl fialový s trblietkami', slug: 'behun-na-stol-fialovy-s-trblietkami' });
    expect(byCode.get('BAL-000006')!.name).toBe('Fóliový balón „Je to dievča“ čierny 45 cm');
    expect(byCode.get('KLO-000007')!.name).toBe('Čarodejnícky klobúk čierny');
    expect(byCode.get('KOS-000010')!.name).toBe('Kostým Čarodejnica deluxe pre deti');
    expect(byCode.get('KOS-000011')!.name).toBe('Detský kostým Červená čiapočka');
  });

  it('has Slovak menus with Slovak paths, and Slovak pages, services, careers, events and documents', async () => {
    const db = database.db;
    const setting = async (name: string) => (await db.select().from(settings).where(eq(settings.name, name))).find((s) => s.locale === 'sk')!.value;
    const top = (await setting('topmenu')) as Array<{ text: string; link: string; leave: boolean }>;
    const bottom = (await setting('bottommenu')) as Array<{ title: string; links: Array<{ text: string; link: string; leave: boolean }> }>;
    for (const link of [...top, ...bottom.flatMap((b) => b.links)].filter((l) => !l.leave)) expect(link.link, link.text).toMatch(/^\/sk(\/|$)/);
    const balloons = (await db.select().from(categories).where(eq(categories.slug, 'balonky')))[0]!;
    expect(top).toContainEqual({ text: 'Balóny', link: `/sk/${balloons.id}/balony`, leave: false });

    // A page has one slug in every language: the Slovak terms are at the address the checkout links (/sk/obchodni-podminky).
    const pageRows = await db.select().from(pages);
    const czechSlugs = pageRows.filter((p) => p.locale === 'cs').map((p) => p.slug);
    const slovak = new Map(pageRows.filter((p) => p.locale === 'sk').map((p) => [p.slug, p]));
    for (const slug of czechSlugs.filter((s) => s !== 'doprava-a-platba')) expect(slovak.has(slug), slug).toBe(true);
    expect(slovak.get('obchodni-podminky')!.title).toBe('Obchodné podmienky');
    expect(slovak.get('reklamacni-rad')!.title).toBe('Reklamačný poriadok');

    const count = async (table: typeof services | typeof careers | typeof events | typeof documents, locale: string) => (await db.select().from(table).where(eq(table.locale, locale))).length;
    for (const table of [services, careers, events, documents]) expect(await count(table, 'sk')).toBe(await count(table, 'cs'));
    const slovakTexts = [
      ...(await db.select().from(services).where(eq(services.locale, 'sk'))).map((s) => `${s.title} ${s.perex} ${s.content}`),
      ...(await db.select().from(careers).where(eq(careers.locale, 'sk'))).map((c) => `${c.title} ${c.location} ${c.employmentType} ${c.perex} ${c.content}`),
      ...(await db.select().from(events).where(eq(events.locale, 'sk'))).map((e) => `${e.title} ${e.perex} ${e.content} ${e.location}`),
      ...[...slovak.values()].map((p) => `${p.title} ${p.metaDescription} ${p.content}`),
    ];
    const places = (await db.select().from(branches)).flatMap((b) => [b.name, b.street, b.city, b.city.replace(/ \d+$/, '')]).sort((a, b) => b.length - a.length);
    for (const text of slovakTexts) {
      const words = places.reduce((t, place) => t.split(place).join(' '), text.replace(/<[^>]+>/g, ' '));
      expect(words.match(/\S*[ěřůĚŘŮ]\S*/g), text.slice(0, 80)).toBeNull();
    }
  });

  it('gives every brand description and every store note a Slovak text, the Czech ones as they were', async () => {
    const brandRows = await database.db.select().from(brands).orderBy(asc(brands.id));
    const branchRows = await database.db.select().from(branches).orderBy(asc(branches.id));
    // Hashes of the Czech rows before the Slovak texts were added.
    expect(sha256(brandRows.map((b) => [b.slug, b.name, b.description]))).toBe('961192472bf27bf92e7e876198018b5d07f02c3ad702dfa2c6987e99798bddcf');
    expect(sha256(branchRows.map((b) => [b.code, b.slug, b.name, b.street, b.city, b.note, b.openingHours]))).toBe('a8478c7f3ef8d3e15fd0f5bfa51203af50a28ef689a913bc4f3f3227ec13a76a');
    const texts = [
      ...brandRows.map((b) => ({ row: b.slug, czech: b.description, slovak: b.translations.sk?.description })),
      ...branchRows.map((b) => ({ row: b.code, czech: b.note, slovak: b.translations.sk?.note })),
    ];
    expect(texts.filter((t) => t.czech !== null).length).toBe(brandRows.length + 6);
    // Names of Czech places stay Czech in a Slovak sentence: the stores' own and the metro station of one of them.
    const places = [...branchRows.flatMap((b) => [b.name, b.street, b.city]), 'Anděl'].sort((a, b) => b.length - a.length);
    for (const { row, czech, slovak } of texts) {
      if (czech === null) {
        expect(slovak, row).toBeUndefined();
        continue;
      }
      expect(slovak, row).toBeTruthy();
      expect(slovak, row).not.toBe(czech);
      const words = places.reduce((t, place) => t.split(place).join(' '), slovak!);
      expect(words.match(/\S*[ěřůĚŘŮ]\S*/g), slovak).toBeNull();
    }
    expect(brandRows.find((b) => b.slug === 'balonkovo')!.translations.sk!.description).toBe('Latexové aj fóliové balóny s certifikáciou na plnenie héliom.');
    expect(branchRows.find((b) => b.code === 'PHA5')!.translations.sk!.note).toBe('Predajňa dve minúty od stanice metra Anděl.');
  });
});
