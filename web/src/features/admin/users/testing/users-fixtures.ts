// Test data only: accounts and options in the shapes the leadUser calls answer.
import type { LeadUserListItem, LeadUserOptions } from '@workbench/contracts';
import { ADMIN_SESSION } from '../../../../testing/admin-tests';

/** The signed-in administrator of these tests (setUpAdminTests' session). */
export const OWN_ID = ADMIN_SESSION.userId;

export function userRow(
  fields: Partial<LeadUserListItem> & Pick<LeadUserListItem, 'id' | 'userName'>,
): LeadUserListItem {
  return {
    name: fields.userName,
    email: null,
    phoneNumber: null,
    cardNo: null,
    isAdmin: false,
    enabled: true,
    roleIds: [],
    roleNames: [],
    warehouseIds: [],
    mesAccessLevel: null,
    language: null,
    hasFace: false,
    creationTime: '2024-05-01T08:00:00.000Z',
    ...fields,
  };
}

export const ADMIN = userRow({ id: 'u-admin', userName: 'admin', name: 'Administrator', isAdmin: true });
export const LI_WEI = userRow({
  id: 'u-li',
  userName: 'li.wei',
  name: 'Li Wei',
  email: 'li.wei@plant.example',
  phoneNumber: '+86 512 0000',
  cardNo: '••••1001',
  roleIds: ['r-op'],
  roleNames: ['Operator'],
  warehouseIds: ['w-sz'],
  mesAccessLevel: '2',
  language: 'zh-Hans',
});
export const ANNA = userRow({ id: 'u-anna', userName: 'anna.k', name: 'Anna König', roleNames: ['Quality'] });
export const ME = userRow({ id: OWN_ID, userName: ADMIN_SESSION.userName, name: 'IT Chief', isAdmin: true });

export const OPTIONS: LeadUserOptions = {
  roles: [
    { id: 'r-op', name: 'Operator', grantable: true },
    { id: 'r-qa', name: 'Quality', grantable: false },
  ],
  warehouses: [{ id: 'w-sz', code: 'SZ01', name: 'Suzhou' }],
  canGrantAdmin: true,
};
