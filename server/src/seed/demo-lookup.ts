import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications, dataPermissions, dbInstances } from '../modules/catalogue/applications/applications.table';
import { menus } from '../modules/catalogue/menus/menus.table';
import { DEMO_APPLICATIONS, type DemoAppKey } from './demo-catalogue';

/**
 * Finds demo records by the names and codes they are known by: their ids are random per
 * database, so tests and tools that talk about "WMS, Suzhou, the stock list" look them up here.
 */
export interface DemoLookup {
  applicationId(app: DemoAppKey): Promise<string>;
  dbInstanceId(app: DemoAppKey, plantCode: string): Promise<string>;
  dataPermissionId(app: DemoAppKey, plantCode: string, code: string): Promise<string>;
  menuId(menuCode: string): Promise<string>;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo plant has no ${what}`);
  return value;
}

export function demoLookup(db: DbOrTx): DemoLookup {
  const applicationId = async (app: DemoAppKey) => {
    const displayName = required(
      DEMO_APPLICATIONS.find((candidate) => candidate.key === app),
      app,
    ).displayName;
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.displayName, displayName));
    return required(row, `application ${app}`).id;
  };
  const dbInstanceId = async (app: DemoAppKey, plantCode: string) => {
    const [row] = await db
      .select({ id: dbInstances.id })
      .from(dbInstances)
      .where(and(eq(dbInstances.applicationId, await applicationId(app)), eq(dbInstances.code, plantCode)));
    return required(row, `sub-system ${app}/${plantCode}`).id;
  };
  return {
    applicationId,
    dbInstanceId,
    async dataPermissionId(app, plantCode, code) {
      const [row] = await db
        .select({ id: dataPermissions.id })
        .from(dataPermissions)
        .where(
          and(eq(dataPermissions.dbInstanceId, await dbInstanceId(app, plantCode)), eq(dataPermissions.code, code)),
        );
      return required(row, `data permission ${code}`).id;
    },
    async menuId(menuCode) {
      const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.menuCode, menuCode));
      return required(row, `menu ${menuCode}`).id;
    },
  };
}
