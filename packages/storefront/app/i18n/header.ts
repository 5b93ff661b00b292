/** Texts of the header. */
export const headerCs = {} as const;

type HeaderKey = keyof typeof headerCs;

export const headerSk: Partial<Record<HeaderKey, string>> = {};

export const headerEn: Partial<Record<HeaderKey, string>> = {};
