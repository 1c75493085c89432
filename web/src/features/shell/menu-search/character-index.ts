import type { MatchBounds } from './fuzzy-match-bounds';
import { withLeastErrorsCounter } from './least-errors';

/** The texts that may match a pattern, with what scoreFloor needs to know of each. */
export interface TextCandidates {
  ids: number[];
  /** Per candidate: the fewest edits a match in it can have. */
  leastErrors: number[];
  /** Per candidate: where the first of the pattern's characters occurs in it. */
  firstPosition: number[];
  /** Per candidate: whether it is, lower-cased, the pattern itself. */
  isPattern: boolean[];
}

export interface CharacterIndex {
  /**
   * The texts in which a fuzzy match within the bounds may be found: those that would need no
   * more than maxErrors edits by the counts of least-errors.ts (fuzzy-match-bounds.ts has the argument).
   */
  candidates(pattern: string, bounds: MatchBounds): TextCandidates;
}

/** A character's postings: the texts it occurs in and where it first does. */
interface Postings {
  texts: number[];
  positions: number[];
  /** The last text added, so that a character repeated in a text is posted once, where it first is. */
  lastText: number;
}

/**
 * Indexes, for each character, the texts whose first `maxWindow` lower-cased characters hold it;
 * built once so that a keystroke counts shared characters instead of running Bitap on every text.
 */
export function createCharacterIndex(texts: readonly string[], maxWindow: number): CharacterIndex {
  // Lower-cased whole, as Bitap does, since lower-casing may change a string's length.
  const lowered = texts.map((text) => text.toLowerCase());
  const postings = new Map<string, Postings>();
  lowered.forEach((text, textId) => {
    const end = Math.min(text.length, maxWindow);
    for (let position = 0; position < end; position++) {
      // UTF-16 units, as Bitap reads both the pattern and the text.
      const character = text.charAt(position);
      let list = postings.get(character);
      if (!list) {
        list = { texts: [], positions: [], lastText: -1 };
        postings.set(character, list);
      }
      if (list.lastText === textId) continue;
      list.lastText = textId;
      list.texts.push(textId);
      list.positions.push(position);
    }
  });

  // Scratch for one keystroke at a time, reused to spare the garbage collector.
  const shared = new Uint16Array(texts.length);
  const firstPosition = new Uint16Array(texts.length);

  return {
    candidates(pattern, bounds) {
      const { maxErrors, window } = bounds;
      if (window > maxWindow) throw new RangeError(`window ${window} exceeds the indexed ${maxWindow}`);
      const needed = pattern.length - maxErrors;
      // Pattern positions per character: a text holding the character can serve all of them.
      const multiplicity = new Map<string, number>();
      for (let k = 0; k < pattern.length; k++) {
        const character = pattern.charAt(k);
        multiplicity.set(character, (multiplicity.get(character) ?? 0) + 1);
      }

      // First, cheaply, the texts with enough of the pattern's characters anywhere in the window…
      const roughIds: number[] = [];
      shared.fill(0);
      firstPosition.fill(maxWindow);
      for (const [character, count] of multiplicity) {
        const list = postings.get(character);
        if (!list) continue;
        const { texts: textIds, positions } = list;
        for (let k = 0; k < textIds.length; k++) {
          const position = positions[k] ?? window;
          if (position >= window) continue;
          const id = textIds[k] ?? 0;
          const before = shared[id] ?? 0;
          shared[id] = before + count;
          if (position < (firstPosition[id] ?? 0)) firstPosition[id] = position;
          if (before < needed && before + count >= needed) roughIds.push(id);
        }
      }

      // …then, of those, the ones whose closer count still allows a match.
      const result: TextCandidates = { ids: [], leastErrors: [], firstPosition: [], isPattern: [] };
      withLeastErrorsCounter(pattern, bounds, (counter) => {
        for (const id of roughIds) {
          const text = lowered[id] ?? '';
          const leastErrors = counter.leastErrors(text);
          if (leastErrors > maxErrors) continue;
          result.ids.push(id);
          result.leastErrors.push(leastErrors);
          result.firstPosition.push(firstPosition[id] ?? 0);
          result.isPattern.push(text === pattern);
        }
      });
      return result;
    },
  };
}
