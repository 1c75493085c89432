import type { Db, Tx } from '../../db/client';
import { catalogueGeneration } from '../../db/read-cache';
import { isUniqueViolation, uniqueViolationOf } from '../../db/sql-errors';
import { notFound } from '../../platform/errors';
import { isUuid } from '../roles/grants.service';

/**
 * Runs one administrative change of the catalogue (applications, tags, sub-systems, data
 * permissions, menus) in a transaction, then marks every cached read of the catalogue stale.
 * The repositories bump the generation after each statement too, but a side-menu read that slips
 * in between such a bump and the commit would cache the old rows under the new generation; the
 * bump after the commit makes sure the next load of every user re-reads what was committed.
 */
export async function changeCatalogue<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } finally {
    catalogueGeneration.bump();
  }
}

export { isUniqueViolation, uniqueViolationOf };

/**
 * The distinct ids of a batch call, after checking each names something: `found` holds the ids
 * that exist. One unknown (or malformed) id fails the whole batch with a 404, before anything
 * is changed, so a batch is all or nothing.
 */
export function requireAllFound(ids: readonly string[], found: ReadonlySet<string>, messageKey: string): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.some((id) => !isUuid(id) || !found.has(id))) throw notFound(messageKey);
  return distinct;
}

/** The well-formed ids of a request: the only ones worth asking the database about. */
export function uuidsOf(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => isUuid(id)))];
}

/**
 * Case-insensitive "contains" for admin list filters. Lists of applications, sub-systems and
 * menus are short, so they are filtered here: JavaScript's locale-aware lower-casing folds "Ä"
 * and "ä", which a C-collated database does not.
 */
export function matchesFilter(filter: string | undefined, ...texts: string[]): boolean {
  const needle = filter?.trim().toLocaleLowerCase() ?? '';
  return needle === '' || texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** Sorts names the way people read them (Chinese by pinyin, Latin letters alphabetically, numbers by value). */
export const nameCollator = new Intl.Collator('zh-Hans', { numeric: true, sensitivity: 'base' });

/** One page of an already filtered and sorted list. */
export function pageOf<T>(items: readonly T[], skip: number, take: number): { items: T[]; totalCount: number } {
  return { items: items.slice(skip, skip + take), totalCount: items.length };
}
