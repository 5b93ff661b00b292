/**
 * What every screen shares: the frame (header, navigation), the error screens and the API client's own errors,
 * paging and the forms' small words. ICU message syntax.
 */
export const commonCs = {
  /** A document title: the screen's, then the app's. */
  'common.documentTitle': '{title} – Konfety administrace',
  'common.brand': 'Konfety – administrace',
  'common.loading': 'Načítám administraci…',
  'common.optional': '(nepovinné)',
  'common.yes': 'Ano',
  'common.no': 'Ne',
  'common.back': 'Zpět',
  'common.clearFilters': 'Zrušit filtry',
  'common.firstPage': 'Na první stránku',
  'common.emptyPage': 'Na této stránce už nic není.',
  /** `names`: the refused query parameters, each by its screen's own name for it, comma-separated. */
  'common.droppedParams': 'Některé údaje v adrese nejsou platné a nepoužily se: {names}.',
  'common.orderCount': '{count, plural, one {# objednávka} few {# objednávky} other {# objednávek}}',
  'common.pager': 'Stránkování',
  'common.pager.previous': '← Předchozí',
  'common.pager.next': 'Další →',
  'common.pager.where': 'Strana {page, number} z {pages, number}',
  /** The total was counted only up to a limit: there may be more pages. */
  'common.pager.whereCapped': 'Strana {page, number} z {pages, number}+',

  'nav.label': 'Hlavní navigace',
  'nav.skip': 'Přejít na obsah',
  'nav.dashboard': 'Přehled',
  'nav.orders': 'Objednávky',
  'nav.queue': 'Fronta výdeje',
  'nav.stock': 'Sklad',
  'nav.payments': 'Platby',
  'nav.staff': 'Personál',
  'nav.audit': 'Záznam změn',
  'nav.logout': 'Odhlásit',

  'errors.notFound': 'Nenalezeno',
  'errors.notFound.text': 'Tato část administrace zatím neexistuje nebo ji server nezná (HTTP 404).',
  'errors.forbidden': 'Bez oprávnění',
  'errors.failed': 'Něco se nepovedlo',
  'errors.failed.text': 'Při zobrazení stránky došlo k chybě. Zkuste ji prosím načíst znovu.',
  'errors.http': 'HTTP {status}',
  'errors.pageNotFound': 'Stránka nenalezena',
  'errors.pageNotFound.text': 'Taková stránka v administraci není.',
  'errors.retry': 'Zkusit znovu',
  'errors.toDashboard': 'Na přehled',
  'errors.reload': 'Načíst administraci znovu',
  // The API client's: no answer at all, or an answer without the API's own message.
  'errors.network': 'Spojení se serverem se nezdařilo. Zkuste to prosím znovu.',
  'errors.server': 'Server odpověděl chybou (HTTP {status}). Zkuste to prosím znovu.',
} as const;
