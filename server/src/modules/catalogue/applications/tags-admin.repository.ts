import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { TagRow } from './applications.repository';
import { applications, tags } from './applications.table';

export async function findTags(db: DbOrTx, ids: readonly string[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tags)
    .where(inArray(tags.id, [...ids]))
    .orderBy(asc(tags.order), asc(tags.tagName));
}

export async function findTagIdByName(db: DbOrTx, tagName: string): Promise<string | undefined> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.tagName, tagName)).limit(1);
  return row?.id;
}

/** Every tag in drawer order: what the workbench arrangement changes. */
export async function listAllTags(db: DbOrTx): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(asc(tags.order), asc(tags.tagName), asc(tags.id));
}

/** One past the last tag filter, so a new tag goes last. */
export async function nextTagOrder(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${tags.order}) + 1, 0)::int` }).from(tags);
  return row?.next ?? 0;
}

export async function insertTag(db: DbOrTx, values: { tagName: string; order: number }): Promise<string> {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  if (!row) throw new Error('insert into tags returned no row');
  return row.id;
}

export async function updateTag(db: DbOrTx, id: string, values: { tagName?: string; order?: number }): Promise<void> {
  await db.update(tags).set(values).where(eq(tags.id, id));
}

/** The ids of the applications filed under each of the tags. */
export async function listApplicationIdsOfTags(db: DbOrTx, tagIds: readonly string[]): Promise<Map<string, string[]>> {
  const byTag = new Map<string, string[]>();
  if (tagIds.length === 0) return byTag;
  const rows = await db
    .select({ id: applications.id, tagId: applications.specialLeadTagId })
    .from(applications)
    .where(inArray(applications.specialLeadTagId, [...tagIds]));
  for (const row of rows) {
    if (row.tagId) byTag.set(row.tagId, [...(byTag.get(row.tagId) ?? []), row.id]);
  }
  return byTag;
}

/** Deletes tags; their applications become untagged (the FK sets special_lead_tag_id to null). */
export async function deleteTags(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(tags)
    .where(inArray(tags.id, [...ids]))
    .returning({ id: tags.id });
  return rows.length;
}
