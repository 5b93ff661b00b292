import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { imageVariant } from '@konfety/domain/media';
import { CZ, createTestApp, loginAs, SK, type TestApp } from './support/app';
import { TEST_NOW, testMediaDir } from './support/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  id: number;
  slug: string;
  title: string;
  topic: string;
  duration_seconds: number;
  poster: string;
  published_at: string;
}
interface Detail extends Card {
  description: string;
  video_url: string;
  video_type: string;
  captions: { url: string; srclang: string } | null;
  categories: Array<{ id: number; name: string; url: string; slug: string }>;
}

const get = (url: string, headers: Record<string, string> = CZ) => t.app.inject({ method: 'GET', url, headers });

async function library(query = '', headers: Record<string, string> = CZ): Promise<Card[]> {
  const res = await get(`/api/videos${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Card[];
}

async function detail(id: number, query = ''): Promise<Detail> {
  const res = await get(`/api/videos/${id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Detail;
}

describe('GET /api/videos', () => {
  it("lists the site language's videos in their order, with posters that exist in every size and format", async () => {
    const videos = await library();
    expect(videos.map((v) => v.slug)).toEqual(['balonkovy-oblouk', 'balonkova-girlanda', 'liceni-ke-kostymu', 'slavnostni-tabule', 'plneni-pinaty']);
    expect(videos[0]).toMatchObject({ title: 'Balónkový oblouk bez stojanu', topic: 'balloons', duration_seconds: 8, poster: 'videos/balonkovy-oblouk.webp' });
    for (const v of videos) {
      expect(v.duration_seconds).toBeGreaterThanOrEqual(5);
      expect(new Date(v.published_at).getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      for (const size of ['ico', 'mid', 'big'] as const) {
        for (const format of ['webp', 'avif'] as const) expect(fs.existsSync(path.join(testMediaDir(), 'images', size, imageVariant(v.poster, format))), `${size} ${format} of ${v.poster}`).toBe(true);
      }
    }
  });

  it('answers the language asked for, else the site’s: Slovak on the Slovak site, English with ?lang=en', async () => {
    const sk = await library('', SK);
    expect(sk[0]!.title).toBe('Balónový oblúk bez stojana');
    expect((await library('?lang=en'))[0]!.title).toBe('A balloon arch without a frame');
    expect((await library('?lang=cs', SK))[0]!.title).toBe('Balónkový oblouk bez stojanu');
    expect((await get('/api/videos?lang=de')).statusCode).toBe(422);
  });

  it('is public metadata, the same for a guest and a customer', async () => {
    const guest = await get('/api/videos');
    const customer = await get('/api/videos', await loginAs(t, 'zakaznik@example.com'));
    expect(customer.json()).toEqual(guest.json());
  });

  it('hides a video switched off or published later, and shows it from its moment on', async () => {
    const [first, second] = await library();
    const v = schema.videos;
    try {
      await t.db.update(v).set({ active: false }).where(eq(v.id, first!.id));
      await t.db.update(v).set({ publishedAt: new Date(TEST_NOW.getTime() + 3600000) }).where(eq(v.id, second!.id));
      expect((await library()).map((x) => x.id)).not.toContain(first!.id);
      expect((await library()).map((x) => x.id)).not.toContain(second!.id);
      expect((await get(`/api/videos/${first!.id}`)).statusCode).toBe(404);
      expect((await get(`/api/videos/${second!.id}`)).statusCode).toBe(404);
      t.setNow(() => new Date(TEST_NOW.getTime() + 2 * 3600000));
      expect((await library()).map((x) => x.id)).toContain(second!.id);
    } finally {
      t.setNow(() => TEST_NOW);
      await t.db.update(v).set({ active: true }).where(eq(v.id, first!.id));
      await t.db.update(v).set({ publishedAt: new Date(second!.published_at) }).where(eq(v.id, second!.id));
    }
  });
});

describe('GET /api/videos/{id}', () => {
  it('answers the file, its Czech captions and the categories the video uses, all of which exist', async () => {
    const [arch] = await library();
    const video = await detail(arch!.id);
    expect(video).toMatchObject({
      id: arch!.id,
      title: 'Balónkový oblouk bez stojanu',
      video_url: '/media/videos/balonkovy-oblouk.webm',
      video_type: 'video/webm',
      captions: { url: '/media/videos/balonkovy-oblouk.cs.vtt', srclang: 'cs' },
    });
    expect(video.description).toMatch(/oblouk/);
    const inMedia = (url: string) => path.join(testMediaDir(), url.replace(/^\/media\//, ''));
    expect(fs.readFileSync(inMedia(video.video_url)).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(fs.readFileSync(inMedia(video.captions!.url), 'utf8')).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(video.categories.map((c) => c.name)).toEqual(['Latexové balónky', 'Fóliové balónky', 'Helium a příslušenství']);
    for (const c of video.categories) expect(c.url).toBe(`/${c.id}/${c.slug}`);
  });

  it('links other topics to their own categories, and leaves out a category switched off', async () => {
    const videos = await library();
    const makeup = await detail(videos.find((v) => v.topic === 'makeup')!.id);
    expect(makeup.categories.map((c) => c.name)).toEqual(['Barvy na obličej', 'Třpytky a tetování', 'Umělá krev a efekty']);
    const pinata = videos.find((v) => v.topic === 'games')!;
    const before = await detail(pinata.id);
    const c = schema.categories;
    const hidden = before.categories[0]!;
    try {
      await t.db.update(c).set({ active: false }).where(eq(c.id, hidden.id));
      expect((await detail(pinata.id)).categories.map((x) => x.id)).toEqual(before.categories.slice(1).map((x) => x.id));
    } finally {
      await t.db.update(c).set({ active: true }).where(eq(c.id, hidden.id));
    }
  });

  it('is a 404 for an unknown or malformed id, and for a video of another language', async () => {
    const [skVideo] = await library('', SK);
    expect((await get(`/api/videos/${skVideo!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/videos/${skVideo!.id}?lang=sk`)).statusCode).toBe(200);
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      const res = await get(`/api/videos/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
