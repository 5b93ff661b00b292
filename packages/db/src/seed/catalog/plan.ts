// Planning one product from a leaf's draft: variants, prices and price history, stock, pictures, categories and texts.
import type { SizeTable } from '@konfety/domain/catalog';
import { oneSizeVariantName, sizeVariantName } from '@konfety/domain/facets';
import { lowestPriceBefore, type PriceFields } from '@konfety/domain/pricing';
import { priceHistory, products, stock, variants } from '../../schema/index';
import { type ImageQueue, productSvg, sceneSvg, uncaptioned } from '../media';
import type { Rng } from '../rng';
import { SIZE_TABLES, type SizeDef } from './costumes';
import type { Audience, Draft, LeafDef, TopDef } from './types';
import { MOTIFS, netOf, niceAtLeast, niceBelow, pickBoth, slugify } from './vocabulary';

type ProductInsert = typeof products.$inferInsert;
export type VariantInsert = typeof variants.$inferInsert;
export type HistoryInsert = typeof priceHistory.$inferInsert;
export type StockInsert = typeof stock.$inferInsert;

export interface LeafRef {
  def: LeafDef;
  top: TopDef;
  topIndex: number;
  index: number;
  id: number;
  parentId: number;
}

export interface VariantPlan {
  row: VariantInsert;
  history: HistoryInsert[];
  stock: Array<{ branchId: number; quantity: number }>;
}

export interface ProductPlan {
  row: ProductInsert;
  leaf: LeafRef;
  extraCategoryIds: number[];
  images: Array<{ path: string; alt: string }>;
  variants: VariantPlan[];
}

export const DAY = 86400000;

