import { kthSmallest } from './kth-smallest';
import type { RecordValues } from './record-values';

/*
 * Slack on every comparison of scores below. Estimates repeat Fuse's computeScoreSingle operation
 * for operation, and floors are summed as logarithms; both are right up to rounding (relative
 * errors near 1e-13 at worst), and the slack keeps every cut on the safe side of such errors many
 * times over, at the price of letting Fuse see a few more records.
 */
const SLACK = 1 + 1e-9;
const LOG_SLACK = Math.log(SLACK);
const LOG_EPSILON = Math.log(Number.EPSILON);

export interface RecordRanker {
  /**
   * Positions, in index order, of the records that match and, when only the best `limit` are
   * wanted, could be among them. `textFloor` holds per text the least score Bitap could give it
   * (NaN where it cannot match at all; `candidateTexts` lists the others); `scoreText` gives the
   * score Bitap does give (NaN for no match) and is asked only for texts that matter, each once.
   */
  recordsThatCanRank(
    candidateTexts: readonly number[],
    textFloor: Float64Array,
    scoreText: (textId: number) => number,
    limit: number | null,
  ): number[];
}

/**
 * Fuse ranks by score, ties going to the earlier document, and a record's score is the product over
 * its matching values of (value score)^(key weight × field norm), each factor at most 1. So a record
 * cannot be in the answer when even its floor (every possible value matching as well as it could)
 * is worse than the `limit`-th best score found; nor when `limit` earlier records had values
 * matching with the very same Bitap scores and exponents, since Fuse computes the very same score
 * from the very same numbers for them (whatever the estimate's rounding). Records are scored in
 * rounds of rising floor until the floor passes that cut; Fuse then scores and orders the survivors.
 */
