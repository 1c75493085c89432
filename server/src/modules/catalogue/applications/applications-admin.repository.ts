import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { menus } from '../menus/menus.table';
import type { ApplicationRow } from './applications.repository';
import { applications, dbInstances, tags } from './applications.table';

export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationFieldValues = Omit<NewApplicationRow, 'id' | 'order' | 'createdAt'>;

/** An application with what its admin list shows beside it. */
export interface ApplicationAdminRow extends ApplicationRow {
  tagName: string | null;
  dbInstanceCount: number;
  menuCount: number;
}

const adminColumns = {
  ...getTableColumns(applications),
  tagName: tags.tagName,
  dbInstanceCount: sql<number>`(select count(*)::int from ${dbInstances} where ${dbInstances.applicationId} = ${applications.id})`,
  menuCount: sql<number>`(select count(*)::int from ${menus} where ${menus.applicationId} = ${applications.id})`,
};

function selectAdminRows(db: DbOrTx, where?: SQL) {
  return db
    .select(adminColumns)
    .from(applications)
    .leftJoin(tags, eq(tags.id, applications.specialLeadTagId))
    .where(where)
    .orderBy(asc(applications.order), asc(applications.displayName));
}

/** Every application with its tag's name and counts, in workbench order. */
export async function listApplicationAdminRows(db: DbOrTx): Promise<ApplicationAdminRow[]> {
  return selectAdminRows(db);
}

export async function findApplicationAdminRows(db: DbOrTx, ids: readonly string[]): Promise<ApplicationAdminRow[]> {
  if (ids.length === 0) return [];
  return selectAdminRows(db, inArray(applications.id, [...ids]));
}

/** The id of the application with exactly this display name, if any. */
export async function findApplicationIdByName(db: DbOrTx, displayName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.displayName, displayName))
    .limit(1);
  return row?.id;
}

/** One past the last place on the workbench, so a new application goes last. */
export async function nextApplicationOrder(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${applications.order}) + 1, 0)::int` })
    .from(applications);
  return row?.next ?? 0;
}

export async function insertApplication(
  db: DbOrTx,
  values: ApplicationFieldValues & { order: number },
): Promise<string> {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  if (!row) throw new Error('insert into applications returned no row');
  return row.id;
}

export async function updateApplication(db: DbOrTx, id: string, values: Partial<NewApplicationRow>): Promise<void> {
  await db.update(applications).set(values).where(eq(applications.id, id));
}

/** Deletes applications; their sub-systems, menus, files, favourites and role grants go with them (FK cascades). */
export async function deleteApplications(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(applications)
    .where(inArray(applications.id, [...ids]))
    .returning({ id: applications.id });
  return rows.length;
}

/** Row-locks an application so that changes below it (menu codes, sub-system codes) are checked one at a time. */
export async function lockApplication(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id)).for('update');
  return rows.length > 0;
}

/** Every application's id, tag and place: what the workbench arrangement changes. */
export async function listApplicationPlacements(
  db: DbOrTx,
): Promise<Pick<ApplicationRow, 'id' | 'displayName' | 'specialLeadTagId' | 'order'>[]> {
  return db
    .select({
      id: applications.id,
      displayName: applications.displayName,
      specialLeadTagId: applications.specialLeadTagId,
      order: applications.order,
    })
    .from(applications)
    .orderBy(asc(applications.order), asc(applications.displayName), asc(applications.id));
}
