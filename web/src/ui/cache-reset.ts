/**
 * Caches of server data register here so a logout can drop them without the sign-in path having
 * to load the caching library itself (the query client lives in the signed-in area's chunk).
 */
const resets = new Set<() => void>();

export function registerCacheReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetCaches(): void {
  for (const reset of resets) reset();
}
