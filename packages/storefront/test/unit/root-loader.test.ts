import { describe, expect, it } from 'vitest';
import { loader as rootLoader } from '../../app/root';
import { type RootData, shellOf } from '../../app/lib/shell';
import { stub, stubLoadContext } from './support/load-context';

/** The root loader's shell data (every page carries it in its HTML, so nothing in it twice). */
const topmenu = [{ text: 'Kostýmy', link: '/1/kostymy' }];
const bottommenu = [{ title: 'Nakupování', links: [{ text: 'Doprava a platba', link: '/doprava' }] }];
const contacts = { phone: '+420 222 333 444', social: { facebook: 'https://fb.example/k' } };

const shellApi = [
  stub('GET /settings', {
    data: [
      { name: 'topmenu', value: topmenu },
      { name: 'bottommenu', value: bottommenu },
      { name: 'contacts', value: contacts },
    ],
  }),
  stub('GET /poster', { data: { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] } }),
  stub('GET /catalog/category/:locale', {
    data: [
      {
        id: 1,
        slug: 'kostymy',
        name: 'Kostýmy',
        image: 'categories/kostymy.webp',
        url: '/1/kostymy',
        subcategories: [
          {
            id: 11,
            slug: 'detske-kostymy',
            name: 'Dětské kostýmy',
            image: 'categories/detske-kostymy.webp',
            url: '/11/detske-kostymy',
            subcategories: [{ id: 111, slug: 'x', name: 'X', image: null, url: '/111/x', subcategories: [] }],
          },
        ],
      },
    ],
  }),
  stub('GET /lists/searchPlaceholders', { data: [] }),
  stub('GET /lists/currencies', { data: [] }),
];

describe('root loader', () => {
  it('sends the menus once, as topMenu and bottomMenu, and the other settings by name', async () => {
    const { context } = stubLoadContext(...shellApi);
    const result = (await rootLoader({ request: new Request('http://localhost:3000/'), context, params: {} } as never)) as unknown as { data: RootData };
    const shell = shellOf(JSON.parse(JSON.stringify(result.data)) as RootData);
    expect(shell.topMenu).toEqual(topmenu);
    expect(shell.bottomMenu).toEqual(bottommenu);
    expect(shell.settings).toEqual({ contacts });
  });

  it('sends the category tree as the chrome shows it: the main pictures, names and links, no slugs or deeper levels', async () => {
    const { context } = stubLoadContext(...shellApi);
    const result = (await rootLoader({ request: new Request('http://localhost:3000/'), context, params: {} } as never)) as unknown as { data: RootData };
    expect(shellOf(result.data).categories).toEqual([
      { id: 1, name: 'Kostýmy', url: '/1/kostymy', image: 'categories/kostymy.webp', subcategories: [{ id: 11, name: 'Dětské kostýmy', url: '/11/detske-kostymy' }] },
    ]);
  });

  it('links the categories in the page’s language: a Slovak page’s menus and tiles lead to the Slovak listings', async () => {
    const { context } = stubLoadContext(...shellApi);
    const result = (await rootLoader({ request: new Request('http://localhost:3000/sk/predajne'), context, params: {} } as never)) as unknown as { data: RootData };
    const [kostymy] = shellOf(result.data).categories;
    expect(kostymy!.url).toBe('/sk/1/kostymy');
    expect(kostymy!.subcategories.map((s) => s.url)).toEqual(['/sk/11/detske-kostymy']);
  });
});
