/** English texts of the shell area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const shellEn = {} as const;

export type ShellTexts = Record<keyof typeof shellEn, string>;
