// The home page's social image feed (SPEC §2): pictures with links to the shop's social profiles, kept as a setting
// (`socialFeed`) the staff edit like the menus — the shop asks no social network's API when a page is shown.
import type { Db } from '../../client';
import { settings } from '../../schema/index';
import { type ImageQueue, sceneSvg, type ShapeKind, uncaptioned } from '../media';
import { SOCIAL } from './common';

type Network = keyof typeof SOCIAL;

const POSTS: Array<{ network: Network; alt: { cs: string; sk: string }; shapes: ShapeKind[]; colors: string[]; background: string }> = [
  { network: 'instagram', alt: { cs: 'Balónkový oblouk na svatbě v Průhonicích', sk: 'Balónový oblúk na svadbe pri Prahe' }, shapes: ['balloons', 'heart', 'balloon'], colors: ['#ffffff', '#f78fb3', '#ffb600'], background: '#f5c9dd' },
  { network: 'instagram', alt: { cs: 'Pirátská posádka z dětské oslavy na Smíchově', sk: 'Pirátska posádka z detskej oslavy' }, shapes: ['pirateHat', 'sword', 'skull'], colors: ['#1d1d1f', '#ffb600', '#d24291'], background: '#c9c3ef' },
  { network: 'facebook', alt: { cs: 'Halloweenská výloha prodejny ve Vodičkově ulici', sk: 'Halloweenský výklad predajne vo Vodičkovej ulici' }, shapes: ['pumpkin', 'ghost', 'witchHat'], colors: ['#f7a600', '#ffffff', '#5b3f8c'], background: '#ffd9a8' },
  { network: 'instagram', alt: { cs: 'Novinka: benátské masky na ples', sk: 'Novinka: benátske masky na ples' }, shapes: ['venetianMask', 'star', 'mask'], colors: ['#d24291', '#ffb600', '#3fa9f5'], background: '#ffe3f0' },
  { network: 'tiktok', alt: { cs: 'Jak nafouknout fóliový balónek bez hélia', sk: 'Ako nafúknuť fóliový balón bez hélia' }, shapes: ['bottle', 'balloon', 'star'], colors: ['#3fa9f5', '#d24291', '#ffb600'], background: '#a9d8fb' },
  { network: 'instagram', alt: { cs: 'Stůl na narozeninovou oslavu ve zlaté a bílé', sk: 'Stôl na narodeninovú oslavu v zlatej a bielej' }, shapes: ['cup', 'candle', 'plate'], colors: ['#ffb600', '#ffffff', '#f7a600'], background: '#fff1c2' },
  { network: 'facebook', alt: { cs: 'Masopustní průvod s Konfetami', sk: 'Fašiangový sprievod s Konfetami' }, shapes: ['topHat', 'mask', 'confetti'], colors: ['#5cc16a', '#d24291', '#ffb600'], background: '#bfe6c4' },
  { network: 'youtube', alt: { cs: 'Video: líčení kočičky za pět minut', sk: 'Video: líčenie mačičky za päť minút' }, shapes: ['palette', 'ears', 'drop'], colors: ['#8e5bd6', '#d24291', '#1d1d1f'], background: '#e0d7f5' },
];

export async function seedSocialFeed(db: Db, images: ImageQueue) {
  const items = POSTS.map((post, i) => {
    const image = uncaptioned(`social/${i + 1}-${post.network}.webp`);
    images.add(image, () => sceneSvg({ seed: image, shapes: post.shapes, colors: post.colors, background: post.background }));
    return { image, network: post.network, url: SOCIAL[post.network], alt: post.alt };
  });
  await db.insert(settings).values(
    (['cs', 'sk'] as const).map((locale) => ({ locale, name: 'socialFeed', value: items.map(({ alt, ...item }) => ({ ...item, alt: alt[locale] })) })),
  );
}
