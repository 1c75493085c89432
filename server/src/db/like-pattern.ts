/** A LIKE pattern for "contains": a typed % or _ (and backslash, PostgreSQL's escape) matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
