/** English texts of the side-area area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const sideAreaEn = {} as const;

export type SideAreaTexts = Record<keyof typeof sideAreaEn, string>;
