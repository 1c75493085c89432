/** Extensions of the files that get a .br and a .gz copy. */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string>;
/** Files smaller than this get no copies. */
export const MIN_PRECOMPRESS_BYTES: number;
/** Writes the worthwhile .br and .gz copies beside a build's text files, removing older copies first. */
export function precompressFolder(
  folder: string,
): Promise<{ files: number; bytes: number; '.br': number; '.gz': number }>;
