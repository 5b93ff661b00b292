/** Texts of the customer's delivery addresses (/account/addresses) and invoice details with the company registry (/ucet/fakturacni-udaje). */
export const profileCs = {} as const;

export const profileSk: Partial<Record<keyof typeof profileCs, string>> = {};

export const profileEn: Partial<Record<keyof typeof profileCs, string>> = {};
