/** The login (routes/login.tsx): password, second factor, the authenticator's setup and the recovery codes. */
export const loginCs = {
  'login.title': 'Přihlášení',
  'login.email': 'E-mail',
  'login.password': 'Heslo',
  'login.continue': 'Pokračovat',
  'login.sending': 'Přihlašuji…',
  'login.again': 'Přihlásit se znovu',
  'login.codeFormat': 'Zadejte šestimístný kód z ověřovací aplikace.',

  'login.verify.title': 'Ověření',
  'login.verify.code': 'Kód z ověřovací aplikace',
  'login.verify.codeHint': 'Šest číslic, které aplikace právě ukazuje.',
  'login.verify.recovery': 'Záložní kód',
  'login.verify.recoveryHint': 'Jeden z deseti kódů, které jste si uložili při nastavení. Každý platí jen jednou.',
  'login.verify.checking': 'Ověřuji…',
  'login.verify.submit': 'Přihlásit',
  'login.verify.useApp': 'Použít kód z aplikace',
  'login.verify.useRecovery': 'Použít záložní kód',

  'login.setup.title': 'Nastavení ověřovací aplikace',
  'login.setup.intro':
    'Do administrace se přihlašujete heslem a kódem z ověřovací aplikace v telefonu (např. Google Authenticator, Microsoft Authenticator nebo FreeOTP).',
  'login.setup.scan': 'V aplikaci přidejte nový účet a naskenujte QR kód:',
  'login.setup.qr': 'QR kód pro přidání účtu do ověřovací aplikace',
  'login.setup.manual': 'Nejde to? Zadejte do aplikace tento klíč ručně:',
  'login.setup.type': 'Opište šestimístný kód, který aplikace ukáže.',
  'login.setup.submit': 'Ověřit a dokončit',

  'login.codes.title': 'Záložní kódy',
  'login.codes.intro':
    'Ověřovací aplikace je nastavená. Když u sebe nebudete mít telefon, přihlásíte se jedním z těchto kódů; každý platí jen jednou. Uložte si je na bezpečné místo: znovu je už neuvidíte.',
  'login.codes.download': 'Stáhnout',
  'login.codes.saved': 'Záložní kódy mám uložené',
  'login.codes.notSaved': 'Potvrďte prosím, že máte záložní kódy uložené.',
  'login.codes.continue': 'Pokračovat do administrace',
  // The downloaded text file.
  'login.codes.fileName': 'konfety-zalozni-kody.txt',
  'login.codes.fileTitle': 'Konfety – záložní kódy do administrace',
  'login.codes.fileAccount': 'Účet: {email}',
  'login.codes.fileOnce': 'Každý kód platí jen jednou.',
} as const;