function eanFor(sequence: number): string {
  const body = `859${String(sequence).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

function pictureRef(d: Draft): string {
  return [d.shape, d.color.hex.slice(1), d.overlay ?? '', d.glyph ? `g${slugify(d.glyph) || d.glyph.charCodeAt(0)}` : ''].filter(Boolean).join('-');
}

/** What planning needs from the seeding run: the RNG, the moment, the picture queue and the rows inserted before the products. */
interface PlannerInput {
  r: Rng;
  now: number;
  images: ImageQueue;
  perProductImages: boolean;
  brandId: Map<string, number>;
  leafBySlug: Map<string, LeafRef>;
  branchIds: { storeIds: number[]; warehouseId: number };
}

/** The product planner of one seeding run; it keeps the running codes and slugs, and draws from `r` in call order. */
export function productPlanner({ r, now, images, perProductImages, brandId, leafBySlug, branchIds }: PlannerInput): (leaf: LeafRef) => ProductPlan {
  // ---------------------------------------------------------- gallery scenes (shared)
  const sceneFor = (key: string, variant: number, build: () => Parameters<typeof sceneSvg>[0]) =>
    images.add(uncaptioned(`scenes/${slugify(key)}-${variant}.webp`), () => sceneSvg(build()));
  const motifScene = (motif: string, variant: number) =>
    sceneFor(motif, variant, () => {
      const m = MOTIFS[motif]!;
      const shapes = variant === 1 ? m.shapes : [...m.shapes.slice(1), m.shapes[0]!];
      return { seed: `${motif}-${variant}`, shapes, colors: variant === 1 ? m.colors : [...m.colors].reverse(), background: m.colors[0]! };
    });
  const topScene = (top: TopDef, variant: number) =>
    sceneFor(top.slug, variant, () => {
      const shapes = [...new Set([top.shape, ...top.leaves.map((l) => l.shape)])].filter((s) => s !== 'glyph');
      const picked = variant === 1 ? shapes.slice(0, 3) : shapes.slice(-3);
      return { seed: `${top.slug}-${variant}`, shapes: picked, colors: [top.color, '#ffb600', '#d24291'], background: top.color };
    });

  const usedSlugs = new Map<string, number>();
  const usedSlugsSk = new Set<string>();
  const locations = [...branchIds.storeIds, branchIds.warehouseId];
  const storeCount = branchIds.storeIds.length;
  let sequence = 0;
  let variantSequence = 0;

  function planProduct(leaf: LeafRef): ProductPlan {
    const d = leaf.def.gen(r);
    sequence++;
    const code = `${leaf.top.sku}-${String(sequence).padStart(6, '0')}`;
    const baseSlug = slugify(d.name);
    const seen = usedSlugs.get(baseSlug) ?? 0;
    usedSlugs.set(baseSlug, seen + 1);
    const slug = seen === 0 ? baseSlug : `${baseSlug}-${seen + 1}`;
    const slugSk = uniqueSlugSk(slugify(d.sk.name));
    if (d.sk.facts.length !== d.facts.length) throw new Error(`${d.name}: ${d.facts.length} Czech facts but ${d.sk.facts.length} Slovak ones`);

    // flags
    const isNew = r.chance(0.1);
    const onSale = !isNew && d.gross >= 49 && r.chance(0.167);
    const active = onSale || r.chance(0.985);
    const createdAt = isNew
      ? now - r.int(0, 27) * DAY - r.int(1, 20) * 3600000
      : now - r.int(onSale ? 90 : 45, 900) * DAY - r.int(0, 23) * 3600000;
    const saleStart = onSale ? now - r.int(1, 20) * DAY - r.int(0, 23) * 3600000 : 0;
    const promoBefore = onSale && r.chance(0.15);
    const priceChanged = !onSale && !isNew && r.chance(0.2);
    const discount = onSale ? r.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4]) : 0;
    const availability = r.next();
    const stockClass = availability < 0.02 ? 'none' : availability < 0.1 ? 'soldOut' : 'inStock';

    // variants
    const sizes = d.sizing ? pickSizes(d.sizing) : null;
    const surcharge = sizes && r.chance(0.35) ? (d.deluxe ? 100 : 50) : 0;
    const variantPlans: VariantPlan[] = [];
    const specs = sizes
      ? sizes.map((s, i) => ({ code: `${code}-${s.code}`, name: sizeVariantName(s.size, 'cs'), size: s.size, gross: isBig(d.sizing!, s.code) && surcharge ? niceAtLeast(d.gross + surcharge) : d.gross, first: i === 0 }))
      : [{ code, name: oneSizeVariantName.cs, size: null, gross: d.gross, first: true }];
    for (const spec of specs) {
      variantSequence++;
      const net = netOf(spec.gross);
      const history: Array<PriceFields & { validFrom: Date }> = [];
      let saleNet: number | null = null;
      let originalPrice: number | null = null;
      if (onSale) {
        const saleGross = niceBelow(Math.round(spec.gross * (1 - discount))) ?? niceBelow(spec.gross)!;
        saleNet = netOf(saleGross);
        history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
        if (promoBefore) {
          const promoGross = niceBelow(Math.round(spec.gross * (1 - discount / 2))) ?? saleGross;
          const promoNet = netOf(Math.max(promoGross, saleGross));
          history.push({ price: net, priceSale: promoNet, isPriceSaleActive: true, validFrom: new Date(saleStart - 25 * DAY) });
          history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(saleStart - 15 * DAY) });
        }
        history.push({ price: net, priceSale: saleNet, isPriceSaleActive: true, validFrom: new Date(saleStart) });
        originalPrice = lowestPriceBefore(history, new Date(saleStart));
      } else if (priceChanged) {
        const oldGross = r.chance(0.7) ? niceBelow(spec.gross) ?? spec.gross : niceAtLeast(spec.gross + 1);
        const changedAt = Math.min(now - 31 * DAY, createdAt + r.int(20, 300) * DAY);
        history.push({ price: netOf(oldGross), priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
        if (changedAt > createdAt) history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(changedAt) });
        else history[0]!.price = net;
      } else {
        history.push({ price: net, priceSale: null, isPriceSaleActive: false, validFrom: new Date(createdAt) });
      }
      const variantActive = spec.first || !r.chance(0.04);
      variantPlans.push({
        row: {
          code: spec.code,
          name: spec.name,
          size: spec.size,
          ean: eanFor(variantSequence),
          price: net,
          priceSale: saleNet,
          isPriceSaleActive: onSale,
          originalPrice,
          position: variantPlans.length,
          active: variantActive,
        } as VariantInsert,
        history: history.map((h) => ({ price: h.price, priceSale: h.priceSale, isPriceSaleActive: h.isPriceSaleActive, validFrom: h.validFrom }) as HistoryInsert),
        stock: planStock(stockClass),
      });
    }
    if (stockClass === 'inStock' && !variantPlans.some((v) => v.stock.some((s) => s.quantity > 0))) {
      variantPlans[0]!.stock = [{ branchId: branchIds.warehouseId, quantity: r.int(3, 40) }];
    }

    // product prices mirror the cheapest active variant
    const cheapest = variantPlans
      .filter((v) => v.row.active !== false)
      .reduce((best, v) => (effective(v.row) < effective(best.row) ? v : best));

    // images
    const tag = leaf.def.adult ? '18+' : undefined;
    const ref = pictureRef(d);
    const mainPath = perProductImages
      ? images.add(uncaptioned(`products/${code.toLowerCase()}.webp`), () =>
          productSvg({ seed: code, shape: d.shape, overlay: d.overlay, color: d.color.hex, accent: d.accent, background: leaf.def.color, glyph: d.glyph, tag }),
        )
      : images.add(`pool/${ref}.webp`, () =>
          productSvg({ seed: ref, shape: d.shape, overlay: d.overlay, color: d.color.hex, accent: d.accent, background: d.color.hex, glyph: d.glyph, tag }),
        );
    const gallery: Array<{ path: string; alt: string }> = [{ path: mainPath, alt: d.name }];
    const galleryCount = r.int(1, 3);
    const detailRef = pictureRef({ ...d, overlay: undefined });
    const detailPath = images.add(`pool/${detailRef}-detail.webp`, () =>
      productSvg({ seed: `${detailRef}-detail`, shape: d.shape, color: d.color.hex, accent: d.accent, background: d.color.hex, glyph: d.glyph, alt: true }),
    );
    gallery.push({ path: detailPath, alt: `${d.name} – detail` });
    for (let k = 1; k < galleryCount; k++) {
      const path = d.motif ? motifScene(d.motif, k) : topScene(leaf.top, k);
      gallery.push({ path, alt: `${d.name} – inspirace` });
    }

    // categories: default leaf, its parent, sometimes a second leaf (and its parent)
    const extra = new Set<number>([leaf.parentId]);
    const second = d.extraLeaf ? leafBySlug.get(d.extraLeaf) : undefined;
    if (second && second.id !== leaf.id) {
      extra.add(second.id);
      extra.add(second.parentId);
    }
    extra.delete(leaf.id);

    // texts: the Slovak sentences are the Czech ones' translations, chosen by the same draws
    const [intro, introSk] = d.intro !== undefined ? [d.intro, d.sk.intro ?? d.intro] : pickBoth(r, leaf.def.intro, leaf.def.sk.intro);
    const sentences = [intro, ...d.facts.slice(0, 2)];
    const sentencesSk = [introSk, ...d.sk.facts.slice(0, 2)];
    const [closing, closingSk] =
      d.motif && MOTIFS[d.motif] && r.chance(0.8) ? pickBoth(r, MOTIFS[d.motif]!.sentences, MOTIFS[d.motif]!.sk.sentences) : pickBoth(r, leaf.top.outro, leaf.top.sk.outro);
    sentences.push(closing);
    sentencesSk.push(closingSk);

    const soldCount = stockClass === 'none' ? r.int(0, 3) : Math.floor(r.next() ** 3 * (isNew ? 120 : 1500)) + (stockClass === 'soldOut' ? 5 : 0);
    const brandSlug = r.chance(0.9) ? r.pick(leaf.top.brands) : null;
    const updatedAt = Math.max(createdAt, ...variantPlans.flatMap((v) => v.history.map((h) => (h.validFrom as Date).getTime())));

    return {
      row: {
        slug,
        code,
        name: d.name,
        shortDescription: sentences[0]!,
        description: sentences.join(' '),
        brandId: brandSlug ? brandId.get(brandSlug)! : null,
        defaultCategoryId: leaf.id,
        taxClass: 'standard',
        price: cheapest.row.price,
        priceSale: cheapest.row.priceSale ?? null,
        isPriceSaleActive: cheapest.row.isPriceSaleActive ?? false,
        originalPrice: cheapest.row.originalPrice ?? null,
        mainImage: mainPath,
        isAdult: leaf.def.adult ?? false,
        isNew,
        hasFreeGift: r.chance(0.03),
        motif: d.motif,
        color: d.color.value,
        sizeTable: sizes ? sizeTable(d.sizing!, sizes) : null,
        recommendedRank: Math.min(1000, r.int(0, 700) + (onSale ? 150 : 0) + (isNew ? 100 : 0) + Math.min(150, Math.floor(soldCount / 10))),
        soldCount,
        active,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
        translations: { sk: { name: d.sk.name, slug: slugSk, shortDescription: sentencesSk[0]!, description: sentencesSk.join(' ') } },
      },
      leaf,
      extraCategoryIds: [...extra],
      images: gallery,
      variants: variantPlans,
    };
  }

  /** A Slovak slug not yet taken: like the Czech ones, a repeated name gets -2, -3…; the Slovak words differ, so it counts on its own. */
  function uniqueSlugSk(base: string): string {
    let slug = base;
    for (let n = 2; usedSlugsSk.has(slug); n++) slug = `${base}-${n}`;
    usedSlugsSk.add(slug);
    return slug;
  }

  function effective(v: VariantInsert): number {
    return v.isPriceSaleActive && v.priceSale != null ? v.priceSale : v.price;
  }

  function pickSizes(audience: Audience): SizeDef[] {
    const all = SIZE_TABLES[audience].sizes;
    const len = Math.min(all.length, r.int(3, all.length));
    const startIndex = r.int(0, all.length - len);
    return all.slice(startIndex, startIndex + len);
  }

  function isBig(audience: Audience, sizeCode: string): boolean {
    return audience === 'kids' ? sizeCode === '146' : sizeCode === 'XL' || sizeCode === 'XXL';
  }

  function sizeTable(audience: Audience, sizes: SizeDef[]): SizeTable {
    const { columns } = SIZE_TABLES[audience];
    return { columns: columns.cs, rows: sizes.map((s) => s.row.cs), translations: { sk: { columns: columns.sk, rows: sizes.map((s) => s.row.sk) } } };
  }

  function planStock(stockClass: 'none' | 'soldOut' | 'inStock'): Array<{ branchId: number; quantity: number }> {
    if (stockClass === 'none') return [];
    const rows: Array<{ branchId: number; quantity: number }> = [];
    if (stockClass === 'soldOut') {
      const k = r.int(1, 3);
      const picked = r.shuffle(locations).slice(0, k);
      for (const branchId of picked) rows.push({ branchId, quantity: 0 });
      return rows;
    }
    if (r.chance(0.85)) rows.push({ branchId: branchIds.warehouseId, quantity: r.chance(0.1) ? 0 : r.int(1, 60) });
    const k = r.int(1, 6);
    for (let i = 0; i < k; i++) {
      // random stores; a repeated pick just means one store fewer
      const branchId = branchIds.storeIds[r.int(0, storeCount - 1)]!;
      if (rows.some((row) => row.branchId === branchId)) continue;
      rows.push({ branchId, quantity: r.chance(0.2) ? 0 : r.int(1, 12) });
    }
    return rows;
  }

  return planProduct;
}
