import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userWarehouses, warehouses } from './organization.table';

export interface WarehouseRow {
  id: string;
  code: string;
  name: string;
}

const columns = { id: warehouses.id, code: warehouses.code, name: warehouses.name };

export async function listAllWarehouses(db: DbOrTx): Promise<WarehouseRow[]> {
  return db.select(columns).from(warehouses).orderBy(asc(warehouses.order), asc(warehouses.code));
}

export async function listWarehousesOfUser(db: DbOrTx, userId: string): Promise<WarehouseRow[]> {
  return db
    .select(columns)
    .from(userWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, userWarehouses.warehouseId))
    .where(eq(userWarehouses.userId, userId))
    .orderBy(asc(warehouses.order), asc(warehouses.code));
}

/** Replaces the user's warehouses with `warehouseIds` (known and distinct). */
export async function replaceUserWarehouses(
  db: DbOrTx,
  userId: string,
  warehouseIds: readonly string[],
): Promise<void> {
  await db.delete(userWarehouses).where(eq(userWarehouses.userId, userId));
  if (warehouseIds.length > 0) {
    await db.insert(userWarehouses).values(warehouseIds.map((warehouseId) => ({ userId, warehouseId })));
  }
}

/** The warehouses of the given users, in the warehouses' own order. */
export async function listWarehousesOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<{ userId: string; warehouseId: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userWarehouses.userId, warehouseId: userWarehouses.warehouseId })
    .from(userWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, userWarehouses.warehouseId))
    .where(inArray(userWarehouses.userId, [...userIds]))
    .orderBy(asc(warehouses.order), asc(warehouses.code));
}

/** Which of the given ids name an existing warehouse. */
export async function findExistingWarehouseIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(inArray(warehouses.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
