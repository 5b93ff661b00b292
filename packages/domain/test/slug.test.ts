import { describe, expect, it } from 'vitest';
import { slugify } from '../src/slug';

describe('slugify', () => {
  it('drops Czech and Slovak diacritics and joins words with hyphens', () => {
    expect(slugify('Kostým Pirátský kapitán – dětský')).toBe('kostym-piratsky-kapitan-detsky');
    expect(slugify('Čarodějnice, ďábel & ŘÍŠE')).toBe('carodejnice-dabel-a-rise');
    expect(slugify('Ľadová kráľovná ô ä')).toBe('ladova-kralovna-o-a');
  });

  it('trims separators at both ends and collapses runs', () => {
    expect(slugify('  --Balónky!!  číslice 5  ')).toBe('balonky-cislice-5');
    expect(slugify('***')).toBe('');
  });
});
