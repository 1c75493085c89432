/** English texts of the top-bar area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const topBarEn = {} as const;

export type TopBarTexts = Record<keyof typeof topBarEn, string>;
