import type { FuseIndex } from 'fuse.js';
import type { MatchBounds } from './fuzzy-match-bounds';

/** One record of a Fuse index: a document's field values as Fuse searches them. */
export type IndexRecord = FuseIndex<unknown>['records'][number];

export interface CharacterIndex {
  /**
   * The records with a field value that has, within its first `bounds.window` lower-cased
   * characters, the characters of at least m − maxErrors positions of the lower-cased pattern:
   * the only ones a fuzzy match within those bounds can come from (fuzzy-match-bounds.ts).
   * In the order of the index, so that Fuse visits them as it would over the whole index.
   */
  candidates(pattern: string, bounds: MatchBounds): IndexRecord[];
}

/** A character's postings: the field values it occurs in and where it first does. */
interface Postings {
  values: number[];
  positions: number[];
  /** The last value added, so a character repeated in one value is posted once, at its first place. */
  lastValue: number;
}

/** Every field value of a record, whether the record holds a string or keyed values, single or arrays. */
function fieldValues(record: IndexRecord): string[] {
  if (record.v !== undefined) return [record.v];
  const values: string[] = [];
  for (const entry of Object.values(record.$ ?? {})) {
    for (const sub of Array.isArray(entry) ? entry : [entry]) values.push(sub.v);
  }
  return values;
}

/**
 * Indexes, for each character, the field values whose first `maxWindow` characters hold it; built
 * once per Fuse index so that a keystroke counts shared characters instead of running Bitap on all.
 */
export function createCharacterIndex(records: readonly IndexRecord[], maxWindow: number): CharacterIndex {
  const postings = new Map<string, Postings>();
  const recordOfValue: number[] = [];
  records.forEach((record, recordPosition) => {
    for (const value of fieldValues(record)) {
      const valueId = recordOfValue.push(recordPosition) - 1;
      // Lower-cased whole, as Bitap does, since lower-casing may change a string's length.
      const lowered = value.toLowerCase();
      for (let position = 0; position < Math.min(lowered.length, maxWindow); position++) {
        const character = lowered.charAt(position);
        let list = postings.get(character);
        if (!list) {
          list = { values: [], positions: [], lastValue: -1 };
          postings.set(character, list);
        }
        if (list.lastValue === valueId) continue;
        list.lastValue = valueId;
        list.values.push(valueId);
        list.positions.push(position);
      }
    }
  });

  const shared = new Uint8Array(recordOfValue.length);
  const isCandidate = new Uint8Array(records.length);

  return {
    candidates(pattern, { maxErrors, window }) {
      if (window > maxWindow) throw new RangeError(`window ${window} exceeds the indexed ${maxWindow}`);
      const needed = pattern.length - maxErrors;
      // Pattern positions per character (UTF-16 units, as Bitap reads them): a value holding the
      // character satisfies all of them.
      const multiplicity = new Map<string, number>();
      for (let k = 0; k < pattern.length; k++) {
        const character = pattern.charAt(k);
        multiplicity.set(character, (multiplicity.get(character) ?? 0) + 1);
      }

      shared.fill(0);
      isCandidate.fill(0);
      for (const [character, count] of multiplicity) {
        const list = postings.get(character);
        if (!list) continue;
        const { values, positions } = list;
        for (let k = 0; k < values.length; k++) {
          if ((positions[k] ?? window) >= window) continue;
          const valueId = values[k] ?? 0;
          const before = shared[valueId] ?? 0;
          shared[valueId] = before + count;
          if (before < needed && before + count >= needed) isCandidate[recordOfValue[valueId] ?? 0] = 1;
        }
      }

      const result: IndexRecord[] = [];
      records.forEach((record, recordPosition) => {
        if (isCandidate[recordPosition]) result.push(record);
      });
      return result;
    },
  };
}
