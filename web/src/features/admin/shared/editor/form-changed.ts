/**
 * A value as the comparison sees it: object keys in one order, and no key that holds nothing, so
 * that a field the form registered without a value is no change.
 */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value instanceof Set) return [...value].map(normalized).sort();
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, normalized(item)]);
    return Object.fromEntries(entries);
  }
  return value;
}

/** Whether two form states differ in anything a user could have typed or chosen. */
export function valuesDiffer(before: unknown, after: unknown): boolean {
  return JSON.stringify(normalized(before)) !== JSON.stringify(normalized(after));
}
