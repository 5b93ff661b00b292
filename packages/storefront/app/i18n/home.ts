/** Texts of the home area. Czech is complete; Slovak and English carry every key. */
export const homeCs = {
  'home.meta.title': 'Vše pro párty, kostýmy a balónky',
  'home.meta.description':
    'Kostýmy, paruky, masky, balónky a dekorace na každou oslavu. Nejprodávanější zboží, výhodné akce a služby od party výzdoby na klíč po nafukování balónků héliem.',
  'home.services.title': 'Naše služby',
  'home.top.title': 'Nejprodávanější',
  'home.sale.title': 'Zboží v akci',
  'home.blog.title': 'Novinky z blogu',
  'home.blog.all': 'Všechny články',
  'home.social.title': 'Sledujte nás',
  'home.social.on': '{alt} ({network})',
};

type HomeKey = keyof typeof homeCs;

export const homeSk: Record<HomeKey, string> = {
  'home.meta.title': 'Všetko pre párty, kostýmy a balóny',
  'home.meta.description':
    'Kostýmy, parochne, masky, balóny a dekorácie na každú oslavu. Najpredávanejší tovar, výhodné akcie a služby od párty výzdoby na kľúč po plnenie balónov héliom.',
  'home.services.title': 'Naše služby',
  'home.top.title': 'Najpredávanejšie',
  'home.sale.title': 'Tovar v akcii',
  'home.blog.title': 'Novinky z blogu',
  'home.blog.all': 'Všetky články',
  'home.social.title': 'Sledujte nás',
  'home.social.on': '{alt} ({network})',
};

export const homeEn: Record<HomeKey, string> = {
  'home.meta.title': 'Everything for your party, costumes and balloons',
  'home.meta.description':
    'Costumes, wigs, masks, balloons and decorations for every party. Best sellers, special offers and services from turnkey party decoration to helium balloon inflation.',
  'home.services.title': 'Our services',
  'home.top.title': 'Best sellers',
  'home.sale.title': 'On sale',
  'home.blog.title': 'From the blog',
  'home.blog.all': 'All articles',
  'home.social.title': 'Follow us',
  'home.social.on': '{alt} ({network})',
};
