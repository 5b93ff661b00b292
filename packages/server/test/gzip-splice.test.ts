import { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import { createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Hole, splicedText } from '../src/gzip-splice';

/** Page-like text: repetitive markup with Czech letters (several bytes each), deterministic. */
function pageText(cards: number): Buffer {
  let seed = 11;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  const words = ['kostým', 'paruka', 'maska', 'balónek', 'čarodějnice', 'skladem'];
  const parts: string[] = [];
  for (let i = 0; i < cards; i++) parts.push(`<li><a href="/p/${next() % 10_000}">${words[next() % words.length]}</a>${i % 40 === 0 ? '<input type="hidden" name="_csrf" value="HOLE">' : ''}</li>`);
  return Buffer.from(`<!doctype html><ul>${parts.join('')}</ul><script nonce="HOLE">x("HOLE")</script>`);
}

function holesOf(text: Buffer, needle: string): Hole[] {
  const holes: Hole[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) holes.push({ at, length: needle.length });
  return holes;
}

/** What filling the holes should give: the text with each hole's bytes replaced. */
function expected(text: Buffer, holes: Hole[], fills: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  holes.forEach((hole, i) => {
    parts.push(text.subarray(from, hole.at), fills[i]!);
    from = hole.at + hole.length;
  });
  parts.push(text.subarray(from));
  return Buffer.concat(parts);
}

/** Decoded as a browser would meet it: through a streaming decoder, in small chunks. */
async function gunzipStreaming(body: Buffer): Promise<string> {
  const chunks = Array.from({ length: Math.ceil(body.length / 97) }, (_, i) => body.subarray(i * 97, i * 97 + 97));
  return streamText(Readable.from(chunks).pipe(createGunzip()));
}

describe('a text spliced in gzip', () => {
  it('decodes to the text with every hole filled, in one gzip member, compressed', async () => {
    const text = pageText(400);
    const holes = holesOf(text, 'HOLE');
    expect(holes.length).toBe(12);
    const spliced = await splicedText(text, holes);
    const fills = holes.map((_, i) => Buffer.from(`tok-${i}-${'x'.repeat(i % 50)}`));
    const want = expected(text, holes, fills);
    expect(spliced.plain(fills).equals(want)).toBe(true);
    const gz = spliced.gzip(fills);
    expect(gunzipSync(gz).equals(want)).toBe(true);
    expect(await gunzipStreaming(gz)).toBe(want.toString());
    // Compressed (but for the fills, stored as they are): well under a third of the text.
    expect(gz.length).toBeLessThan(want.length / 3);
  });

  it('fills holes at the very start and end, side by side, empty, and longer than a stored block', async () => {
    const text = Buffer.from('ABCDEFGHIJ');
    const holes: Hole[] = [
      { at: 0, length: 2 },
      { at: 2, length: 1 },
      { at: 5, length: 0 },
      { at: 8, length: 2 },
    ];
    const spliced = await splicedText(text, holes);
    const fills = [Buffer.from('12'), Buffer.alloc(0), Buffer.alloc(70_000, 'ž'), Buffer.from('end')];
    const want = expected(text, holes, fills);
    expect(gunzipSync(spliced.gzip(fills)).equals(want)).toBe(true);
    expect(spliced.plain(fills).equals(want)).toBe(true);
    expect(await gunzipStreaming(spliced.gzip(fills))).toBe(want.toString());
  });

  it('serves a text without holes as plain gzip', async () => {
    const text = pageText(10);
    const spliced = await splicedText(text, []);
    expect(gunzipSync(spliced.gzip([])).equals(text)).toBe(true);
  });

  it('refuses holes out of order or outside the text, and a wrong number of fills', async () => {
    const text = Buffer.from('0123456789');
    await expect(splicedText(text, [{ at: 5, length: 2 }, { at: 6, length: 1 }])).rejects.toThrow(RangeError);
    await expect(splicedText(text, [{ at: 9, length: 2 }])).rejects.toThrow(RangeError);
    const spliced = await splicedText(text, [{ at: 1, length: 1 }]);
    expect(() => spliced.gzip([])).toThrow(RangeError);
    expect(() => spliced.plain([Buffer.from('a'), Buffer.from('b')])).toThrow(RangeError);
  });
});
