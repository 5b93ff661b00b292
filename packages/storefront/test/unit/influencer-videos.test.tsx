import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlMessageFormat } from 'intl-messageformat';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InfluencerStatistics, Video, VideoCard } from '@konfety/api/contract';
import { formatIcu } from '@konfety/domain/i18n/icu';
import { influencerCs, influencerEn, influencerSk } from '../../app/i18n/influencer';
import { videosCs, videosEn, videosSk } from '../../app/i18n/videos';
import { messagesFor } from '../../app/i18n/catalogue.server';
import InfluencerPage, { headers as influencerHeaders, loader as influencerLoader } from '../../app/routes/influencer';
import VideoPage, { headers as videoHeaders, loader as videoLoader } from '../../app/routes/video';
import VideosPage, { headers as videosHeaders, loader as videosLoader } from '../../app/routes/videos';
import { routeNames } from '../../app/routing/page-modules';
import { stub, routeArgs, stubLoadContext, tokenCookie, type StubRoute, outcome } from './support/load-context';

type Answer = { data: unknown; init: { headers: Record<string, string> } };

const statistics: InfluencerStatistics = {
  used_vouchers: 3,
  total_vouchers: 2,
  unpaid_commission: 25840,
  total_margin: 112350,
  codes: [
    { id: 8, code: 'TEREZA-LETO', name: null, voucher_type: 'amount', value: 10000, commission_percent: 5, quantity: 100, active: false, uses: 0, discount: 0, commission: 0, unpaid_commission: 0 },
    { id: 7, code: 'TEREZA15', name: 'Kód influencerky Terezy', voucher_type: 'percent', value: 1500, commission_percent: 10, quantity: null, active: true, uses: 3, discount: 41250, commission: 112350, unpaid_commission: 25840 },
  ],
};

