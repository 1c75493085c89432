/**
 * Runs work for the same key one after the other within this process. Attempts on one account
 * then queue here rather than each holding a database connection while it waits for the
 * database lock: a burst of guesses cannot take the whole pool from everyone else.
 */
const tails = new Map<string, Promise<void>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => done);
  tails.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/** oneAtATime over several keys, taken in one fixed order so that two callers cannot wait on each other. */
export function oneAtATimeAll<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  return ordered.reduceRight<() => Promise<T>>((inner, key) => () => oneAtATime(key, inner), work)();
}
