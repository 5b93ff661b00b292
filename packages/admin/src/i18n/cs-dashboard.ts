/**
 * The dashboard (routes/dashboard.tsx): its tiles and charts, each chart with its label for a screen reader and
 * its data table. Amounts come formatted (`total`, `amount`: "1 234,50 Kč").
 */
export const dashboardCs = {
  'dashboard.title': 'Přehled',
  'dashboard.welcome': 'Vítejte v administraci',
  'dashboard.welcome.text': 'Vaše role zatím nemá v administraci žádnou obrazovku. Obsah webu budete upravovat v dalších částech administrace.',

  // The tiles: the count is the tile's big figure, the detail says what it counts.
  'dashboard.waiting': 'Platby čekající na spárování',
  'dashboard.waiting.detail': '{count, plural, one {objednávka} few {objednávky} other {objednávek}} za {total}',
  'dashboard.waiting.oldest': 'Nejstarší z {date}',
  'dashboard.waiting.none': 'Žádná nečeká.',
  'dashboard.waiting.link': 'Zobrazit objednávky čekající na platbu',
  'dashboard.movements': 'Nevyřešené pohyby na účtu',
  'dashboard.movements.detail': '{count, plural, one {platba} few {platby} other {plateb}} z výpisů bez objednávky nebo s jinou částkou',
  'dashboard.movements.none': 'Všechny platby z výpisů jsou spárované.',
  'dashboard.movements.link': 'Vyřešit v Platbách',
  'dashboard.sales': 'Tržby za 30 dní',

  'dashboard.salesByDay': 'Tržby po dnech',
  'dashboard.salesByDay.sub': 'Posledních 30 dní, objednávky s DPH',
  'dashboard.salesByDay.series': 'Tržby',
  'dashboard.salesByDay.tooltip': '{amount} ({count, number} obj.)',
  'dashboard.salesByDay.chart': 'Sloupcový graf tržeb po dnech za posledních 30 dní, celkem {total}. Čísla jsou v tabulce pod grafem.',
  'dashboard.salesByDay.table': 'Tabulka tržeb po dnech',
  'dashboard.salesByDay.day': 'Den',
  'dashboard.salesByDay.orders': 'Objednávky',
  'dashboard.salesByDay.total': 'Tržby',

  'dashboard.byAge': 'Platby čekající na spárování podle stáří',
  'dashboard.byAge.sub': 'Objednávky převodem, které ještě nikdo nezaplatil: {count, number} za {total}',
  'dashboard.byAge.series': 'Objednávky',
  'dashboard.byAge.tooltip': '{count, plural, one {# objednávka} few {# objednávky} other {# objednávek}} za {total}',
  'dashboard.byAge.chart': 'Sloupcový graf počtu objednávek čekajících na platbu podle toho, jak dlouho čekají. Čísla jsou v tabulce pod grafem.',
  'dashboard.byAge.table': 'Tabulka čekajících plateb podle stáří',
  'dashboard.byAge.age': 'Čeká',
  'dashboard.byAge.orders': 'Objednávky',
  'dashboard.byAge.total': 'Částka',
  // The age buckets of the domain's admin-orders.ts `waitingAgeBuckets`.
  'dashboard.age.0-2': '0–2 dny',
  'dashboard.age.3-7': '3–7 dní',
  'dashboard.age.8-14': '8–14 dní',
  'dashboard.age.15+': 'déle než 14 dní',

  'dashboard.byState': 'Objednávky podle stavu',
  'dashboard.byState.sub': 'Všechny objednávky, celkem {count, number}',
  'dashboard.byState.series': 'Objednávky',
  'dashboard.byState.chart': 'Vodorovný sloupcový graf počtu objednávek v jednotlivých stavech. Čísla jsou v tabulce pod grafem.',
  'dashboard.byState.table': 'Tabulka objednávek podle stavu',
  'dashboard.byState.state': 'Stav',
  'dashboard.byState.count': 'Počet',
} as const;
