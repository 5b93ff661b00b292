import { describe, expect, it } from 'vitest';
import { categorySvg, productSvg, sceneSvg, type ShapeKind, uncaptioned } from '../src/seed/media';

/** The words a drawing writes: its <text> elements' contents. */
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('demo pictures shared by the Czech and the Slovak shop', () => {
  it("draw a category's tile without its name", () => {
    const svg = categorySvg({ seed: 'detske-kostymy', shape: 'costume', color: '#ffffff', background: '#d24291' });
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect(svg).not.toContain('<text');
  });

  it("keep a category's balloon digit, which is what the picture shows", () => {
    expect(texts(categorySvg({ seed: 'cislice', shape: 'glyph', color: '#ffb600', background: '#3fa9f5', glyph: '5' }))).toContain('5');
  });

  it('draw a product with no words but the logo, its digit and the 18+ tag', () => {
    expect(texts(productSvg({ seed: 'KOS-000011', shape: 'costume', overlay: 'crown', color: '#e53935', background: '#f06292' }))).toEqual(['konfety']);
    expect(new Set(texts(productSvg({ seed: 'BAL-000006', shape: 'glyph', color: '#d4a52c', background: '#3fa9f5', glyph: '7', tag: '18+' })))).toEqual(new Set(['7', '18+', 'konfety']));
  });

  it('draw a shared gallery scene without a title, and a one-language scene with its own', () => {
    const scene = { seed: 'pirati-1', shapes: ['pirateHat', 'sword', 'balloons'] as ShapeKind[], colors: ['#e53935', '#263238'], background: '#e53935' };
    expect(texts(sceneSvg(scene))).toEqual(['konfety']);
    expect(texts(sceneSvg({ ...scene, title: 'Pirátská párty', subtitle: 'Vše pro piráty' }))).toEqual(['Pirátská párty', 'Vše pro piráty', 'konfety']);
  });

  it('give a drawing that lost its caption a new file name, as the seed keeps files that exist', () => {
    expect(uncaptioned('categories/balonky.webp')).toBe('categories/balonky-plain.webp');
    expect(uncaptioned('products/kos-000011.webp')).not.toBe('products/kos-000011.webp');
  });
});
