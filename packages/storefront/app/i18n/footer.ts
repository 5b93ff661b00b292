/** Texts of the footer. */
export const footerCs = {} as const;

type FooterKey = keyof typeof footerCs;

export const footerSk: Partial<Record<FooterKey, string>> = {};

export const footerEn: Partial<Record<FooterKey, string>> = {};
