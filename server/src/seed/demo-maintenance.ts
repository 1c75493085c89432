import type { EquipmentState, MaintenanceRecordKind, MaintenanceRecordStatus } from '@workbench/contracts';

/*
 * Equipment and maintenance records of the demo Maintenance application, per plant (sub-system
 * code) and area (data permission code of demo-catalogue.ts). Dates are days from the seed's run,
 * so plans always fall due around today.
 */

type Names = [zh: string, en: string, de: string];

export interface DemoEquipment {
  equipmentNo: string;
  names: Names;
  model: string;
  state: EquipmentState;
  /** Hours the machine has been in its state. */
  sinceHours: number;
  /** Days from the seed's run (negative: in the past). */
  lastServiceInDays: number;
  nextServiceInDays: number;
}

export interface DemoMaintenanceRecord {
  kind: MaintenanceRecordKind;
  recordNo: string;
  equipmentNo: string;
  partNo: string;
  titles: Names;
  quantity: number;
  minQuantity: number;
  unit: string;
  status: MaintenanceRecordStatus;
  /** Days from the seed's run. */
  dueInDays: number;
}

export interface DemoArea {
  equipment: DemoEquipment[];
  records: DemoMaintenanceRecord[];
}

const machine = (
  equipmentNo: string,
  names: Names,
  model: string,
  state: EquipmentState,
  sinceHours: number,
  service: [last: number, next: number],
): DemoEquipment => ({
  equipmentNo,
  names,
  model,
  state,
  sinceHours,
  lastServiceInDays: service[0],
  nextServiceInDays: service[1],
});

/** A plan, request or order on one machine. */
const job = (
  kind: 'plan' | 'request' | 'order',
  recordNo: string,
  equipmentNo: string,
  titles: Names,
  status: MaintenanceRecordStatus,
  dueInDays: number,
): DemoMaintenanceRecord => ({
  kind,
  recordNo,
  equipmentNo,
  partNo: '',
  titles,
  quantity: 0,
  minQuantity: 0,
  unit: '',
  status,
  dueInDays,
});

const PARTS = {
  'SP-BRG-6205': ['深沟球轴承 6205', 'Deep groove ball bearing 6205', 'Rillenkugellager 6205'],
  'SP-SEAL-HYD40': ['液压密封圈 40mm', 'Hydraulic seal 40 mm', 'Hydraulikdichtung 40 mm'],
  'SP-FLT-PAINT': ['喷漆房过滤棉', 'Paint booth filter mat', 'Lackierkabinen-Filtermatte'],
  'SP-NZL-1.4': ['喷枪喷嘴 1.4mm', 'Spray gun nozzle 1.4 mm', 'Spritzpistolendüse 1,4 mm'],
  'SP-BELT-XPZ': ['三角带 XPZ 1250', 'V-belt XPZ 1250', 'Keilriemen XPZ 1250'],
  'SP-FLT-AIR': ['压缩空气滤芯', 'Compressed air filter element', 'Druckluft-Filterelement'],
} satisfies Record<string, Names>;
type PartNo = keyof typeof PARTS;

const stock = (partNo: PartNo, quantity: number, minQuantity: number, unit: string, countedInDays: number) => ({
  kind: 'stock' as const,
  recordNo: partNo,
  equipmentNo: '',
  partNo,
  titles: PARTS[partNo],
  quantity,
  minQuantity,
  unit,
  status: 'done' as const,
  dueInDays: countedInDays,
});

const requisition = (
  recordNo: string,
  equipmentNo: string,
  partNo: PartNo,
  quantity: number,
  unit: string,
  status: MaintenanceRecordStatus,
  neededInDays: number,
): DemoMaintenanceRecord => ({
  kind: 'requisition',
  recordNo,
  equipmentNo,
  partNo,
  titles: PARTS[partNo],
  quantity,
  minQuantity: 0,
  unit,
  status,
  dueInDays: neededInDays,
});

