import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { applications, dataPermissions, dbInstances } from '../modules/catalogue/applications/applications.table';
import { maintenanceEquipment, maintenanceRecords } from '../modules/maintenance/maintenance.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { DEMO_MAINTENANCE_DATA } from './demo-maintenance';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo Maintenance application's areas as they are in this database (an administrator may have removed some). */
async function findAreaTargets(db: DbOrTx) {
  const maintenance = DEMO_APPLICATIONS.find((app) => app.key === 'MNT');
  if (!maintenance) return [];
  return db
    .select({
      dbInstanceId: dbInstances.id,
      plantCode: dbInstances.code,
      dataPermissionId: dataPermissions.id,
      dataPermissionCode: dataPermissions.code,
    })
    .from(dbInstances)
    .innerJoin(applications, eq(applications.id, dbInstances.applicationId))
    .innerJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(
      and(
        eq(applications.displayName, maintenance.displayName),
        inArray(dbInstances.code, Object.keys(DEMO_MAINTENANCE_DATA)),
      ),
    );
}

/**
 * Equipment and maintenance records of the demo Maintenance application. Rows already there (same
 * equipment or record number) are left alone, so running it twice adds nothing.
 */
export async function insertDemoMaintenance(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const equipment: (typeof maintenanceEquipment.$inferInsert)[] = [];
  const records: (typeof maintenanceRecords.$inferInsert)[] = [];
  for (const target of await findAreaTargets(db)) {
    const area = DEMO_MAINTENANCE_DATA[target.plantCode]?.[target.dataPermissionCode];
    if (!area) continue;
    const scope = { dbInstanceId: target.dbInstanceId, dataPermissionId: target.dataPermissionId };
    for (const { names, sinceHours, lastServiceInDays, nextServiceInDays, ...fields } of area.equipment) {
      equipment.push({
        ...scope,
        ...fields,
        nameZh: names[0],
        nameEn: names[1],
        nameDe: names[2],
        since: new Date(now.getTime() - sinceHours * HOUR_MS),
        lastServiceDate: day(lastServiceInDays),
        nextServiceDate: day(nextServiceInDays),
      });
    }
    for (const { titles, dueInDays, ...fields } of area.records) {
      records.push({
        ...scope,
        ...fields,
        titleZh: titles[0],
        titleEn: titles[1],
        titleDe: titles[2],
        dueDate: day(dueInDays),
      });
    }
  }
  if (equipment.length > 0) await db.insert(maintenanceEquipment).values(equipment).onConflictDoNothing();
  if (records.length > 0) await db.insert(maintenanceRecords).values(records).onConflictDoNothing();
}

/**
 * For a demo database created before the maintenance tables existed: adds their rows once, and
 * turns the Maintenance application, then embedded by address, into the sys.json sub-application
 * that now serves its pages (left alone if an administrator has changed its address).
 */
export async function seedDemoMaintenance(db: Db): Promise<void> {
  const [any] = await db.select({ id: maintenanceEquipment.id }).from(maintenanceEquipment).limit(1);
  if (any) return;
  const maintenance = DEMO_APPLICATIONS.find((app) => app.key === 'MNT');
  await db.transaction(async (tx) => {
    if (maintenance) {
      await tx
        .update(applications)
        .set({ integrationMethod: maintenance.integrationMethod })
        .where(
          and(
            eq(applications.displayName, maintenance.displayName),
            eq(applications.applicationUrl, maintenance.applicationUrl),
          ),
        );
    }
    await insertDemoMaintenance(tx);
  });
}
