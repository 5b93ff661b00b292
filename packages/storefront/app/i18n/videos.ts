/** Texts of the how-to video library (/account/videos, /account/video/{id}). */
export const videosCs = {} as const;

export const videosSk: Partial<Record<keyof typeof videosCs, string>> = {};

export const videosEn: Partial<Record<keyof typeof videosCs, string>> = {};
