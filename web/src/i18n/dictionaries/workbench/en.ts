/** English texts of the workbench area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const workbenchEn = {} as const;

export type WorkbenchTexts = Record<keyof typeof workbenchEn, string>;
