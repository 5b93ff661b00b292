/** Texts of the account area (SPEC §2 /ucet …, §6): its layout and side navigation, the order list and detail. */
export const accountCs = {
  'account.nav.label': 'Můj účet',
  'account.signedInAs': 'Přihlášen(a) jako',
} as const;

export const accountSk: Partial<Record<keyof typeof accountCs, string>> = {
  'account.nav.label': 'Môj účet',
  'account.signedInAs': 'Prihlásený(á) ako',
};

export const accountEn: Partial<Record<keyof typeof accountCs, string>> = {
  'account.nav.label': 'My account',
  'account.signedInAs': 'Signed in as',
};
