import { tileLogo } from './logo';

/** Keys the demo uses to link applications with menus and roles; never stored. */
export type DemoAppKey = 'WMS' | 'MES' | 'MNT' | 'QMS' | 'EMS';
export type DemoTagKey = 'manufacturing' | 'warehousing' | 'qualityMaintenance';

export interface DemoTag {
  key: DemoTagKey;
  tagName: string;
}

export interface DemoDataPermission {
  code: string;
  displayName: string;
}

export interface DemoDbInstance {
  code: string;
  displayName: string;
  dataPermissions: DemoDataPermission[];
}

export interface DemoApplication {
  key: DemoAppKey;
  tag: DemoTagKey;
  /** Chinese name (the application's display name). */
  displayName: string;
  enName: string;
  /** German name. */
  aliasName: string;
  logo: string;
  applicationUrl: string;
  switchMethod: number;
  integrationMethod: number;
  dbInstances: DemoDbInstance[];
  files: { fileTitle: string; fileUrl: string }[];
}

/** Tags carry one name only, so the demo writes them in Chinese and English like a bilingual plant would. */
export const DEMO_TAGS: DemoTag[] = [
  { key: 'manufacturing', tagName: '生产制造 Manufacturing' },
  { key: 'warehousing', tagName: '仓储物流 Warehousing & Logistics' },
  { key: 'qualityMaintenance', tagName: '质量与设备 Quality & Maintenance' },
];

const SUZHOU = { code: 'SZ01', displayName: '苏州工厂 Suzhou Plant' };
const STUTTGART = { code: 'ST01', displayName: '斯图加特工厂 Stuttgart Plant' };

/** A handbook shipped in server/defaults/documents and served by the portal at /documents/. */
const docs = (title: string, file: string) => ({ fileTitle: title, fileUrl: `/documents/${file}` });

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    key: 'WMS',
    tag: 'warehousing',
    displayName: '仓储管理',
    enName: 'Warehouse Management',
    aliasName: 'Lagerverwaltung',
    logo: tileLogo('WMS', '#006fff'),
    // Served by the in-portal sub-application named "warehouse" in sys.json.
    applicationUrl: '/apps/warehouse/',
    switchMethod: 1,
    integrationMethod: 0,
    dbInstances: [
      {
        ...SUZHOU,
        dataPermissions: [
          { code: 'WH-SZ-RAW', displayName: '苏州原料仓 Raw Materials' },
          { code: 'WH-SZ-FG', displayName: '苏州成品仓 Finished Goods' },
        ],
      },
      {
        ...STUTTGART,
        dataPermissions: [
          { code: 'WH-ST-01', displayName: 'Stuttgart Zentrallager' },
          { code: 'WH-ST-02', displayName: 'Stuttgart Versandlager' },
        ],
      },
    ],
    files: [docs('WMS 用户手册 User Guide', 'wms-user-guide.html'), docs('RF 扫码枪操作指引', 'rf-scanner.html')],
  },
  {
    key: 'MES',
    tag: 'manufacturing',
    displayName: '制造执行',
    enName: 'Manufacturing Execution',
    aliasName: 'Fertigungssteuerung',
    logo: tileLogo('MES', '#13a8a8'),
    applicationUrl: '/apps/mes/',
    switchMethod: 1,
    integrationMethod: 0,
    dbInstances: [
      {
        ...SUZHOU,
        dataPermissions: [
          { code: 'LINE-A1', displayName: '总装A1线 Assembly Line A1' },
          { code: 'LINE-A2', displayName: '总装A2线 Assembly Line A2' },
          { code: 'LINE-M1', displayName: '机加M1线 Machining Line M1' },
        ],
      },
      {
        ...STUTTGART,
        dataPermissions: [
          { code: 'LINE-S1', displayName: 'Montagelinie S1' },
          { code: 'LINE-S2', displayName: 'Lackierlinie S2' },
        ],
      },
    ],
    files: [docs('MES 报工操作手册 Reporting Guide', 'mes-reporting.html')],
  },
  {
    key: 'MNT',
    tag: 'qualityMaintenance',
    displayName: '设备维护',
    enName: 'Maintenance',
    aliasName: 'Instandhaltung',
    logo: tileLogo('EAM', '#fa8c16'),
    // Served by the in-portal sub-application named "maintenance" in sys.json, which is handed
    // the session over the host bridge to list the plant areas' equipment and records.
    applicationUrl: '/apps/maintenance/',
    switchMethod: 1,
    integrationMethod: 0,
    dbInstances: [
      {
        ...SUZHOU,
        dataPermissions: [
          { code: 'AREA-SZ-PRESS', displayName: '冲压车间 Press Shop' },
          { code: 'AREA-SZ-PAINT', displayName: '涂装车间 Paint Shop' },
        ],
      },
      {
        ...STUTTGART,
        dataPermissions: [
          { code: 'AREA-ST-ASSY', displayName: 'Montagehalle' },
          { code: 'AREA-ST-UTIL', displayName: 'Haustechnik' },
        ],
      },
    ],
    files: [docs('设备点检标准 Inspection Standards', 'inspection-standards.html')],
  },
  {
    key: 'QMS',
    tag: 'qualityMaintenance',
    displayName: '质量管理',
    enName: 'Quality Management',
    aliasName: 'Qualitätsmanagement',
    logo: tileLogo('QMS', '#52c41a'),
    // Opens in a new browser tab (switchMethod other than 1).
    applicationUrl: 'https://qms.example-plant.com/',
    switchMethod: 2,
    integrationMethod: 1,
    dbInstances: [
      {
        ...SUZHOU,
        dataPermissions: [
          { code: 'LAB-SZ-IQC', displayName: '来料检验室 Incoming QC Lab' },
          { code: 'LAB-SZ-FQC', displayName: '成品检验室 Final QC Lab' },
        ],
      },
      {
        ...STUTTGART,
        dataPermissions: [
          { code: 'LAB-ST-01', displayName: 'Prüflabor Stuttgart' },
          { code: 'LAB-ST-MET', displayName: 'Messraum Stuttgart' },
        ],
      },
    ],
    files: [docs('质量手册 Quality Manual', 'quality-manual.html')],
  },
  {
    key: 'EMS',
    tag: 'manufacturing',
    displayName: '能源监控',
    enName: 'Energy Monitoring',
    aliasName: 'Energiemonitoring',
    logo: tileLogo('EMS', '#722ed1'),
    applicationUrl: 'https://energy.example-plant.com/',
    switchMethod: 2,
    integrationMethod: 1,
    dbInstances: [
      {
        ...SUZHOU,
        dataPermissions: [
          { code: 'MTR-SZ-MAIN', displayName: '总进线电表 Main Incomer' },
          { code: 'MTR-SZ-AIR', displayName: '空压站 Compressed Air Station' },
        ],
      },
      {
        ...STUTTGART,
        dataPermissions: [
          { code: 'MTR-ST-MAIN', displayName: 'Hauptzähler' },
          { code: 'MTR-ST-HEAT', displayName: 'Fernwärme' },
        ],
      },
    ],
    files: [],
  },
];
