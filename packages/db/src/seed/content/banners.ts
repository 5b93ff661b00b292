// Banners (promo strip and popups) with their generated pictures.
import { imageUrl } from '@konfety/domain/media';
import type { Db } from '../../client';
import { banners, type BannerPosition } from '../../schema/index';
import { drawShape, escapeXml, type ImageQueue, wrapText, type ShapeKind } from '../media';
import { dayAt, slugify, SOCIAL } from './common';

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

export async function seedBanners(db: Db, images: ImageQueue, now: Date) {
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
    // Slovak: links are the Slovak pages' paths (/sk…, route-names.ts), the banners after the Czech ones keep the Czech ids.
    { locale: 'sk', position: 'banner.promo', title: 'Doprava zadarmo pri nákupe nad 60 €', url: '/sk/info/rozvoz', art: { ...amber, shapes: ['gift', 'balloons'] } },
    { locale: 'sk', position: 'banner.promo', title: 'Silvester sa blíži: výzdoba so zľavou až 30 %', url: '/sk/produkty/akcie', from: -3, to: 45, art: { ...night, shapes: ['star', 'bottle'] } },
    { locale: 'sk', position: 'banner.promo', title: 'Halloween: zľava 20 % na kostýmy', url: '/sk/produkty/akcie', from: -60, to: -20, art: { ...night, shapes: ['pumpkin', 'witchHat'] } },
    {
      locale: 'sk',
      position: 'banner.popup_desktop',
      title: 'Zľava 10 % na prvý nákup',
      subtitle: 'Stačí sa prihlásiť na odber noviniek',
      url: '/sk/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
    {
      locale: 'sk',
      position: 'banner.popup_mobile',
      title: 'Zľava 10 % na prvý nákup',
      subtitle: 'Prihláste sa na odber noviniek',
      url: '/sk/produkty/novinky',
      art: { ...amber, shapes: ['balloons', 'gift', 'star'] },
    },
    { locale: 'sk', position: 'banner.promo', title: 'Fašiangy a karneval: nové kostýmy práve naskladnené', url: '/sk/produkty/novinky', from: 50, to: 110, art: { ...pink, shapes: ['venetianMask', 'costume'] } },
    { locale: 'sk', position: 'banner.promo', title: 'Sledujte nás na Instagrame – inšpirácia na každú párty', url: SOCIAL.instagram, target: '_blank', from: -10, to: 20, art: { ...pink, shapes: ['heart', 'balloon'] } },
    {
      locale: 'sk',
      position: 'banner.popup_desktop',
      title: 'Vianočné darčeky do 12 €',
      subtitle: 'Vtipné darčeky a dekorácie',
      url: '/sk/produkty/akcie',
      from: 10,
      to: 35,
      art: { ...pink, shapes: ['gift', 'star', 'candle'] },
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
