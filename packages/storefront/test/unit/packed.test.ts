import { describe, expect, it, vi } from 'vitest';
import { fieldsOf, pack, type Packed, packFrom, unpack } from '../../app/lib/packed';

describe('packed loader data', () => {
  it('is JSON text that reads back as the value, its fields merged with the rest of the data', () => {
    const packed = pack({ listing: { total: 2, names: ['Kostým', 'Paruka'] } });
    expect(JSON.parse(packed)).toEqual({ listing: { total: 2, names: ['Kostým', 'Paruka'] } });
    const data = { packed, messages: 'm' };
    expect(fieldsOf(data)).toEqual({ listing: { total: 2, names: ['Kostým', 'Paruka'] }, messages: 'm' });
    // The same object for the same data: components reading it get one value.
    expect(fieldsOf(data)).toBe(fieldsOf(data));
    // A text made elsewhere (the browser's copy of the page data) is parsed, once.
    const copy = JSON.parse(JSON.stringify(`{"n":${Math.random()}}`)) as Packed<{ n: number }>;
    expect(unpack(copy)).toBe(unpack(copy));
  });

  it('gives the text made before for the same inputs, without making the data again', () => {
    const answer = { products: [{ id: 1 }] };
    const make = vi.fn(() => ({ listing: answer, page: 1 }));
    const first = packFrom([answer, 1], make);
    const again = packFrom([answer, 1], make);
    expect(again).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    // Another input, or another answer object (the cache's copy expired), makes it again.
    expect(JSON.parse(packFrom([answer, 2], () => ({ listing: answer, page: 2 })))).toEqual({ listing: answer, page: 2 });
    packFrom([{ products: [{ id: 1 }] }, 1], make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
