/**
 * The shell texts an error page shows. Apart from the rest of `shell.ts` because the browser bundle
 * carries these few itself: when the root loader fails, no loader data brings the page its messages,
 * yet the error page must hydrate with the texts the server rendered.
 */
export const shellErrorsCs = {
  'shell.backHome': 'Zpět na úvodní stránku',
  'shell.error.404.title': 'This page could not be found',
  'shell.error.404.text': 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
  'shell.error.hint': 'Zkuste zkontrolovat adresu, nebo pokračujte na úvodní stránku či do vyhledávání.',
  'shell.error.generic.title': 'Něco se pokazilo',
  'shell.error.generic.text': 'Při načítání stránky došlo k chybě. Zkuste to prosím za chvíli znovu.',
  'shell.error.status': 'Chyba {status}',
  'shell.error.balloonsAlt': 'Balónky odlétající do nebe',
  'shell.meta.titleSuffix': ' | Konfety',
} as const;

export type ShellErrorKey = keyof typeof shellErrorsCs;

export const shellErrorsSk: Partial<Record<ShellErrorKey, string>> = {
  'shell.backHome': 'Späť na úvodnú stránku',
  'shell.error.404.text': 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá.',
  'shell.error.hint': 'Skúste skontrolovať adresu alebo pokračujte na úvodnú stránku.',
  'shell.error.generic.title': 'Niečo sa pokazilo',
  'shell.error.generic.text': 'Pri načítaní stránky došlo k chybe. Skúste to prosím o chvíľu znova.',
  'shell.error.status': 'Chyba {status}',
  'shell.error.balloonsAlt': 'Balóny odlietajúce do neba',
  'shell.meta.titleSuffix': ' | Konfety',
};

export const shellErrorsEn: Partial<Record<ShellErrorKey, string>> = {
  'shell.backHome': 'Back to the home page',
  'shell.error.404.text': 'The page you are looking for does not exist or has moved.',
  'shell.error.hint': 'Check the address, or continue to the home page.',
  'shell.error.generic.title': 'Something went wrong',
  'shell.error.generic.text': 'The page failed to load. Please try again in a moment.',
  'shell.error.status': 'Error {status}',
  'shell.error.balloonsAlt': 'Balloons flying away into the sky',
  'shell.meta.titleSuffix': ' | Konfety',
};
