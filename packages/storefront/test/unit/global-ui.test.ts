import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, isOwnAssetUrl, shouldReloadAfterChunkError } from '../../app/components/global/ChunkReloadGuard';
import { modalParagraphs, normalizeModalDetail } from '../../app/components/global/modal';
import { PROGRESS_CEILING, PROGRESS_START, trickle } from '../../app/components/global/progress';

describe('chunk-load recovery (SPEC §4/§9: at most one reload per 60 s)', () => {
  const now = 1_800_000_000_000;

  it('reloads when there was no reload before', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(now, null)).toBe(true);
    expect(shouldReloadAfterChunkError(now, undefined)).toBe(true);
    expect(shouldReloadAfterChunkError(now, Number('garbage'))).toBe(true);
  });

  it('does not reload again within 60 s of the last reload', () => {
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 1_000)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 59_999)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(shouldReloadAfterChunkError(now, now - 60_000)).toBe(true);
    expect(shouldReloadAfterChunkError(now, now - 3_600_000)).toBe(true);
  });

  it('is not blocked by a last reload in the future (clock set back)', () => {
    expect(shouldReloadAfterChunkError(now, now + 10_000)).toBe(true);
  });

  it('recognises the browsers’ and bundlers’ chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/home-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://shop.test/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError('Unable to preload CSS for /assets/a.css')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });

  it('only counts this site’s assets', () => {
    expect(isOwnAssetUrl('https://shop.test/assets/root-1.js', 'https://shop.test')).toBe(true);
    expect(isOwnAssetUrl('/assets/root-1.js', 'https://shop.test')).toBe(true);
    expect(isOwnAssetUrl('https://www.googletagmanager.com/gtm.js', 'https://shop.test')).toBe(false);
    expect(isOwnAssetUrl('', 'https://shop.test')).toBe(false);
  });
});

describe('navigation progress (SPEC §4/§9)', () => {
  it('creeps towards 90 % and never past it', () => {
    let v = trickle(0);
    expect(v).toBe(PROGRESS_START);
    let previous = v;
    for (let i = 0; i < 500; i++) {
      v = trickle(v);
      expect(v).toBeGreaterThanOrEqual(previous);
      expect(v).toBeLessThanOrEqual(PROGRESS_CEILING);
      previous = v;
    }
    expect(v).toBe(PROGRESS_CEILING);
    expect(trickle(0.95)).toBe(PROGRESS_CEILING);
    expect(trickle(Number.NaN)).toBe(PROGRESS_START);
  });

  it('moves visibly at first and slows down near the end', () => {
    const first = trickle(PROGRESS_START) - PROGRESS_START;
    const late = trickle(0.85) - 0.85;
    expect(first).toBeGreaterThan(late);
    expect(late).toBeGreaterThan(0);
  });
});

describe('global modal (SPEC §2)', () => {
  it('splits text content into paragraphs', () => {
    expect(modalParagraphs('First line.\n\nSecond line.\r\nThird.')).toEqual(['First line.', 'Second line.', 'Third.']);
    expect(modalParagraphs(['One', ' Two ', '', 3])).toEqual(['One', 'Two', '3']);
    expect(modalParagraphs(null)).toEqual([]);
    expect(modalParagraphs({ html: '<b>x</b>' })).toEqual([]);
  });

  it('accepts any object as the event detail and ignores anything else', () => {
    expect(normalizeModalDetail({ title: ' Hi ', type: 'text', content: 'x' })).toEqual({ title: 'Hi', type: 'text', content: 'x' });
    expect(normalizeModalDetail({ type: 'video' })).toEqual({ title: '', type: 'video', content: null });
    expect(normalizeModalDetail('text')).toBeNull();
    expect(normalizeModalDetail(null)).toBeNull();
  });
});
