/**
 * Bank transfers (routes/payments.tsx): the statement's upload and its result, the movements to resolve, the recent
 * imports. The movements' outcomes, reasons and resolutions come named by the API (the domain's bank.ts).
 * Amounts come formatted (`amount`, `total`).
 */
export const paymentsCs = {
  'payments.title': 'Platby převodem',
  'payments.documentTitle': '{list, select, all {Platby, všechny pohyby} other {Platby}}',

  'payments.upload': 'Nahrát výpis z banky',
  'payments.upload.sub':
    'Výpis ve formátu GPC (ABO), CSV nebo JSON z API Fio banky, nejvýš {mb} MB. Platby, jejichž variabilní symbol a částka sedí na objednávku čekající na zaplacení, ji zaplatí; ostatní se objeví níže k vyřešení.',
  'payments.upload.file': 'Soubor s výpisem',
  'payments.upload.fileHint': 'Přípony .gpc, .csv nebo .json.',
  'payments.upload.submit': 'Nahrát a spárovat',
  'payments.upload.sending': 'Nahrávám a páruji…',
  'payments.upload.progress': 'Nahrávání výpisu',
  'payments.upload.progressText': 'Výpis se nahrává a páruje s objednávkami…',
  'payments.upload.noFile': 'Vyberte soubor s výpisem z banky.',
  'payments.upload.tooLarge': 'Soubor je větší než {mb} MB. Nahrajte výpis za kratší období.',

  // An import's result. `open`: the movements left to resolve.
  'payments.result':
    'Výpis {named, select, yes {„{name}“ } other {}}je načtený: {count, plural, one {# pohyb} few {# pohyby} other {# pohybů}}, {matched, number} spárováno{open, plural, =0 {} other {, # k vyřešení}}.',
  'payments.result.earlier':
    '{count, plural, one {# pohyb byl naimportován} few {# pohyby byly naimportovány} other {# pohybů bylo naimportováno}} už dříve; znovu se nepárují.',
  'payments.result.unmatched': 'Nespárované platby z tohoto výpisu (najdete je i v seznamu k vyřešení):',
  /** One of them: `symbol` is "–" when it has none, `counter` (the payer) and `order` may be missing (`has…` no). */
  'payments.result.movement':
    '{date}, {amount}, VS {symbol}{hasCounter, select, yes {, {counter}} other {}}: {reason}{hasOrder, select, yes { (objednávka {order})} other {}}',
  'payments.result.unreadable': 'Některé řádky výpisu nešlo přečíst:',
  'payments.result.line': 'Řádek {line}: {message}',

  'payments.list.open': 'Platby k vyřešení',
  'payments.list.all': 'Všechny pohyby',
  'payments.list.choose': 'Které pohyby',
  'payments.list.chooseOpen': 'K vyřešení',
  'payments.list.chooseAll': 'Všechny pohyby',
  'payments.list.noneOpen': 'Žádná platba nečeká na vyřešení.',
  'payments.list.none': 'Zatím žádné pohyby.',
  'payments.list.count': '{count, plural, one {# pohyb} few {# pohyby} other {# pohybů}}{open, select, yes { k vyřešení} other {}}, od nejnovějších',
  /** `list`: payments.list.open or payments.list.all */
  'payments.list.caption': '{list}, strana {page} z {pages, number}',
  'payments.list.pager': 'Stránkování pohybů',
  'payments.col.date': 'Datum',
  'payments.col.amount': 'Částka',
  'payments.col.symbol': 'VS',
  'payments.col.counter': 'Protiúčet',
  'payments.col.message': 'Zpráva',
  'payments.col.reason': 'Důvod',
  'payments.col.order': 'Objednávka',
  'payments.col.resolve': 'Vyřešit',
  'payments.noSymbol': 'bez VS',
  // A movement's buttons; `movement` (the bank's id of it) tells a screen reader which row they belong to.
  'payments.row.movement': 'pohyb {movement}',
  'payments.row.accept': 'Přijmout platbu',
  'payments.row.refunded': 'Peníze vráceny',
  'payments.row.ignore': 'Ignorovat',

  'payments.accept.title': 'Přijmout platbu jako zaplacení objednávky {number}?',
  'payments.accept.text': 'Přišlo {amount}. Objednávka bude zaplacená, zákazník dostane e-mail a vystaví se faktura.',
  'payments.accept.textWithTotal': 'Přišlo {amount}, objednávka stojí {total}. Objednávka bude zaplacená, zákazník dostane e-mail a vystaví se faktura.',
  'payments.accept.note': 'Poznámka',
  'payments.accept.noteHint': 'Uloží se k pohybu a do historie objednávky.',
  'payments.accept.submit': 'Označit jako zaplacenou',
  'payments.resolve.invalid': 'Tento pohyb nelze vyřešit.',
  'payments.resolved.mark_paid': 'Platba je přijatá a objednávka je zaplacená.',
  'payments.resolved.mark_paid.order': 'Platba je přijatá a objednávka je zaplacená. Objednávka {number}: {state}.',
  'payments.resolved.refunded': 'Pohyb je vyřešený: peníze vráceny.',
  'payments.resolved.ignore': 'Pohyb je vyřešený: ignorován.',

  'payments.imports': 'Poslední importy',
  'payments.imports.none': 'Zatím nebyl nahrán žádný výpis.',
  'payments.imports.when': 'Kdy',
  'payments.imports.source': 'Zdroj',
  'payments.imports.file': 'Soubor',
  'payments.imports.account': 'Účet',
  'payments.imports.by': 'Nahrál',
  'payments.imports.movements': 'Pohybů',
  'payments.imports.matched': 'Spárováno',
  'payments.imports.open': 'K vyřešení',
  /** An import nobody uploaded (the hourly import from the bank's API). */
  'payments.imports.automatic': 'automaticky',
} as const;
