import Fuse, { type FuseResult, type IFuseOptions } from 'fuse.js';
import { createCharacterIndex } from './character-index';
import { MAX_BOUNDED_PATTERN, matchBounds } from './fuzzy-match-bounds';

export interface PrefilteredFuse<T> {
  /** Exactly what `new Fuse(documents, options).search(query, { limit })` gives, only faster. */
  search(query: string, limit?: number): FuseResult<T>[];
}

/**
 * Fuse over the whole collection, but each search runs Bitap only on the documents that share
 * enough characters with the query to match at all (fuzzy-match-bounds.ts has the argument);
 * queries outside the argument (blank, longer than one Bitap chunk, unsupported options) take the
 * whole collection as before.
 */
export function createPrefilteredFuse<T>(documents: readonly T[], options: IFuseOptions<T>): PrefilteredFuse<T> {
  const fullIndex = Fuse.createIndex(options.keys ?? [], documents, {
    getFn: options.getFn,
    fieldNormWeight: options.fieldNormWeight,
  });
  const fullFuse = new Fuse(documents, options, fullIndex);
  const widest = matchBounds(options, MAX_BOUNDED_PATTERN);
  const characters = widest ? createCharacterIndex(fullIndex.records, widest.window) : null;

  return {
    search(query, limit) {
      const searchOptions = limit === undefined ? undefined : { limit };
      // BitapSearch lower-cases the untrimmed query; matchBounds ensures case-insensitivity.
      const pattern = query.toLowerCase();
      const bounds = characters && query.trim() ? matchBounds(options, pattern.length) : null;
      if (!characters || !bounds) return fullFuse.search(query, searchOptions);
      // The candidates keep their document indexes, so Fuse breaks ties and reports refIndex as over the whole.
      const records = characters.candidates(pattern, bounds);
      const candidateIndex = Fuse.parseIndex<T>({ keys: fullIndex.keys, records });
      return new Fuse(documents, options, candidateIndex).search(query, searchOptions);
    },
  };
}
