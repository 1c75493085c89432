import type { FuseIndex, IFuseOptions } from 'fuse.js';

/**
 * The field values of a Fuse index laid out for a keystroke's scan: each distinct text once (menus
 * repeat titles, and Bitap's verdict depends on the text alone), and per record its values in the
 * order Fuse scores them, with the exponent Fuse raises each value's Bitap score to.
 */
export interface RecordValues {
  /** Distinct field values. */
  texts: string[];
  /** Record r's values are positions recordStart[r] to recordStart[r + 1] − 1 below. */
  recordStart: Int32Array;
  /** Which text each value is. */
  valueText: Int32Array;
  /** Key weight (normalised over all keys) × field norm, as in Fuse's computeScoreSingle. */
  valueExponent: Float64Array;
  /** Whether the value belongs to a key: Fuse lifts a perfect score of 0 to Number.EPSILON only then. */
  valueKeyed: Uint8Array;
  /** The records holding text t are textRecords[textRecordStart[t]] to textRecords[textRecordStart[t + 1] − 1]. */
  textRecordStart: Int32Array;
  textRecords: Int32Array;
}

export function collectRecordValues<T>(index: FuseIndex<T>, options: IFuseOptions<T>): RecordValues {
  // Fuse's KeyStore divides each weight by their sum; the index keys carry the raw weights.
  const totalWeight = index.keys.reduce((sum, key) => sum + key.weight, 0);
  const ignoreFieldNorm = options.ignoreFieldNorm ?? false;
  const textId = new Map<string, number>();
  const texts: string[] = [];
  const recordStart: number[] = [];
  const valueText: number[] = [];
  const valueExponent: number[] = [];
  const valueKeyed: number[] = [];

  const add = (text: string, norm: number, weight: number | null) => {
    let id = textId.get(text);
    if (id === undefined) {
      id = texts.push(text) - 1;
      textId.set(text, id);
    }
    valueText.push(id);
    valueExponent.push((weight || 1) * (ignoreFieldNorm ? 1 : norm));
    valueKeyed.push(weight ? 1 : 0);
  };

  for (const record of index.records) {
    recordStart.push(valueText.length);
    if (record.v !== undefined) add(record.v, record.n ?? 1, null);
    // In key order, then array order: the order in which Fuse multiplies the values' scores.
    index.keys.forEach((key, keyIndex) => {
      const entry = record.$?.[keyIndex];
      if (!entry) return;
      for (const sub of Array.isArray(entry) ? entry : [entry]) add(sub.v, sub.n, key.weight / totalWeight);
    });
  }
  recordStart.push(valueText.length);

  // The inverse, so that a keystroke visits only the records of the texts that may match.
  const textRecordStart = new Int32Array(texts.length + 1);
  const textRecords = new Int32Array(valueText.length);
  for (const textId of valueText) textRecordStart[textId + 1] = (textRecordStart[textId + 1] ?? 0) + 1;
  for (let textId = 0; textId < texts.length; textId++) {
    textRecordStart[textId + 1] = (textRecordStart[textId + 1] ?? 0) + (textRecordStart[textId] ?? 0);
  }
  const filled = textRecordStart.slice(0, texts.length);
  for (let record = 0; record + 1 < recordStart.length; record++) {
    for (let value = recordStart[record] ?? 0; value < (recordStart[record + 1] ?? 0); value++) {
      const textId = valueText[value] ?? 0;
      textRecords[filled[textId] ?? 0] = record;
      filled[textId] = (filled[textId] ?? 0) + 1;
    }
  }

  return {
    texts,
    recordStart: Int32Array.from(recordStart),
    valueText: Int32Array.from(valueText),
    valueExponent: Float64Array.from(valueExponent),
    valueKeyed: Uint8Array.from(valueKeyed),
    textRecordStart,
    textRecords,
  };
}
