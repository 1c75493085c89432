import { asc, eq } from 'drizzle-orm';
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
