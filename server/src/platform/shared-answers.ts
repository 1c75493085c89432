/**
 * Answers that a route hands out again and again unchanged: values a module derived once from its
 * read caches (db/derived-cache.ts) and serves to every call until something behind them changes.
 * The answer serialiser writes the JSON of such an answer once and sends the same text after that,
 * and the text, being the same string each time, is found among the recent compressions without
 * being read through (platform/compression.ts). Marked answers are frozen, all the way down: a
 * shared value that someone changed would be sent stale, so a change throws instead.
 */
const shared = new WeakSet<object>();

/** Answers are JSON trees: no cycles to guard against. */
function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** Marks (and freezes) an answer that will be handed out unchanged to many calls. */
export function sharedAnswer<T extends object>(answer: T): T {
  freezeDeep(answer);
  shared.add(answer);
  return answer;
}

export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && shared.has(value);
}
