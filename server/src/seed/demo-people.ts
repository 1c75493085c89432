import { ALL_PERMISSION_CODES, PERMISSIONS } from '@workbench/contracts';
import type { DemoAppKey } from './demo-catalogue';

export interface DemoWarehouse {
  code: string;
  name: string;
}

export const DEMO_WAREHOUSES: DemoWarehouse[] = [
  { code: 'WH-SZ-RAW', name: '苏州原料仓' },
  { code: 'WH-SZ-FG', name: '苏州成品仓' },
  { code: 'WH-ST-01', name: 'Stuttgart Zentrallager' },
  { code: 'WH-ST-02', name: 'Stuttgart Versandlager' },
];

/** Which of an application's pages (menu codes) and sub-systems (plant codes) a role grants. */
export interface DemoRoleApplication {
  app: DemoAppKey;
  /** 'all', or the menu codes of the granted pages. */
  pages: 'all' | string[];
  /** Menu codes excluded from 'all'. */
  exceptPages?: string[];
  /** Plant codes whose data permissions are granted. */
  plants: string[];
}

export interface DemoRole {
  name: string;
  description: string;
  permissionCodes: string[];
  applications: 'all' | DemoRoleApplication[];
}

export const ADMINISTRATOR_ROLE = 'Administrator';

export const DEMO_ROLES: DemoRole[] = [
  {
    name: ADMINISTRATOR_ROLE,
    description: '系统管理员：全部权限 / System administrators: everything',
    permissionCodes: [...ALL_PERMISSION_CODES],
    applications: 'all',
  },
  {
    name: 'Supervisor',
    description: '班组长：团队与事件管理 / Shift supervisors: team and event management',
    permissionCodes: [PERMISSIONS.userManage, PERMISSIONS.eventCenter, PERMISSIONS.operationCenter],
    applications: [
      { app: 'WMS', pages: 'all', plants: ['SZ01', 'ST01'] },
      { app: 'MES', pages: 'all', exceptPages: ['MES.MasterData.WorkCentres'], plants: ['SZ01', 'ST01'] },
      { app: 'MNT', pages: 'all', exceptPages: ['MNT.SpareParts.Requisitions'], plants: ['SZ01', 'ST01'] },
    ],
  },
  {
    name: 'Operator',
    description: '操作员：仓储与车间作业 / Operators: warehouse and shop-floor work',
    permissionCodes: [],
    applications: [
      {
        app: 'WMS',
        pages: [
          'WMS.Inbound.Orders',
          'WMS.Inbound.Receipts',
          'WMS.Inbound.PutAway',
          'WMS.Inventory.StockList',
          'WMS.Inventory.CycleCount',
          'WMS.Outbound.Picking',
        ],
        plants: ['SZ01'],
      },
      {
        app: 'MES',
        pages: ['MES.Planning.WorkOrders', 'MES.ShopFloor.Reporting', 'MES.ShopFloor.Andon'],
        plants: ['SZ01'],
      },
    ],
  },
];

export interface DemoUser {
  userName: string;
  name: string;
  password: string;
  email: string;
  cardNo: string;
  mesAccessLevel: string;
  language: 'zh-Hans' | 'en' | 'de-DE';
  roles: string[];
  warehouses: string[];
}

/** The demo's sign-in accounts besides admin (documented in the README's demo section). */
export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'supervisor',
    name: '张伟',
    password: 'Supervisor#1',
    email: 'zhang.wei@example-plant.com',
    cardNo: '0004521873',
    mesAccessLevel: 'L2',
    language: 'zh-Hans',
    roles: ['Supervisor'],
    warehouses: ['WH-SZ-RAW', 'WH-SZ-FG', 'WH-ST-01', 'WH-ST-02'],
  },
  {
    userName: 'operator',
    name: 'Anna Weber',
    password: 'Operator#1',
    email: 'anna.weber@example-plant.com',
    cardNo: '0004521874',
    mesAccessLevel: 'L1',
    language: 'de-DE',
    roles: ['Operator'],
    warehouses: ['WH-SZ-RAW', 'WH-SZ-FG'],
  },
];

/** The bootstrap's admin account also gets the Administrator role and every warehouse. */
export const ADMIN_USER_NAME = 'admin';