/** By plant code, then by area code. */
export const DEMO_MAINTENANCE_DATA: Record<string, Record<string, DemoArea>> = {
  SZ01: {
    'AREA-SZ-PRESS': {
      equipment: [
        machine(
          'EQ-SZ-P01',
          ['800吨冲压机', '800 t press', '800-t-Presse'],
          'Schuler MSD 800',
          'running',
          5,
          [-20, 10],
        ),
        machine('EQ-SZ-P02', ['400吨冲压机', '400 t press', '400-t-Presse'], 'AIDA NC1-400', 'down', 2, [-45, -3]),
        machine('EQ-SZ-P03', ['开卷校平线', 'Coil leveller', 'Richtanlage'], 'Kohler LP 600', 'idle', 8, [-10, 50]),
      ],
      records: [
        job(
          'plan',
          'PM-SZ-101',
          'EQ-SZ-P01',
          ['液压系统月度保养', 'Monthly hydraulic service', 'Monatliche Hydraulikwartung'],
          'open',
          10,
        ),
        job(
          'plan',
          'PM-SZ-102',
          'EQ-SZ-P02',
          ['离合器制动器检查', 'Clutch and brake check', 'Kupplungs- und Bremsprüfung'],
          'open',
          -3,
        ),
        job(
          'request',
          'WR-SZ-201',
          'EQ-SZ-P02',
          ['主缸漏油', 'Main cylinder leaking oil', 'Hauptzylinder verliert Öl'],
          'in-progress',
          -1,
        ),
        job(
          'request',
          'WR-SZ-202',
          'EQ-SZ-P03',
          ['校平辊异响', 'Noise from levelling rolls', 'Geräusche an den Richtrollen'],
          'open',
          0,
        ),
        job(
          'order',
          'MO-SZ-301',
          'EQ-SZ-P02',
          ['更换主缸密封', 'Replace main cylinder seals', 'Hauptzylinderdichtungen tauschen'],
          'in-progress',
          1,
        ),
        job(
          'order',
          'MO-SZ-302',
          'EQ-SZ-P01',
          ['液压系统月度保养', 'Monthly hydraulic service', 'Monatliche Hydraulikwartung'],
          'open',
          10,
        ),
        stock('SP-BRG-6205', 24, 10, 'pcs', -2),
        stock('SP-SEAL-HYD40', 3, 6, 'set', -2),
        requisition('RQ-SZ-401', 'EQ-SZ-P02', 'SP-SEAL-HYD40', 2, 'set', 'done', -1),
        requisition('RQ-SZ-402', 'EQ-SZ-P03', 'SP-BRG-6205', 4, 'pcs', 'open', 2),
      ],
    },
    'AREA-SZ-PAINT': {
      equipment: [
        machine(
          'EQ-SZ-C01',
          ['喷漆房1号', 'Paint booth 1', 'Lackierkabine 1'],
          'Dürr EcoBooth',
          'maintenance',
          4,
          [0, 30],
        ),
        machine('EQ-SZ-C02', ['烘干炉', 'Drying oven', 'Trockenofen'], 'Eisenmann TO-12', 'running', 30, [-60, 5]),
      ],
      records: [
        job(
          'plan',
          'PM-SZ-111',
          'EQ-SZ-C01',
          ['更换过滤棉', 'Change filter mats', 'Filtermatten wechseln'],
          'in-progress',
          0,
        ),
        job(
          'plan',
          'PM-SZ-112',
          'EQ-SZ-C02',
          ['燃烧器季度检查', 'Quarterly burner check', 'Quartalsprüfung Brenner'],
          'open',
          5,
        ),
        job(
          'request',
          'WR-SZ-211',
          'EQ-SZ-C02',
          ['炉温波动', 'Oven temperature unstable', 'Ofentemperatur schwankt'],
          'open',
          -2,
        ),
        job(
          'order',
          'MO-SZ-311',
          'EQ-SZ-C01',
          ['更换过滤棉', 'Change filter mats', 'Filtermatten wechseln'],
          'in-progress',
          0,
        ),
        stock('SP-FLT-PAINT', 40, 20, 'pcs', -1),
        stock('SP-NZL-1.4', 5, 8, 'pcs', -1),
        requisition('RQ-SZ-411', 'EQ-SZ-C01', 'SP-FLT-PAINT', 12, 'pcs', 'in-progress', 0),
      ],
    },
  },
  ST01: {
    'AREA-ST-ASSY': {
      equipment: [
        machine(
          'EQ-ST-A01',
          ['拧紧站', 'Screwdriving station', 'Schraubstation'],
          'Bosch Rexroth CS351',
          'running',
          12,
          [-15, 15],
        ),
        machine(
          'EQ-ST-A02',
          ['输送线', 'Assembly conveyor', 'Montageförderband'],
          'Bosch VarioFlow',
          'running',
          48,
          [-30, 2],
        ),
      ],
      records: [
        job('plan', 'PM-ST-121', 'EQ-ST-A02', ['链条润滑', 'Chain lubrication', 'Kettenschmierung'], 'open', 2),
        job(
          'request',
          'WR-ST-221',
          'EQ-ST-A01',
          ['扭矩偏差报警', 'Torque deviation alarm', 'Drehmomentabweichung gemeldet'],
          'done',
          -4,
        ),
        job(
          'order',
          'MO-ST-321',
          'EQ-ST-A01',
          ['标定拧紧轴', 'Calibrate spindle', 'Schraubspindel kalibrieren'],
          'done',
          -3,
        ),
        stock('SP-BELT-XPZ', 6, 4, 'pcs', -5),
        requisition('RQ-ST-421', 'EQ-ST-A02', 'SP-BELT-XPZ', 2, 'pcs', 'open', 2),
      ],
    },
    'AREA-ST-UTIL': {
      equipment: [
        machine(
          'EQ-ST-U01',
          ['空压机', 'Air compressor', 'Druckluftkompressor'],
          'Kaeser ASD 60',
          'running',
          72,
          [-80, 10],
        ),
        machine('EQ-ST-U02', ['冷却塔', 'Cooling tower', 'Kühlturm'], 'Baltimore VTL', 'idle', 6, [-25, 65]),
      ],
      records: [
        job('plan', 'PM-ST-131', 'EQ-ST-U01', ['更换空气滤芯', 'Change air filter', 'Luftfilter wechseln'], 'open', 10),
        job('request', 'WR-ST-231', 'EQ-ST-U02', ['风机振动', 'Fan vibration', 'Lüfter vibriert'], 'open', -1),
        job(
          'order',
          'MO-ST-331',
          'EQ-ST-U02',
          ['检查风机轴承', 'Inspect fan bearings', 'Lüfterlager prüfen'],
          'open',
          1,
        ),
        stock('SP-FLT-AIR', 2, 2, 'pcs', -5),
        requisition('RQ-ST-431', 'EQ-ST-U01', 'SP-FLT-AIR', 1, 'pcs', 'open', 9),
      ],
    },
  },
};
