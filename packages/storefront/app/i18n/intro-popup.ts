/** Texts of the intro popup (lib/intro-popup.server.tsx, rendered on the server only); its title and text are the `intropopup` setting's. */
export const introPopupCs = {
  'introPopup.close': 'Zavřít',
  'introPopup.email': 'Váš e-mail',
  'introPopup.subscribe': 'Chci novinky',
};

export const introPopupSk: Partial<Record<keyof typeof introPopupCs, string>> = {
  'introPopup.close': 'Zavrieť',
  'introPopup.email': 'Váš e-mail',
  'introPopup.subscribe': 'Chcem novinky',
};

export const introPopupEn: Partial<Record<keyof typeof introPopupCs, string>> = {
  'introPopup.close': 'Close',
  'introPopup.email': 'Your e-mail',
  'introPopup.subscribe': 'Send me news',
};
