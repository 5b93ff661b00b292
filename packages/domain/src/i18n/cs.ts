/**
 * Czech message catalogue: the source of every message key (MessageKey).
 * ICU MessageFormat syntax (intl-messageformat). Czech plural categories:
 * one (1), few (2–4), many (decimals), other (0, 5+).
 *
 * Texts quoted by SPEC §5/§8 are reproduced exactly. For the min/max length
 * rules the spec's "{length} znaků" is the `other` branch of a plural, so the
 * usual values (0, 5 and more) give the spec text word for word and 1–4 stay
 * grammatical ("minimálně 3 znaky").
 */
export const cs = {
  // SPEC §5 validation
  'validation.required': 'Pole musí být vyplněno',
  'validation.email': 'Pole musí obsahovat platný email.',
  'validation.minLength': 'Vyplňte prosím minimálně {length, plural, one {# znak} few {# znaky} other {# znaků}}.',
  'validation.maxLength': 'Vyplňte prosím maximálně {length, plural, one {# znak} few {# znaky} other {# znaků}}.',
  'validation.length': 'Vyplňte prosím přesně {length, plural, one {# znak} few {# znaky} other {# znaků}}.',
  'validation.confirmed': 'Toto pole je nutné potvrdit.',
  'validation.numeric': 'Pole musí obsahovat pouze číslice.',
  'validation.regex': 'Pole musí obsahovat pouze alfanumerické znaky s tečkou.',
  'validation.passwordsMismatch': 'Hesla nejsou shodná.',
  // Password policy, reset and change (password-policy.ts, password-reset.ts)
  'password.policy':
    'Alespoň {min, plural, one {# znak} few {# znaky} other {# znaků}}, nejvýše {max}. Dobře poslouží delší fráze z několika slov; heslo nesmí jít snadno uhodnout ani být stejné jako váš e-mail.',
  'password.tooWeak': 'Toto heslo by šlo snadno uhodnout. Zvolte prosím jiné, nejlépe několik slov, která spolu nesouvisejí.',
  'password.sameAsEmail': 'Heslo nesmí být stejné jako váš e-mail.',
  'password.currentWrong': 'Současné heslo není správné.',
  'password.resetInvalid': 'Odkaz pro obnovu hesla je neplatný, už byl použit nebo mu vypršela platnost.',
  'account.registerTooMany':
    'Příliš mnoho registrací. Zkuste to znovu za {minutes, plural, =1 {{seconds, plural, one {# sekundu} few {# sekundy} other {# sekund}}} one {# minutu} few {# minuty} other {# minut}}.',
  'password.resetTooMany':
    'Příliš mnoho žádostí o obnovu hesla. Zkuste to znovu za {minutes, plural, =1 {{seconds, plural, one {# sekundu} few {# sekundy} other {# sekund}}} one {# minutu} few {# minuty} other {# minut}}.',
  'validation.ico': 'Zadejte platné IČO.',
  'validation.dic': 'Zadejte platné DIČ.',
  'validation.zip': 'Zadejte platné PSČ.',
  'validation.phone': 'Zadejte platné telefonní číslo.',
  'validation.rating': 'Hodnocení musí být od 1 do 5 hvězdiček.',
  'validation.terms': 'Je nutné souhlasit s obchodními podmínkami.',
  'validation.choice': 'Vyberte prosím jednu z nabízených možností.',
  'validation.invalid': 'Pole obsahuje neplatnou hodnotu.',
  'validation.integer': 'Zadejte prosím celé číslo.',
  'validation.minValue': 'Zadejte prosím hodnotu alespoň {min}.',
  'validation.maxValue': 'Zadejte prosím hodnotu nejvýše {max}.',
  'validation.unknownField': 'Toto pole není povoleno.',
  'validation.country': 'Do vybrané země nedoručujeme.',
  'validation.characters': 'Pole obsahuje nepovolené znaky.',
  'validation.nameCharacters': 'Jméno nesmí obsahovat neviditelné ani řídicí znaky (například zalomení řádku). Napište ho prosím znovu bez nich.',
  'validation.priceRange': 'Cena od nesmí být vyšší než cena do.',
  'validation.tooMany': 'Vyberte prosím nejvýše {max, plural, one {# možnost} few {# možnosti} other {# možností}}.',

  // SPEC §8 newsletter
  'newsletter.alreadyExists': 'Tento e-mail je již uložen.',
  'newsletter.failed': 'E-mail nebyl úspěšně uložen.',
  'newsletter.saved': 'E-mail byl úspěšně uložen.',

  // SPEC §8 vouchers (see voucherErrorMessageKey for the code → key mapping)
  'voucher.not_exists': 'Slevový kód neexistuje.',
  // Login carries a guest cart into the account's (api carts/merge.ts): what did not come along as it was
  'cart.merge.capped': 'Zboží {name} jsme v košíku omezili na {count, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}}, víc skladem nemáme.',
  'cart.merge.unavailable': 'Zboží {name} už není v nabídce, z košíku jsme ho odebrali.',
  'cart.merge.soldOut': 'Zboží {name} je vyprodané, z košíku jsme ho odebrali.',
  'cart.merge.parentDropped': 'Doplňkovou položku {name} jsme odebrali spolu se zbožím, ke kterému patřila.',
  'cart.merge.voucherDropped': 'Slevový kód {name} už nelze uplatnit, z košíku jsme ho odebrali.',
  'voucher.service_type': 'Slevový kód neexistuje.',
  'voucher.quantity_per_user_limit': '{hasValue, select, yes {Tento slevový kód nelze použít více než {value}x.} other {Tento slevový kód jste již využili maximální povolený počet krát.}}',
  'voucher.voucher_is_already_added': 'Slevový kód je již v košíku uplatněn.',
  'voucher.user_check': 'Slevový kód je již v košíku uplatněn.',
  'voucher.quantity': 'Slevový kód momentálně není k dispozici.',
  'voucher.active_from': 'Slevový kód momentálně není k dispozici.',
  'voucher.active_to': 'Slevový kód momentálně není k dispozici.',
  'voucher.minimal_price': '{hasValue, select, yes {Slevový kód lze uplatnit při nákupu od {value}.} other {Slevový kód nelze uplatnit, hodnota nákupu je příliš nízká.}}',
  'voucher.email_required': 'Pro uplatnění tohoto slevového kódu vyplňte svůj e-mail.',
  'voucher.invalid': 'Slevový kód není platný.',
  'voucher.added': 'Slevový kód byl uplatněn.',
  'voucher.removed': 'Slevový kód byl odebrán.',
  'voucher.locked': 'Tento slevový kód nelze z košíku odebrat.',

  // SPEC §8 cart
  'cart.loadFailed': 'Nepodařilo se načíst košík.',
  'cart.createFailed': 'Nepodařilo se vytvořit košík.',
  'cart.addFailed': 'Produkt se nepodařilo přidat do košíku.',
  'cart.voucherDeleteFailed': 'Slevový kód se nepodařilo odebrat.',
  'cart.productUnavailable': 'Produkt není dostupný.',
  'cart.variantUnavailable': 'Zvolená varianta produktu není dostupná.',
  'cart.variantRequired': 'Vyberte prosím variantu produktu.',
  'cart.invalidParent': 'Doplňkovou položku nelze přidat k této položce košíku.',
  'cart.outOfStock': 'Produkt je vyprodaný.',
  'cart.notEnoughStock': '{count, plural, one {Skladem je pouze # kus.} few {Skladem jsou pouze # kusy.} many {Skladem je pouze # kusu.} other {Skladem je pouze # kusů.}}',
  'cart.stockChanged': 'Některé produkty v košíku mezitím přestaly být skladem. Zkontrolujte prosím košík.',
  'cart.added': 'Produkt byl přidán do košíku.',
  'cart.itemCount': '{count, plural, one {# produkt} few {# produkty} many {# produktu} other {# produktů}}',
  'cart.empty': 'Košík je prázdný.',
  'cart.freeDelivery': 'Máte dopravu zdarma.',
  'cart.freeDeliveryRemaining': 'Nakupte ještě za {price} a máte dopravu zdarma.',

  // SPEC §8 checkout notices
  'checkout.accountExists': 'Účet s tímto e-mailem již existuje. Zkuste se nejprve přihlásit.',
  'checkout.branchNotFound': 'Vybraná pobočka neexistuje!',
  'checkout.deliveryMissing': 'Nemáte zvolenou dopravu.',
  'checkout.paymentMissing': 'Nemáte zvolenou platební metodu.',
  'checkout.pickupPointMissing': 'Nemáte zvolené odběrové místo (pobočku).',
  'checkout.requiredFields': 'Zadejte všechny povinné údaje prosím.',
  'checkout.invoiceAddressInvalid': 'Neplatná fakturační adresa...',
  'checkout.deliveryAddressInvalid': 'Neplatná dodací adresa...',
  'checkout.pickupRequiresPrepayment': 'Při osobním odběru na prodejně je nutné zaplatit předem, kartou nebo bankovním převodem.',
  'checkout.storeDeliveryUpTo10Days': 'Některé produkty nejsou na vybrané prodejně skladem, jejich doručení může trvat až 10 dní.',
  'checkout.termsNotAgreed': 'Pro odeslání objednávky je nutné souhlasit s obchodními podmínkami.',
  'checkout.companyIdRequired': 'Pro nákup na firmu vyplňte IČO.',
  'checkout.countryNotShipped': 'Do vybrané země tento obchod nedoručuje.',
  'checkout.paymentNotAllowed': 'Zvolenou platbu nelze použít s vybranou dopravou.',
  'checkout.orderSaveFailed': 'Objednávku se nepodařilo uložit.',
  'checkout.orderLoadFailed': 'Objednávku se nepodařilo načíst.',

  // API / HTTP errors
  'api.notFound': 'Požadovaný záznam nebyl nalezen.',
  'api.unauthorized': 'Pro tuto akci se musíte přihlásit.',
  'api.forbidden': 'K této akci nemáte oprávnění.',
  'api.tooManyAttempts':
    'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {minutes, plural, =1 {{seconds, plural, one {# sekundu} few {# sekundy} other {# sekund}}} one {# minutu} few {# minuty} other {# minut}}.',
  'api.unknownSite': 'Neznámý web obchodu.',
  'api.internal': 'Na serveru došlo k chybě. Zkuste to prosím později.',
  'api.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'api.csrf': 'Požadavek byl odmítnut, protože nepřišel z tohoto obchodu. Obnovte prosím stránku a zkuste to znovu.',
  // The storefront's edge (packages/server/src/request-hygiene.ts, lib/forms.server.ts readForm)
  'request.badForm': 'Formulář se nepodařilo přečíst. Obnovte prosím stránku a odešlete jej znovu.',
  'request.unsupportedType': 'Nepodporovaný formát požadavku. Formuláře se odesílají jako application/x-www-form-urlencoded nebo multipart/form-data.',
  'request.tooLarge': 'Odeslaný formulář je příliš velký.',
  'request.lengthRequired': 'Požadavek musí uvádět svou délku (Content-Length).',
  'request.methodNotAllowed': 'Tato metoda požadavku není podporována.',
  'api.badRequest': 'Neplatný požadavek.',
  'api.payloadTooLarge': 'Požadavek je příliš velký.',
  'api.unsupportedMediaType': 'Nepodporovaný formát požadavku. Posílejte JSON.',
  'api.validation': 'Formulář obsahuje chyby.',
  'api.unknownMiddleware': 'Unknown middleware {name}',

  // Error page (SPEC §2/§8: the 404 text is English in every locale)
  'error.pageNotFound': 'This page could not be found',
  'error.generic': 'Omlouváme se, něco se pokazilo.',
  'error.backHome': 'Zpět na úvodní stránku',
  'error.unknownModalType': 'Neznámý typ okna.',

  // SPEC §4 product availability and §9 delivery times
  'availability.in_stock': '{count, plural, one {Skladem # kus} few {Skladem # kusy} many {Skladem # kusu} other {Skladem # kusů}}',
  'availability.sold_out_temporarily': 'Dočasně vyprodáno',
  'availability.unavailable': 'Nedostupné',
  'availability.not_active': 'Produkt není v prodeji',
  'availability.no_store': 'Není skladem na žádné prodejně',
  // Colours of products (facets.ts productColors), as the listing's colour facet names them
  'color.cerna': 'Černá',
  'color.bila': 'Bílá',
  'color.seda': 'Šedá',
  'color.stribrna': 'Stříbrná',
  'color.zlata': 'Zlatá',
  'color.ruzovozlata': 'Růžovozlatá',
  'color.cervena': 'Červená',
  'color.vinova': 'Vínová',
  'color.ruzova': 'Růžová',
  'color.svetleruzova': 'Světle růžová',
  'color.oranzova': 'Oranžová',
  'color.zrzava': 'Zrzavá',
  'color.zluta': 'Žlutá',
  'color.zelena': 'Zelená',
  'color.matova': 'Mátová',
  'color.tyrkysova': 'Tyrkysová',
  'color.svetlemodra': 'Světle modrá',
  'color.modra': 'Modrá',
  'color.tmavomodra': 'Tmavě modrá',
  'color.fialova': 'Fialová',
  'color.hneda': 'Hnědá',
  'color.duhova': 'Duhová',
  'delivery.prague': 'Doručení do 1–2 dnů',
  'delivery.other': 'Doručení do 3–5 dnů',
  'delivery.upTo10Days': 'Doručení až do 10 dnů',

  // Order states (orders.ts orderStates)
  'order.state.new': 'Nová',
  'order.state.waiting_for_payment': 'Čeká na platbu',
  'order.state.paid': 'Zaplacena',
  'order.state.processing': 'Zpracovává se',
  'order.state.ready_for_pickup': 'Připravena k vyzvednutí',
  'order.state.shipped': 'Odeslána',
  'order.state.delivered': 'Doručena',
  'order.state.picked_up': 'Vyzvednuta',
  'order.state.cancelled': 'Stornována',
  'order.state.returned': 'Vrácena',
  'order.transitionForbidden': 'Objednávku nelze převést ze stavu „{from}“ do stavu „{to}“.',
  'order.stateChanged': 'Stav objednávky se mezitím změnil na „{state}“. Načtěte ji znovu.',
  'order.actor.guest': 'Zákazník bez účtu',
  'order.actor.customer': 'Zákazník {email}',
  'order.actor.staff': 'Obsluha {email}',
  'order.actor.payment_gateway': 'Platební brána',
  'order.historyNote': '{who}{hasNote, select, yes {: {note}} other {}}',

  // SPEC §8 other notifications
  'notice.addressSaved': 'Adresa byla uložena.',
  'notice.addressDeleted': 'Adresa byla smazána.',
  'notice.addressSaveFailed': 'Adresu se nepodařilo uložit.',
  'notice.addressDeleteFailed': 'Adresu se nepodařilo smazat.',
  'notice.addressesLoadFailed': 'Adresy se nepodařilo načíst.',
  'notice.dataUpdated': 'Údaje byly aktualizovány.',
  'notice.dataLoadFailed': 'Data se nepodařilo načíst.',
  'notice.passwordChanged': 'Heslo bylo změněno.',
  'notice.passwordChangeFailed': 'Heslo se nepodařilo změnit.',
  'notice.passwordResetRequested': 'Na váš e-mail jsme poslali odkaz pro obnovu hesla.',
  'notice.passwordResetFailed': 'Žádost o obnovu hesla se nepodařilo odeslat.',
  'notice.orderPaid': 'Objednávka byla zaplacena.',
  'notice.reviewSent': 'Hodnocení bylo odesláno.',
  'notice.reviewFailed': 'Hodnocení se nepodařilo odeslat.',
  'notice.watchdogSaved': 'Hlídací pes byl nastaven.',
  'notice.watchdogFailed': 'Hlídacího psa se nepodařilo nastavit.',
  'watchdog.inStock': 'Tato varianta je skladem, můžete ji rovnou objednat.',
  'watchdog.tooMany': 'Na tento e-mail už hlídáme {count, plural, one {# zboží} few {# zboží} other {# zboží}}, víc najednou nejde.',
  'notice.companyLookupFailed': 'Údaje o firmě se nepodařilo načíst.',
  // Issue 11 part C: saved addresses, invoice details and the company registry (ARES)
  'company.notFound': 'Firmu s tímto IČO jsme v registru ARES nenašli.',
  'company.idRequired': 'Pro fakturaci na firmu vyplňte IČO.',
  'notice.dataSaveFailed': 'Údaje se nepodařilo uložit.',
  'notice.carriersLoadFailed': 'Dopravce se nepodařilo načíst.',
  'notice.paymentsLoadFailed': 'Platební metody se nepodařilo načíst.',
  'notice.postsLoadFailed': 'Články se nepodařilo načíst.',
  'notice.productsLoadFailed': 'Produkty se nepodařilo načíst.',
  'notice.storesLoadFailed': 'Prodejny se nepodařilo načíst.',
} as const;

export type MessageKey = keyof typeof cs;

/** A complete catalogue: every key of the Czech one. */
export type Messages = Record<MessageKey, string>;
