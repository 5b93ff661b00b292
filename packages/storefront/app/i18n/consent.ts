/**
 * Texts of the cookie consent bar (lib/consent.server.tsx, rendered on the server only: the browser's bundle never
 * carries them). Rejecting is offered as plainly as accepting (Czech and EU rules).
 */
export const consentCs = {
  'consent.title': 'Cookies a vaše soukromí',
  'consent.text':
    'Technické cookies potřebuje e-shop, aby fungoval. S vaším souhlasem použijeme i analytické cookies (jak e-shop používáte), marketingové (nabídky podle vašich zájmů) a reklamní (měření a cílení reklamy). Souhlas můžete kdykoli změnit v patičce odkazem Nastavení cookies.',
  'consent.privacy': 'Zásady ochrany osobních údajů',
  'consent.acceptAll': 'Přijmout vše',
  'consent.rejectAll': 'Odmítnout vše',
  'consent.settings': 'Vybrat, co povolím',
  'consent.categories': 'Druhy cookies',
  'consent.technical': 'Technické',
  'consent.technical.text': 'Košík, přihlášení, volba jazyka a měny, ochrana formulářů. Jsou vždy zapnuté.',
  'consent.analytical': 'Analytické',
  'consent.analytical.text': 'Anonymní statistiky návštěvnosti, podle kterých e-shop zlepšujeme.',
  'consent.marketing': 'Marketingové',
  'consent.marketing.text': 'Nabídky a doporučení podle toho, co vás zajímá.',
  'consent.advertisement': 'Reklamní',
  'consent.advertisement.text': 'Měření a cílení reklamy u našich reklamních partnerů (Google).',
  'consent.saveSelected': 'Uložit výběr',
  'consent.close': 'Zavřít',
};

export const consentSk: Partial<Record<keyof typeof consentCs, string>> = {
  'consent.title': 'Cookies a vaše súkromie',
  'consent.text':
    'Technické cookies potrebuje e-shop, aby fungoval. S vaším súhlasom použijeme aj analytické cookies (ako e-shop používate), marketingové (ponuky podľa vašich záujmov) a reklamné (meranie a cielenie reklamy). Súhlas môžete kedykoľvek zmeniť v pätičke odkazom Nastavenie cookies.',
  'consent.privacy': 'Zásady ochrany osobných údajov',
  'consent.acceptAll': 'Prijať všetko',
  'consent.rejectAll': 'Odmietnuť všetko',
  'consent.settings': 'Vybrať, čo povolím',
  'consent.categories': 'Druhy cookies',
  'consent.technical': 'Technické',
  'consent.technical.text': 'Košík, prihlásenie, voľba jazyka a meny, ochrana formulárov. Sú vždy zapnuté.',
  'consent.analytical': 'Analytické',
  'consent.analytical.text': 'Anonymné štatistiky návštevnosti, podľa ktorých e-shop zlepšujeme.',
  'consent.marketing': 'Marketingové',
  'consent.marketing.text': 'Ponuky a odporúčania podľa toho, čo vás zaujíma.',
  'consent.advertisement': 'Reklamné',
  'consent.advertisement.text': 'Meranie a cielenie reklamy u našich reklamných partnerov (Google).',
  'consent.saveSelected': 'Uložiť výber',
  'consent.close': 'Zavrieť',
};

export const consentEn: Partial<Record<keyof typeof consentCs, string>> = {
  'consent.title': 'Cookies and your privacy',
  'consent.text':
    'The shop needs technical cookies to work. With your consent we also use analytical cookies (how you use the shop), marketing ones (offers that match your interests) and advertising ones (measuring and targeting ads). You can change your consent at any time with Cookie settings in the footer.',
  'consent.privacy': 'Privacy policy',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.settings': 'Choose what I allow',
  'consent.categories': 'Kinds of cookies',
  'consent.technical': 'Technical',
  'consent.technical.text': 'Cart, login, language and currency, form protection. Always on.',
  'consent.analytical': 'Analytical',
  'consent.analytical.text': 'Anonymous visit statistics we improve the shop by.',
  'consent.marketing': 'Marketing',
  'consent.marketing.text': 'Offers and recommendations that match your interests.',
  'consent.advertisement': 'Advertising',
  'consent.advertisement.text': 'Measuring and targeting ads with our advertising partners (Google).',
  'consent.saveSelected': 'Save my choice',
  'consent.close': 'Close',
};
