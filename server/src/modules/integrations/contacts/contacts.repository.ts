import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { likePattern } from '../../../db/like-pattern';
import { readTogether } from '../../../db/read-together';
import { integrationContacts } from './contacts.table';

export type ContactRow = typeof integrationContacts.$inferSelect;
export type ContactValues = Pick<
  typeof integrationContacts.$inferInsert,
  'name' | 'email' | 'phone' | 'mentionId' | 'language' | 'groups' | 'userId'
>;

export interface ContactPageQuery {
  filter?: string | undefined;
  group?: string | undefined;
  sortColumn: 'name' | 'creationTime';
  descending: boolean;
  limit: number;
  offset: number;
}

export async function insertContacts(db: DbOrTx, values: readonly ContactValues[]): Promise<ContactRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(integrationContacts)
    .values([...values])
    .returning();
}

export async function updateContact(
  db: DbOrTx,
  id: string,
  values: Partial<ContactValues>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(integrationContacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(integrationContacts.id, id))
    .returning();
  return row;
}

export async function findContacts(db: DbOrTx, ids: readonly string[], forUpdate = false): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(integrationContacts)
    .where(inArray(integrationContacts.id, [...ids]));
  return forUpdate ? query.for('update') : query;
}

/** The contacts imported from these users, locked: an import refreshes them instead of adding twins. */
export async function findContactsOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<ContactRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(integrationContacts)
    .where(inArray(integrationContacts.userId, [...userIds]))
    .for('update');
}

/** Contacts with one of these e-mail addresses (any case), for an import that matches by address. */
export async function findContactsByEmail(db: DbOrTx, emails: readonly string[]): Promise<ContactRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(integrationContacts)
    .where(
      and(
        isNotNull(integrationContacts.email),
        inArray(
          sql`lower(${integrationContacts.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    )
    .for('update');
}

export async function deleteContacts(db: DbOrTx, ids: readonly string[]): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(integrationContacts)
    .where(inArray(integrationContacts.id, [...ids]))
    .returning();
}

export async function pageContacts(
  db: DbOrTx,
  query: ContactPageQuery,
): Promise<{ rows: ContactRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.filter) {
    const pattern = likePattern(query.filter);
    conditions.push(
      or(
        ilike(integrationContacts.name, pattern),
        ilike(integrationContacts.email, pattern),
        ilike(integrationContacts.phone, pattern),
      ),
    );
  }
  if (query.group) conditions.push(sql`${integrationContacts.groups} @> array[${query.group}]::text[]`);
  const where = and(...conditions);
  const direction = query.descending ? desc : asc;
  const order =
    query.sortColumn === 'creationTime'
      ? direction(integrationContacts.createdAt)
      : direction(sql`lower(${integrationContacts.name})`);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(integrationContacts)
        .where(where)
        .orderBy(order, asc(integrationContacts.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(integrationContacts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every contact, by name: the whole address book for an export. */
export function listAllContacts(db: DbOrTx): Promise<ContactRow[]> {
  return db
    .select()
    .from(integrationContacts)
    .orderBy(sql`lower(${integrationContacts.name})`, asc(integrationContacts.id));
}

/** The groups (names carried by contacts) with how many contacts carry each. */
export async function listContactGroups(db: DbOrTx): Promise<{ name: string; memberCount: number }[]> {
  const group = sql<string>`unnest(${integrationContacts.groups})`;
  const rows = await db
    .select({ name: group.as('group_name'), memberCount: sql<number>`count(*)::int` })
    .from(integrationContacts)
    .groupBy(sql`group_name`)
    .orderBy(sql`group_name`);
  return rows;
}

/** The contacts carrying a group's name, by name. */
export function listContactsInGroup(db: DbOrTx, group: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(integrationContacts)
    .where(sql`${integrationContacts.groups} @> array[${group}]::text[]`)
    .orderBy(sql`lower(${integrationContacts.name})`, asc(integrationContacts.id));
}
