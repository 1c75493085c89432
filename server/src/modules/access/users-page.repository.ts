import type { LeadUserSortField } from '@workbench/contracts';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { type UserRow, userColumns } from './users.repository';
import { userRoles, users } from './users.table';

export interface UserPageQuery {
  filter?: string | undefined;
  /** The keyed hash of the filter taken as a whole card number. */
  filterCardHash?: string | undefined;
  enabled?: boolean | undefined;
  roleId?: string | undefined;
  sortField: LeadUserSortField;
  descending: boolean;
  limit: number;
  offset: number;
}

// Text is sorted without regard to case, as people read names. The user name's key is the one
// the unique index holds, so the default order reads a page straight from the index.
const SORT_KEYS: Record<LeadUserSortField, SQL> = {
  userName: sql`lower(${users.userName})`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  phoneNumber: sql`${users.phoneNumber}`,
  enabled: sql`${users.enabled}`,
  creationTime: sql`${users.createdAt}`,
};

/**
 * The free-text filter: the searched fields joined (by a character nobody types) and compared
 * with strpos, so the text is matched literally, % and _ included, with no LIKE pattern to
 * escape; one case-folding per row instead of four ILIKEs makes the full scan about half as costly.
 * A card is found only by its whole number, through its keyed hash.
 */
function textMatches(filter: string, cardHash: string | undefined): SQL {
  const searched = sql`concat_ws(chr(1), ${users.userName}, ${users.name}, ${users.email}, ${users.phoneNumber})`;
  const text = sql`strpos(lower(${searched}), lower(${filter})) > 0`;
  return cardHash ? sql`(${text} or ${users.cardHash} = ${cardHash})` : text;
}

function pageConditions(query: UserPageQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.filter) conditions.push(textMatches(query.filter, query.filterCardHash));
  if (query.enabled !== undefined) conditions.push(eq(users.enabled, query.enabled));
  if (query.roleId) {
    const members = sql`select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${query.roleId}`;
    conditions.push(sql`${users.id} in (${members})`);
  }
  return and(...conditions);
}

async function countUsers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

/**
 * One page of live users and the number of all that match; ties are broken by id so that pages
 * never overlap. Without a text filter the page comes from an index and a separate count is
 * cheap. With one, every row must be scanned anyway, so that one scan also counts (a window
 * count) instead of a second scan doing it again.
 */
export async function pageUsers(db: DbOrTx, query: UserPageQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = pageConditions(query);
  const key = SORT_KEYS[query.sortField];
  const order = [query.descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, asc(users.id)];
  if (!query.filter) {
    const [rows, total] = await readTogether(db, [
      () =>
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
      () => countUsers(db, where),
    ]);
    return { rows, total };
  }
  const counted = await db
    .select({ ...userColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const rows = counted.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the count.
  const total = counted[0]?.total ?? (query.offset > 0 ? await countUsers(db, where) : 0);
  return { rows, total };
}
