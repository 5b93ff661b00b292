/** Content pages (`contentPage`, the shop's own texts) that forms and notices link to by their fixed address. */
export const PRIVACY_PATH = '/ochrana-osobnich-udaju';
