/** One page of an already filtered and sorted list, in the `{items, totalCount}` shape of docs/api.md. */
export function pageOf<T>(items: readonly T[], skip: number, take: number): { items: T[]; totalCount: number } {
  return { items: items.slice(skip, skip + take), totalCount: items.length };
}
