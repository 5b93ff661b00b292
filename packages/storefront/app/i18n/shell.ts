import { shellErrorsCs, shellErrorsEn, shellErrorsSk } from './shell-errors';

/** Texts of the page shell: layout, error page, maintenance page, navigation aids. */
export const shellCs = {
  ...shellErrorsCs,
  'shell.skipToContent': 'Přeskočit na obsah',
  'shell.home': 'Domů',
  'shell.maintenance.title': 'E-shop je dočasně mimo provoz',
  'shell.maintenance.text': 'Právě pro vás e-shop vylepšujeme. Zkuste to prosím za chvíli; naše prodejny jsou otevřené jako obvykle.',
  'shell.meta.defaultTitle': 'Konfety – party potřeby, kostýmy a balónky',
  'shell.meta.description': 'Kostýmy, paruky, masky, balónky a dekorace na každou oslavu. 13 prodejen po celé České republice, doprava zdarma od 1 500 Kč.',
  'shell.home.title': 'Všechno pro vaši párty',
  'shell.home.lead': 'Kostýmy, paruky, masky, balónky a dekorace pro oslavy, karnevaly i firemní večírky.',
  'shell.home.categories': 'Kategorie',
  'shell.snackbar.close': 'Zavřít oznámení',
} as const;

type ShellKey = keyof typeof shellCs;

export const shellSk: Partial<Record<ShellKey, string>> = {
  ...shellErrorsSk,
  'shell.skipToContent': 'Preskočiť na obsah',
  'shell.home': 'Domov',
  'shell.maintenance.title': 'E-shop je dočasne mimo prevádzky',
  'shell.maintenance.text': 'Práve pre vás e-shop vylepšujeme. Skúste to prosím o chvíľu.',
  'shell.meta.defaultTitle': 'Konfety – párty potreby, kostýmy a balóny',
  'shell.meta.description': 'Kostýmy, parochne, masky, balóny a dekorácie na každú oslavu.',
  'shell.home.title': 'Všetko pre vašu párty',
  'shell.home.lead': 'Kostýmy, parochne, masky, balóny a dekorácie na oslavy aj karnevaly.',
  'shell.home.categories': 'Kategórie',
  'shell.snackbar.close': 'Zavrieť oznámenie',
};

export const shellEn: Partial<Record<ShellKey, string>> = {
  ...shellErrorsEn,
  'shell.skipToContent': 'Skip to content',
  'shell.home': 'Home',
  'shell.maintenance.title': 'The shop is temporarily offline',
  'shell.maintenance.text': 'We are improving the shop for you. Please try again shortly.',
  'shell.meta.defaultTitle': 'Konfety – party supplies, costumes and balloons',
  'shell.meta.description': 'Costumes, wigs, masks, balloons and decorations for every party.',
  'shell.home.title': 'Everything for your party',
  'shell.home.lead': 'Costumes, wigs, masks, balloons and decorations for parties and carnivals.',
  'shell.home.categories': 'Categories',
  'shell.snackbar.close': 'Close notice',
};