export function createRecordRanker(values: RecordValues): RecordRanker {
  const { texts, recordStart, valueText, valueExponent, valueKeyed, textRecordStart, textRecords } = values;
  const recordCount = recordStart.length - 1;
  // Scratch for one search at a time.
  const textLogFloor = new Float64Array(texts.length);
  const textScore = new Float64Array(texts.length);
  const textScored = new Uint8Array(texts.length);
  const recordTouched = new Uint8Array(recordCount);
  const textScoreKey: string[] = [];
  // Few distinct exponents (keys × field norms), so their keys are shared.
  const keyOfExponent = new Map<number, string>();
  const exponentKey = Array.from(valueExponent, (exponent) => {
    let key = keyOfExponent.get(exponent);
    if (key === undefined) {
      key = `^${exponent} `;
      keyOfExponent.set(exponent, key);
    }
    return key;
  });

  /** As computeScoreSingle; Math.pow, not **, because that is what Fuse calls. */
  const factor = (score: number, value: number) =>
    // Fuse lifts a perfect 0 to EPSILON so that it does not wipe out the other keys.
    (score === 0 && valueKeyed[value] ? Number.EPSILON : score) ** (valueExponent[value] ?? 1);

  /** The logarithm of the least score the record could get, from its values' floors. */
  const logFloorOf = (record: number, textFloor: Float64Array) => {
    let logFloor = 0;
    for (let value = recordStart[record] ?? 0; value < (recordStart[record + 1] ?? 0); value++) {
      const textId = valueText[value] ?? 0;
      const floor = textFloor[textId] ?? Number.NaN;
      if (Number.isNaN(floor)) continue;
      const logBase = floor === 0 && valueKeyed[value] ? LOG_EPSILON : (textLogFloor[textId] ?? 0);
      logFloor += (valueExponent[value] ?? 1) * logBase;
    }
    return logFloor;
  };

  /** The record's score as Fuse computes it, NaN for no match. */
  const scoreRecord = (record: number, textFloor: Float64Array, scoreText: (textId: number) => number) => {
    let estimate = Number.NaN;
    for (let value = recordStart[record] ?? 0; value < (recordStart[record + 1] ?? 0); value++) {
      const textId = valueText[value] ?? 0;
      if (Number.isNaN(textFloor[textId] ?? Number.NaN)) continue;
      if (!textScored[textId]) {
        textScored[textId] = 1;
        textScore[textId] = scoreText(textId);
        textScoreKey[textId] = `${textScore[textId]}`;
      }
      const valueScore = textScore[textId] ?? Number.NaN;
      if (Number.isNaN(valueScore)) continue;
      estimate = (Number.isNaN(estimate) ? 1 : estimate) * factor(valueScore, value);
    }
    return estimate;
  };

  /** The numbers Fuse computes the record's score from, in order: each matching value's score and exponent. */
  const signatureOf = (record: number) => {
    let signature = '';
    for (let value = recordStart[record] ?? 0; value < (recordStart[record + 1] ?? 0); value++) {
      const textId = valueText[value] ?? 0;
      // Only texts scored for this search can have matched; the others are known not to.
      if (textScored[textId] && !Number.isNaN(textScore[textId] ?? Number.NaN)) {
        signature += `${textScoreKey[textId]}${exponentKey[value]}`;
      }
    }
    return signature;
  };

  return {
    recordsThatCanRank(candidateTexts, textFloor, scoreText, limit) {
      textScored.fill(0);
      recordTouched.fill(0);
      for (const textId of candidateTexts) {
        textLogFloor[textId] = Math.log(textFloor[textId] ?? 1);
        for (let k = textRecordStart[textId] ?? 0; k < (textRecordStart[textId + 1] ?? 0); k++) {
          recordTouched[textRecords[k] ?? 0] = 1;
        }
      }
      // The records some value of which can match, in index order, with the logarithms of their floors.
      const candidates: number[] = [];
      const logFloors: number[] = [];
      for (let record = 0; record < recordCount; record++) {
        if (!recordTouched[record]) continue;
        candidates.push(record);
        logFloors.push(logFloorOf(record, textFloor));
      }

      const estimates = new Float64Array(candidates.length).fill(Number.NaN);
      const scored = new Uint8Array(candidates.length);
      const found: number[] = [];
      const scoreUpTo = (bar: number) => {
        for (let k = 0; k < candidates.length; k++) {
          if (scored[k] || (logFloors[k] ?? 0) > bar) continue;
          scored[k] = 1;
          const estimate = scoreRecord(candidates[k] ?? 0, textFloor, scoreText);
          estimates[k] = estimate;
          if (!Number.isNaN(estimate)) found.push(estimate);
        }
      };
      const survivors = (cut: number) => {
        const positions: number[] = [];
        const earlierWithSignature = new Map<string, number>();
        estimates.forEach((estimate, k) => {
          if (Number.isNaN(estimate) || estimate > cut) return;
          const signature = signatureOf(candidates[k] ?? 0);
          const earlier = earlierWithSignature.get(signature) ?? 0;
          earlierWithSignature.set(signature, earlier + 1);
          if (limit === null || earlier < limit) positions.push(candidates[k] ?? 0);
        });
        return positions;
      };

      if (limit === null || candidates.length <= limit) {
        scoreUpTo(Number.POSITIVE_INFINITY);
        return survivors(Number.POSITIVE_INFINITY);
      }
      let reach = limit - 1;
      let bar = kthSmallest(Float64Array.from(logFloors), reach);
      for (;;) {
        scoreUpTo(bar);
        if (found.length >= limit) {
          // Every record not scored yet has a floor above `bar`, so above the cut: it cannot rank.
          const cut = kthSmallest(Float64Array.from(found), limit - 1) * SLACK;
          if (Math.log(cut) + LOG_SLACK <= bar) return survivors(cut);
          bar = Math.log(cut) + LOG_SLACK;
        } else if (reach >= candidates.length - 1) {
          return survivors(Number.POSITIVE_INFINITY);
        } else {
          // Too few matches so far: reach further up the floors, twice as far each time.
          reach = Math.min(candidates.length - 1, 2 * reach + 1);
          bar = kthSmallest(Float64Array.from(logFloors), reach);
        }
      }
    },
  };
}
