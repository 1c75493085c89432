import Fuse, { type FuseResult, type IFuseOptions } from 'fuse.js';
import { createCharacterIndex } from './character-index';
import { MAX_BOUNDED_PATTERN, matchBounds, scoreFloor } from './fuzzy-match-bounds';
import { createRecordRanker } from './rankable-records';
import { collectRecordValues } from './record-values';

export interface PrefilteredFuse<T> {
  /** Exactly what `new Fuse(documents, options).search(query, { limit })` gives, only faster. */
  search(query: string, limit?: number): FuseResult<T>[];
}

/**
 * Fuse over the whole collection, but a search runs Fuse only on the documents that can be in its
 * answer: those with a field value that shares enough characters with the query to match at all
 * (fuzzy-match-bounds.ts) and that can score well enough to make the limit (rankable-records.ts),
 * Bitap running once per distinct text that matters. Queries outside the argument (blank, longer
 * than one Bitap chunk, unsupported options) search the whole collection as before.
 */
export function createPrefilteredFuse<T>(documents: readonly T[], options: IFuseOptions<T>): PrefilteredFuse<T> {
  const fullIndex = Fuse.createIndex(options.keys ?? [], documents, {
    getFn: options.getFn,
    fieldNormWeight: options.fieldNormWeight,
  });
  const fullFuse = new Fuse(documents, options, fullIndex);
  const widest = matchBounds(options, MAX_BOUNDED_PATTERN);
  const values = collectRecordValues(fullIndex, options);
  const characters = widest ? createCharacterIndex(values.texts, widest.window) : null;
  const ranker = createRecordRanker(values);
  // The cut by score assumes Fuse's own ordering: by score, ties to the earlier document.
  const ranksByScore = (options.shouldSort ?? true) && options.sortFn === undefined;
  const textFloor = new Float64Array(values.texts.length);

  return {
    search(query, limit) {
      const searchOptions = limit === undefined ? undefined : { limit };
      // BitapSearch lower-cases the query untrimmed; matchBounds has made sure case does not count.
      const pattern = query.toLowerCase();
      const bounds = characters && query.trim() ? matchBounds(options, pattern.length) : null;
      if (!characters || !bounds) return fullFuse.search(query, searchOptions);

      const candidates = characters.candidates(pattern, bounds);
      textFloor.fill(Number.NaN);
      candidates.ids.forEach((id, k) => {
        textFloor[id] = scoreFloor(
          bounds,
          candidates.leastErrors[k] ?? 0,
          candidates.firstPosition[k] ?? 0,
          candidates.isPattern[k] ?? true,
        );
      });
      // The very searcher fullFuse.search(query) would use (Fuse declares it in its types); Fuse.match
      // would build the same one, but anew for every text, which costs more than most texts' Bitap.
      const searcher = fullFuse._getSearcher(query);
      const scoreText = (id: number) => {
        const { isMatch, score } = searcher.searchIn(values.texts[id] ?? '');
        return isMatch ? score : Number.NaN;
      };
      const cutAt = ranksByScore && limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : null;
      const positions = ranker.recordsThatCanRank(candidates.ids, textFloor, scoreText, cutAt);
      // The records keep their document indexes, so Fuse breaks ties and reports refIndex as over the whole.
      const records = positions.map((position) => fullIndex.records[position]).filter((record) => record !== undefined);
      return new Fuse(documents, options, Fuse.parseIndex<T>({ keys: fullIndex.keys, records })).search(
        query,
        searchOptions,
      );
    },
  };
}
