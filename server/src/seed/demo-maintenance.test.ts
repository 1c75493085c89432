import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app, useDemoPlant } from '../../test/demo-plant';
import { describeWithDb } from '../../test/helper';
import { rowsPerDataPermission } from '../../test/rows-per-data-permission';
import { applications } from '../modules/catalogue/applications/applications.table';
import { maintenanceEquipment, maintenanceRecords } from '../modules/maintenance/maintenance.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { DEMO_MAINTENANCE_DATA } from './demo-maintenance';
import { seedDemoPlant } from './demo-plant';

describe('demo maintenance data', () => {
  it('lies only in areas of the Maintenance plants, on known machines, and numbers things once', () => {
    const maintenance = DEMO_APPLICATIONS.find((app) => app.key === 'MNT');
    for (const [plant, areas] of Object.entries(DEMO_MAINTENANCE_DATA)) {
      const instance = maintenance?.dbInstances.find((candidate) => candidate.code === plant);
      const machines = new Set<string>();
      const records = new Set<string>();
      for (const [code, area] of Object.entries(areas)) {
        expect(instance?.dataPermissions.map((p) => p.code)).toContain(code);
        for (const equipment of area.equipment) machines.add(equipment.equipmentNo);
        for (const record of area.records) {
          if (record.kind !== 'stock') expect(machines.has(record.equipmentNo), record.recordNo).toBe(true);
          records.add(`${record.kind} ${record.recordNo}`);
        }
        expect(area.records.length, code).toBeGreaterThan(0);
      }
      const all = Object.values(areas).flatMap((area) => area.records);
      expect(records.size, plant).toBe(all.length);
    }
  });
});

describeWithDb('the demo maintenance seed', () => {
  useDemoPlant({ signIn: [] });

  const rowsPerArea = async () => {
    const records = await app.db
      .select({ kind: maintenanceRecords.kind, n: count() })
      .from(maintenanceRecords)
      .groupBy(maintenanceRecords.kind);
    return {
      equipment: await rowsPerDataPermission(app.db, maintenanceEquipment),
      records: Object.fromEntries(records.map((row) => [row.kind, row.n])),
    };
  };
  const integrationOfMaintenance = async () => {
    const [row] = await app.db
      .select({ integrationMethod: applications.integrationMethod })
      .from(applications)
      .where(eq(applications.applicationUrl, '/apps/maintenance/'));
    return row?.integrationMethod;
  };

  it('gives every area its machines and records, adds nothing when run again, and fills in an older demo plant', async () => {
    const seeded = await rowsPerArea();
    expect(seeded).toEqual({
      equipment: { 'AREA-SZ-PRESS': 3, 'AREA-SZ-PAINT': 2, 'AREA-ST-ASSY': 2, 'AREA-ST-UTIL': 2 },
      records: { plan: 6, request: 5, order: 5, stock: 6, requisition: 5 },
    });
    expect(await integrationOfMaintenance()).toBe(0);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerArea()).toEqual(seeded);
    // A demo plant from before the Maintenance pages: no rows, and the application embedded by address.
    await app.db.delete(maintenanceRecords);
    await app.db.delete(maintenanceEquipment);
    await app.db
      .update(applications)
      .set({ integrationMethod: 1 })
      .where(eq(applications.applicationUrl, '/apps/maintenance/'));
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerArea()).toEqual(seeded);
    expect(await integrationOfMaintenance()).toBe(0);
  });
});
