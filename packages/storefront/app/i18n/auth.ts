/** Texts of registration (/registrace), password reset (/obnova-hesla, /zmena-hesla/{hash}) and the account's password change. */
export const authCs = {} as const;

export const authSk: Partial<Record<keyof typeof authCs, string>> = {};

export const authEn: Partial<Record<keyof typeof authCs, string>> = {};
