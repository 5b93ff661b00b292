/** Texts of the influencer statistics (/account/influencer). */
export const influencerCs = {} as const;

export const influencerSk: Partial<Record<keyof typeof influencerCs, string>> = {};

export const influencerEn: Partial<Record<keyof typeof influencerCs, string>> = {};
