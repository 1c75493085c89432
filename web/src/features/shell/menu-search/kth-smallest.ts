/**
 * The k-th smallest (0-based) of `values`, in linear expected time; `values` is reordered. NaN must
 * not occur. Sorting would do, but this runs on every keystroke over up to every page.
 */
export function kthSmallest(values: Float64Array, k: number): number {
  if (k < 0 || k >= values.length) throw new RangeError(`no element ${k} among ${values.length}`);
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] ?? 0;
    let left = low;
    let right = high;
    // Hoare partition: afterwards everything in [low, right] ≤ pivot ≤ everything in [left, high].
    while (left <= right) {
      while ((values[left] ?? 0) < pivot) left++;
      while ((values[right] ?? 0) > pivot) right--;
      if (left <= right) {
        const swap = values[left] ?? 0;
        values[left] = values[right] ?? 0;
        values[right] = swap;
        left++;
        right--;
      }
    }
    if (k <= right) high = right;
    else if (k >= left) low = left;
    else return values[k] ?? 0;
  }
  return values[k] ?? 0;
}
