/** Texts of the home area. Czech is complete; Slovak and English carry every key. */
export const homeCs = {
  'home.meta.title': 'Konfety – vše pro párty',
};

type HomeKey = keyof typeof homeCs;

export const homeSk: Record<HomeKey, string> = {
  'home.meta.title': 'Konfety – všetko pre párty',
};

export const homeEn: Record<HomeKey, string> = {
  'home.meta.title': 'Konfety – everything for a party',
};
