import type { Tx } from '../../db/client';
import { isUniqueViolation, uniqueViolationOf } from '../../db/sql-errors';
import { notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { pageOf } from '../../platform/paging';

/**
 * Runs one administrative change of the catalogue (applications, tags, sub-systems, data
 * permissions, menus, the workbench arrangement) in a transaction; once it has committed, the
 * catalogue is announced changed, so that every instance reads its cached grants, menus and
 * applications again. A change that fails announces nothing: nothing changed.
 */
export function changeCatalogue<T>(ctx: ChangeContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(ctx, async (tx, record) => {
    const result = await change(tx);
    record({ type: 'catalogue.changed' });
    return result;
  });
}

export { isUniqueViolation, pageOf, uniqueViolationOf };

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
