import type { MatchBounds } from './fuzzy-match-bounds';

/** Fuse's Bitap takes at most 32 characters; the tables below are sized for that. */
const MAX_PATTERN_UNITS = 32;

/** Per UTF-16 unit, which of the current pattern's distinct units it is, or −1. Reset after each use. */
const slotOfUnit = new Int8Array(0x10000).fill(-1);
const slotMultiplicity = new Uint8Array(MAX_PATTERN_UNITS);
const slotsInSpan = new Uint8Array(MAX_PATTERN_UNITS);
/** Per pair of slots, how many of the pattern's bigram positions are that pair. */
const bigramMultiplicity = new Uint8Array(MAX_PATTERN_UNITS * MAX_PATTERN_UNITS);
/** Per pair of slots, the last text it was counted for, so that each counts once per text. */
const bigramSeen = new Uint32Array(MAX_PATTERN_UNITS * MAX_PATTERN_UNITS);
let textStamp = 0;

export interface LeastErrorsCounter {
  /**
   * The fewest edits a Bitap match of the pattern in this lower-cased text can have, never more than
   * the truth (fuzzy-match-bounds.ts): every character a match keeps lies in one span of
   * m + maxErrors starting by maxLocation, so at least m − (most pattern positions one such span
   * serves) are edited; and each edit breaks at most two of the pattern's m − 1 bigrams, while the
   * ones kept appear within the window, so at least (m − 1 − bigram positions found) / 2 are.
   */
  leastErrors(text: string): number;
}

/**
 * Runs `use` with a counter for one lower-cased pattern of at most 32 UTF-16 units; the tables are
 * shared, so counters must not nest, which the synchronous callback guarantees.
 */
export function withLeastErrorsCounter<T>(
  pattern: string,
  bounds: MatchBounds,
  use: (counter: LeastErrorsCounter) => T,
): T {
  if (pattern.length > MAX_PATTERN_UNITS) throw new RangeError(`pattern longer than ${MAX_PATTERN_UNITS}`);
  const units: number[] = [];
  for (let k = 0; k < pattern.length; k++) {
    const unit = pattern.charCodeAt(k);
    let slot = slotOfUnit[unit] ?? -1;
    if (slot < 0) {
      slot = units.push(unit) - 1;
      slotOfUnit[unit] = slot;
      slotMultiplicity[slot] = 0;
    }
    slotMultiplicity[slot] = (slotMultiplicity[slot] ?? 0) + 1;
  }
  bigramMultiplicity.fill(0);
  for (let k = 0; k + 1 < pattern.length; k++) {
    const pair = bigramOf(pattern, k);
    bigramMultiplicity[pair] = (bigramMultiplicity[pair] ?? 0) + 1;
  }
  try {
    return use({ leastErrors: (text) => countLeastErrors(text, pattern.length, bounds) });
  } finally {
    for (const unit of units) slotOfUnit[unit] = -1;
  }
}

/** The pair of slots at positions k and k + 1, or −1 when either is not in the pattern. */
function bigramOf(text: string, k: number): number {
  const first = slotOfUnit[text.charCodeAt(k)] ?? -1;
  const second = slotOfUnit[text.charCodeAt(k + 1)] ?? -1;
  return first < 0 || second < 0 ? -1 : first * MAX_PATTERN_UNITS + second;
}

let served = 0;
/** Moves one unit into (+1) or out of (−1) the span, keeping `served` (pattern positions served) up to date. */
function shift(text: string, position: number, delta: 1 | -1) {
  const slot = slotOfUnit[text.charCodeAt(position)] ?? -1;
  if (slot < 0) return;
  const before = slotsInSpan[slot] ?? 0;
  slotsInSpan[slot] = before + delta;
  if (before === 0 && delta > 0) served += slotMultiplicity[slot] ?? 0;
  else if (before === 1 && delta < 0) served -= slotMultiplicity[slot] ?? 0;
}

function countLeastErrors(text: string, patternLength: number, { maxErrors, maxLocation, window }: MatchBounds) {
  const spanLength = patternLength + maxErrors;
  slotsInSpan.fill(0);
  served = 0;
  for (let position = 0; position < Math.min(spanLength, text.length); position++) shift(text, position, 1);
  let mostServed = served;
  for (let start = 1; start <= Math.min(maxLocation, text.length - 1) && mostServed < patternLength; start++) {
    shift(text, start - 1, -1);
    if (start + spanLength - 1 < text.length) shift(text, start + spanLength - 1, 1);
    mostServed = Math.max(mostServed, served);
  }

  // Bigrams can only tell more than the span when even finding none of them would.
  if (Math.ceil((patternLength - 1) / 2) <= patternLength - mostServed) return patternLength - mostServed;
  if (++textStamp === 0xffffffff) {
    bigramSeen.fill(0);
    textStamp = 1;
  }
  let bigramsFound = 0;
  for (let k = 0; k + 1 < Math.min(text.length, window); k++) {
    const pair = bigramOf(text, k);
    if (pair < 0 || bigramSeen[pair] === textStamp) continue;
    bigramSeen[pair] = textStamp;
    bigramsFound += bigramMultiplicity[pair] ?? 0;
  }
  return Math.max(patternLength - mostServed, Math.ceil((patternLength - 1 - bigramsFound) / 2));
}
