/** The value at quantile q (0..1) of already sorted numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/** Waits until `count()` reaches `target`, or fails after `timeoutMs`. */
export async function waitForCount(
  count: () => number,
  target: number,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (count() < target) {
    if (Date.now() > deadline) throw new Error(`${what}: ${count()} of ${target} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
