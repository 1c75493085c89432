import Fuse, { type IFuseOptions } from 'fuse.js';

/**
 * How far a fuzzy match of Fuse 7 can stray from its pattern, and how good a score it can reach,
 * so that a search may skip the field values that cannot match, or cannot rank, and still give
 * Fuse's exact results.
 *
 * The argument, from Fuse 7's Bitap (src/search/bitap/search.ts), for options with location 0,
 * ignoreLocation, case sensitivity, diacritics stripping, extended and token search all off, and
 * a lower-cased pattern of m ≤ 32 characters (one Bitap chunk):
 * - A field value matches only if some row i (the edit count, 0 ≤ i < m) sets the pattern's
 *   top bit at a start position L with score i/m + L/distance ≤ threshold. The sums are of
 *   non-negative doubles, so both i/m ≤ threshold and L/distance ≤ threshold must hold, which
 *   bounds i by maxErrors and L by maxLocation below (computed in the same floating point).
 * - Each bit Bitap sets at row i stands for an alignment of the pattern with ≤ i edits
 *   (match, substitution, pattern-character deletion, text-character insertion) against the text
 *   starting at L; it consumes at most m + i text characters, so every character it matches lies
 *   in the span [L, L + m + maxErrors), within the first `window` = maxLocation + m + maxErrors.
 *   Positions past the text's end never match a pattern character.
 * - Characters it did not match cost one edit each, so at least m − i pattern positions hold a
 *   character found in that span of the lower-cased value; each edit also breaks at most two of
 *   the pattern's bigrams, and the others appear in the span too. least-errors.ts turns both into
 *   a least i. The first matched character, at or after f (the first place any pattern character
 *   occurs), is preceded within the alignment by at most i unmatched ones, so L ≥ f − i.
 *   As distance ≥ 32 ≥ m, i/m + max(0, f − i)/distance grows with i, so the score is at least
 *   scoreFloor's for the least i.
 * - Fuse reports max(0.001, score), except 0 for a value equal to the pattern.
 * A document's score depends only on its own values (Bitap score, key weight, field norm), and Fuse
 * orders by (score, document index), so dropping documents that match nowhere changes nothing.
 */
export interface MatchBounds {
  patternLength: number;
  /** Most edits a match may have. */
  maxErrors: number;
  /** Furthest into a value a match may start. */
  maxLocation: number;
  /** A match only touches this many leading characters of a lower-cased field value. */
  window: number;
  /** Fuse's distance: a match starting L characters in adds L/distance to its score. */
  distance: number;
}

/** Fuse splits longer patterns into 32-character chunks scored by their mean, which the argument does not cover. */
export const MAX_BOUNDED_PATTERN = 32;

/** The least score Bitap reports for a match that is not the whole value (search.ts: Math.max(.001, …)). */
const LEAST_INEXACT_SCORE = 0.001;

/** The bounds for a pattern of `patternLength` characters, or null where the argument does not hold. */
export function matchBounds<T>(options: IFuseOptions<T>, patternLength: number): MatchBounds | null {
  const threshold = options.threshold ?? Fuse.config.threshold;
  const distance = options.distance ?? Fuse.config.distance;
  const supported =
    (options.location ?? Fuse.config.location) === 0 &&
    !(options.ignoreLocation ?? Fuse.config.ignoreLocation) &&
    !(options.isCaseSensitive ?? Fuse.config.isCaseSensitive) &&
    !(options.ignoreDiacritics ?? Fuse.config.ignoreDiacritics) &&
    !(options.useExtendedSearch ?? Fuse.config.useExtendedSearch) &&
    !(options.useTokenSearch ?? Fuse.config.useTokenSearch) &&
    threshold >= 0 &&
    threshold < 1 &&
    distance >= MAX_BOUNDED_PATTERN;
  if (!supported || patternLength < 1 || patternLength > MAX_BOUNDED_PATTERN) return null;

  let maxErrors = 0;
  while (maxErrors + 1 < patternLength && (maxErrors + 1) / patternLength <= threshold) maxErrors++;
  // Start from the real quotient and settle it against Fuse's own division, both ways.
  let maxLocation = Math.max(0, Math.floor(threshold * distance));
  while (maxLocation > 0 && maxLocation / distance > threshold) maxLocation--;
  while ((maxLocation + 1) / distance <= threshold) maxLocation++;
  return { patternLength, maxErrors, maxLocation, window: maxLocation + patternLength + maxErrors, distance };
}

/**
 * The least score Bitap can give a value in which a match needs at least `errors` edits, whose first
 * character of the pattern is at `firstPosition`, and which is or is not the pattern itself.
 */
export function scoreFloor(bounds: MatchBounds, errors: number, firstPosition: number, isPattern: boolean): number {
  if (isPattern) return 0;
  const floor = errors / bounds.patternLength + Math.max(0, firstPosition - errors) / bounds.distance;
  // A match scores at most the threshold (< 1), so 1 bounds it too and keeps each factor of a
  // document's floor at most 1, like the factor 1 a value that does not match adds to its score.
  return Math.min(1, Math.max(LEAST_INEXACT_SCORE, floor));
}