const card = (id: number, over: Partial<VideoCard> = {}): VideoCard => ({
  id,
  slug: `video-${id}`,
  title: `Video ${id}`,
  topic: 'balloons',
  duration_seconds: 8,
  poster: `videos/video-${id}.webp`,
  published_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const video: Video = {
  ...card(4, { slug: 'balonkovy-oblouk', title: 'Balónkový oblouk bez stojanu', poster: 'videos/balonkovy-oblouk.webp' }),
  description: 'Jak postavit balónkový oblouk.',
  video_url: '/media/videos/balonkovy-oblouk.webm',
  video_type: 'video/webm',
  captions: { url: '/media/videos/balonkovy-oblouk.cs.vtt', srclang: 'cs' },
  categories: [
    { id: 21, slug: 'latexove-balonky', name: 'Latexové balónky', image: null, url: '/21/latexove-balonky' },
    { id: 25, slug: 'helium-a-prislusenstvi', name: 'Helium a příslušenství', image: null, url: '/25/helium-a-prislusenstvi' },
  ],
};

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

describe('route names', () => {
  it('route the three pages in the account layout behind the auth guard', () => {
    expect(routeNames.influencer).toMatchObject({ file: 'routes/influencer.tsx', layout: 'account', guard: 'auth' });
    expect(routeNames.videos).toMatchObject({ file: 'routes/videos.tsx', layout: 'account', guard: 'auth' });
    expect(routeNames.video).toMatchObject({ file: 'routes/video.tsx', layout: 'account', guard: 'auth' });
  });

  it('put private, no-store on each document', () => {
    for (const headers of [influencerHeaders, videosHeaders, videoHeaders]) {
      const out = headers({ parentHeaders: new Headers({ 'cache-control': 'public, max-age=60' }), loaderHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined } as never) as Headers;
      expect(out.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('/account/influencer loader', () => {
  it('asks the API with the customer’s token and answers the statistics privately, with the page’s texts', async () => {
    const { context, calls } = stubLoadContext(stub('GET /account/influencer', { data: statistics }));
    const cookie = await tokenCookie('t0k3n');
    const answer = (await influencerLoader(routeArgs(context, '/account/influencer', {}, { headers: { cookie } }))) as unknown as Answer;
    expect(answer.data).toEqual({ statistics, messages: messagesFor('cs', ['influencer']) });
    expect(answer.init.headers).toEqual(PRIVATE);
    expect(calls.map((c) => [c.method, c.path, c.headers.authorization])).toEqual([['GET', '/api/account/influencer', 'Bearer t0k3n']]);
  });

  it('is the 404 page for a customer the API does not show the statistics to', async () => {
    const { context } = stubLoadContext(stub('GET /account/influencer', { error: 'not_found', message: 'Nenalezeno.' }, 404));
    const cookie = await tokenCookie('t0k3n');
    expect(await outcome(influencerLoader(routeArgs(context, '/account/influencer', {}, { headers: { cookie } })))).toEqual({ status: 404 });
  });

  it('sends an anonymous visitor (no API call) and a refused token home with the page remembered', async () => {
    const { context, calls } = stubLoadContext(stub('GET /account/influencer', { error: 'unauthorized' }, 401));
    const home = { status: 302, location: '/?redirect=%2Faccount%2Finfluencer' };
    expect(await outcome(influencerLoader(routeArgs(context, '/account/influencer', {})))).toEqual(home);
    expect(calls).toHaveLength(0);
    const cookie = await tokenCookie('stale');
    expect(await outcome(influencerLoader(routeArgs(context, '/account/influencer', {}, { headers: { cookie } })))).toEqual(home);
  });
});

describe('/account/videos and /account/video/{id} loaders', () => {
  it('load the library in the page’s language, without the visitor’s token (public data)', async () => {
    const videos = [card(1), card(2, { topic: 'makeup' })];
    const { context, calls } = stubLoadContext(stub('GET /videos', { data: videos }));
    const cookie = await tokenCookie('t0k3n');
    const answer = (await videosLoader(routeArgs(context, '/account/videos', {}, { headers: { cookie } }))) as unknown as Answer;
    expect(answer.data).toEqual({ videos, messages: messagesFor('cs', ['videos']) });
    expect(answer.init.headers).toEqual(PRIVATE);
    await videosLoader(routeArgs(context, '/en/account/videos', {}));
    expect(calls.map((c) => c.path)).toEqual(['/api/videos?lang=cs', '/api/videos?lang=en']);
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('load one video, and are the 404 page for a malformed id (API not asked) or one the API does not know', async () => {
    const { context, calls } = stubLoadContext(stub('GET /videos/:id', ({ params }) => (params.id === '4' ? { status: 200, body: { data: video } } : undefined)));
    const answer = (await videoLoader(routeArgs(context, '/account/video/4', { id: '4' }))) as unknown as Answer;
    expect(answer.data).toEqual({ video, messages: messagesFor('cs', ['videos']) });
    expect(answer.init.headers).toEqual(PRIVATE);
    for (const id of ['0', '04', 'abc', '-1', '99999999999']) {
      expect(await outcome(videoLoader(routeArgs(context, `/account/video/${id}`, { id })))).toEqual({ status: 404 });
    }
    expect(calls).toHaveLength(1);
    expect(await outcome(videoLoader(routeArgs(context, '/account/video/5', { id: '5' })))).toEqual({ status: 404 });
  });
});

/** The page rendered on the server under a root route that carries the shell's locale and the account texts. */
async function render(path: string, page: { id: string; path: string; loader: unknown; Component: React.ComponentType<never> }, ...api: StubRoute[]) {
  const { context } = stubLoadContext(...api);
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'cs', csrfToken: 'csrf-token', messages: messagesFor('cs', ['account']) }),
      children: [{ id: page.id, path: page.path, loader: page.loader as never, Component: () => createElement(page.Component, { loaderData: useLoaderData() } as never) }],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://shop.test${path}`, { headers: { cookie: await tokenCookie('t0k3n') } });
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) throw new Error(`redirected to ${result.headers.get('location')}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('/account/influencer page', () => {
  it('shows the four figures as tiles with their definitions, money in the shop’s currency, and the codes with their uses', async () => {
    const html = await render('/account/influencer', { id: 'influencer', path: 'account/influencer', loader: influencerLoader, Component: InfluencerPage as never }, stub('GET /account/influencer', { data: statistics }));
    const tiles = [...html.matchAll(/<dt class="influencer__tile-label">([^<]+)<\/dt><dd class="influencer__tile-value">([^<]+)<\/dd><dd class="influencer__tile-help">([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]!.replace(/\u00a0/g, ' ')]);
    expect(tiles).toEqual([
      ['Použité poukazy', '3'],
      ['Poukazů celkem', '2'],
      ['Nevyplacená provize', '258,40 Kč'],
      ['Celková marže', '1 123,50 Kč'],
    ]);
    expect(text(html)).toContain('Vaše provize ze všech objednávek s vašimi kódy, vyplacená i nevyplacená.');
    expect(html).toContain('<caption>2 slevové kódy</caption>');
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/tr>/g)].map((m) => text(m[1]!).trim());
    expect(rows).toEqual([
      'TEREZA-LETO 100,00 Kč 5 % 0 100 0,00 Kč 0,00 Kč 0,00 Kč Ukončený',
      'TEREZA15 Kód influencerky Terezy 15 % 10 % 3 bez omezení 412,50 Kč 1 123,50 Kč 258,40 Kč Platný',
    ]);
  });
});

describe('/account/videos and /account/video/{id} pages', () => {
  it('list each video with its poster, title linking to its page, topic and running time', async () => {
    const videos = [card(1, { title: 'Balónkový oblouk' }), card(2, { title: 'Líčení', topic: 'makeup', duration_seconds: 75 })];
    const html = await render('/account/videos', { id: 'videos', path: 'account/videos', loader: videosLoader, Component: VideosPage as never }, stub('GET /videos', { data: videos }));
    expect(html).toContain('<h1 id="videos-title">Videonávody</h1>');
    expect(text(html)).toContain('2 videa');
    expect(html).toMatch(/<a class="video-card__link" href="\/account\/video\/1" data-discover="true" data-router-link=""><span class="video-card__poster"><picture><source type="image\/avif" srcSet="[^"]*\/images\/mid\/videos\/video-1\.avif 320w/);
    expect(html).toContain('<h2 class="video-card__title">Líčení</h2>');
    expect(text(html)).toContain('Téma Líčení Délka 1:15');
    expect(html).toContain('<time dateTime="PT1M15S">1:15</time>');
  });

  it('play a video with controls, poster, metadata preload, a fixed box and Czech captions, and link the categories it uses', async () => {
    const html = await render('/account/video/4', { id: 'video', path: 'account/video/:id', loader: videoLoader, Component: VideoPage as never }, stub('GET /videos/:id', { data: video }));
    expect(html).toContain('<h1 id="video-title">Balónkový oblouk bez stojanu</h1>');
    expect(html).toContain(
      '<video class="video-page__player" controls="" preload="metadata" poster="/images/big/videos/balonkovy-oblouk.webp" width="960" height="540" aria-describedby="video-description">' +
        '<source src="/media/videos/balonkovy-oblouk.webm" type="video/webm"/>' +
        '<track kind="captions" src="/media/videos/balonkovy-oblouk.cs.vtt" srcLang="cs" label="Čeština" default=""/>',
    );
    expect(html).toContain('<p id="video-description" class="video-page__description">Jak postavit balónkový oblouk.</p>');
    expect(html).toContain('<a class="video-page__category" href="/21/latexove-balonky" data-discover="true" data-router-link="">Latexové balónky</a>');
    expect(html).toContain('<a href="/account/videos" data-discover="true" data-router-link="">Všechny videonávody</a>');
  });
});

describe('the pages’ texts', () => {
  it('format in every locale exactly as intl-messageformat does, and Slovak and English have every key', () => {
    for (const [cs, sk, en] of [
      [influencerCs, influencerSk, influencerEn],
      [videosCs, videosSk, videosEn],
    ] as const) {
      for (const [locale, table] of [['cs', cs], ['sk', sk], ['en', en]] as const) {
        expect(Object.keys(table).sort()).toEqual(Object.keys(cs).sort());
        for (const [key, pattern] of Object.entries(table)) {
          for (const count of [0, 1, 2, 5, 1.5]) {
            const params = { count };
            const oracle = String(new IntlMessageFormat(pattern as string, locale).format(params));
            expect(formatIcu(pattern as string, locale, params), `${locale} ${key}`).toBe(oracle);
          }
        }
      }
    }
  });
});
