/** Texts of the blog (SPEC §2 /blog, /blog/{id}/{slug}). */
export const blogCs = {
  'blog.title': 'Blog',
  'blog.description': 'Inspirace na oslavy, tipy na kostýmy, balónky a dekorace a novinky z našich prodejen.',
  'blog.lead': 'Inspirace na oslavy, tipy na kostýmy, balónky a dekorace a novinky z našich prodejen.',
  'blog.categories': 'Témata',
  'blog.all': 'Vše',
  'blog.empty': 'V tomto tématu zatím nemáme žádný článek.',
  'blog.pages': 'Stránky článků',
  'blog.newer': 'Novější články',
  'blog.older': 'Starší články',
  'blog.published': 'Publikováno {date}',
  'blog.author': 'Autor: {author}',
  'blog.related': 'Mohlo by vás zajímat',
  'blog.back': 'Zpět na blog',
} as const;

export const blogSk: Record<keyof typeof blogCs, string> = {
  'blog.title': 'Blog',
  'blog.description': 'Inšpirácie na oslavy, tipy na kostýmy, balóny a dekorácie a novinky z našich predajní.',
  'blog.lead': 'Inšpirácie na oslavy, tipy na kostýmy, balóny a dekorácie a novinky z našich predajní.',
  'blog.categories': 'Témy',
  'blog.all': 'Všetko',
  'blog.empty': 'V tejto téme zatiaľ nemáme žiadny článok.',
  'blog.pages': 'Stránky článkov',
  'blog.newer': 'Novšie články',
  'blog.older': 'Staršie články',
  'blog.published': 'Publikované {date}',
  'blog.author': 'Autor: {author}',
  'blog.related': 'Mohlo by vás zaujímať',
  'blog.back': 'Späť na blog',
};

export const blogEn: Record<keyof typeof blogCs, string> = {
  'blog.title': 'Blog',
  'blog.description': 'Party ideas, tips on costumes, balloons and decorations, and news from our stores.',
  'blog.lead': 'Party ideas, tips on costumes, balloons and decorations, and news from our stores.',
  'blog.categories': 'Topics',
  'blog.all': 'All',
  'blog.empty': 'There is no article on this topic yet.',
  'blog.pages': 'Pages of articles',
  'blog.newer': 'Newer articles',
  'blog.older': 'Older articles',
  'blog.published': 'Published {date}',
  'blog.author': 'By {author}',
  'blog.related': 'You may also like',
  'blog.back': 'Back to the blog',
};
