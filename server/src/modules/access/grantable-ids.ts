import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { listAllApplicationAndDataPermissionIds } from '../catalogue/applications/applications.service';
import { listAllMenuIds } from '../catalogue/menus/menus.service';
import type { GrantRow } from './grants.repository';

// Read on every permission-checked call of an administrator; dropped when the catalogue changes
// (access.cache-events.ts): every application, menu and data permission write publishes it.
const allGrantableCache = new ReadCache<GrantRow[]>();
export const grantableCaches = [allGrantableCache] as const;

/** Every application, menu and data permission id: what an administrator is granted. */
export function listAllGrantableIds(db: DbOrTx): Promise<GrantRow[]> {
  return allGrantableCache.read(db, 'all', () => selectAllGrantableIds(db));
}

async function selectAllGrantableIds(db: DbOrTx): Promise<GrantRow[]> {
  // One after the other: inside a transaction they share one connection.
  const { applicationIds, dataPermissionIds } = await listAllApplicationAndDataPermissionIds(db);
  const menuIds = await listAllMenuIds(db);
  return [
    ...applicationIds.map((value): GrantRow => ({ kind: 'application', value })),
    ...menuIds.map((value): GrantRow => ({ kind: 'menu', value })),
    ...dataPermissionIds.map((value): GrantRow => ({ kind: 'dataPermission', value })),
  ];
}
