// Test data only: a grant catalogue, a role and list rows in the shapes the role API answers.

import { type GrantCatalogue, PERMISSIONS, type Role, type RoleListItem } from '@workbench/contracts';
import { menuItem } from '../../../testing/menu-item';

export const WMS = 'app-wms';
export const MES = 'app-mes';

/** What the signed-in user may grant: no Operations Centre, nothing of System Management. */
export function grantCatalogue(): GrantCatalogue {
  const wms = { applicationId: WMS };
  return {
    permissionCodes: [
      PERMISSIONS.eventCenter,
      PERMISSIONS.teamManagement,
      PERMISSIONS.userManage,
      PERMISSIONS.roleManage,
    ],
    applications: [
      {
        id: WMS,
        displayName: '仓储管理',
        enName: 'Warehouse',
        aliasName: 'Lager',
        menus: [
          menuItem('svc-wms', 'Service', ['仓储', 'Warehouse Service', 'Lagerdienst'], '', {
            ...wms,
            children: [
              menuItem('mod-inventory', 'Module', ['库存管理', 'Inventory', 'Bestand'], '', {
                ...wms,
                children: [
                  menuItem('page-stock', 'Page', ['库存查询', 'Stock List', 'Bestandsliste'], '/stock', wms),
                  menuItem('page-count', 'Page', ['盘点', 'Stock Count', ''], '/count', wms),
                ],
              }),
              menuItem('page-orders', 'Page', ['入库单', 'Inbound Orders', 'Eingänge'], '/orders', wms),
            ],
          }),
        ],
        dbInstances: [
          {
            id: 'db-north',
            code: 'N',
            displayName: 'North plant',
            applicationId: WMS,
            dataPermissionOutputs: [
              { id: 'dp-north-read', code: 'read', displayName: 'Read stock' },
              { id: 'dp-north-write', code: 'write', displayName: 'Book stock' },
            ],
          },
        ],
      },
      {
        id: MES,
        displayName: '制造执行',
        enName: 'Manufacturing',
        aliasName: 'Fertigung',
        menus: [
          menuItem('page-mes-board', 'Page', ['看板', 'Shop Floor Board', 'Hallentafel'], '/board', {
            applicationId: MES,
          }),
        ],
        dbInstances: [],
      },
    ],
  };
}

/** A role holding a code the user cannot grant and grants outside the catalogue. */
export function shiftLeadRole(): Role {
  return {
    id: 'role-shift',
    name: 'Shift lead',
    description: 'Runs a shift',
    permissionCodes: [PERMISSIONS.systemSetting, PERMISSIONS.applicationManage, PERMISSIONS.eventCenter],
    applicationIds: [WMS, 'app-hidden'],
    menuIds: ['page-stock', 'page-hidden'],
    dataPermissionIds: ['dp-north-read'],
    members: [{ id: 'user-li', userName: 'li.wei', name: 'Li Wei' }],
    creationTime: '2024-03-01T08:00:00.000Z',
  };
}

export function roleRow(id: string, name: string, fields: Partial<RoleListItem> = {}): RoleListItem {
  return {
    id,
    name,
    description: `${name} of the plant`,
    permissionCodes: [PERMISSIONS.eventCenter],
    applicationCount: 1,
    memberCount: 2,
    creationTime: '2024-03-01T08:00:00.000Z',
    ...fields,
  };
}
