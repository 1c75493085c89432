import { PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { grantCatalogue, shiftLeadRole, WMS } from '../role-fixtures';
import { hiddenGrantCount } from './catalogue-trees';
import { halfCheckedPermissions, permissionForest, setPermission } from './permission-tree';
import { draftOf, replaceWithin, roleRequestOf } from './role-draft';

const grantable = new Set<string>(grantCatalogue().permissionCodes);

describe('portal permission tree (docs/spec.md §6 codes by their dots)', () => {
  it('nests each code under the code before its last dot', () => {
    const team = permissionForest().find((node) => node.code === PERMISSIONS.teamManagement);
    expect(team?.children.map((child) => child.code)).toEqual([PERMISSIONS.userManage, PERMISSIONS.roleManage]);
    const other = permissionForest()
      .find((node) => node.code === PERMISSIONS.systemSetting)
      ?.children.find((node) => node.code === PERMISSIONS.otherSetting);
    expect(other?.children).toHaveLength(4);
  });

  it('ticking a page ticks its group; ticking a group ticks what is under it that may be granted', () => {
    expect([...setPermission(new Set(), PERMISSIONS.roleManage, true, grantable)]).toEqual([
      PERMISSIONS.roleManage,
      PERMISSIONS.teamManagement,
    ]);
    expect(setPermission(new Set(), PERMISSIONS.teamManagement, true, grantable)).toEqual(
      new Set([PERMISSIONS.teamManagement, PERMISSIONS.userManage, PERMISSIONS.roleManage]),
    );
  });

  it('unticking a group unticks what is under it, but unticking a page leaves its group', () => {
    const all = new Set([PERMISSIONS.teamManagement, PERMISSIONS.userManage, PERMISSIONS.roleManage]);
    expect(setPermission(all, PERMISSIONS.userManage, false, grantable)).toEqual(
      new Set([PERMISSIONS.teamManagement, PERMISSIONS.roleManage]),
    );
    expect(setPermission(all, PERMISSIONS.teamManagement, false, grantable).size).toBe(0);
  });

  it('never changes a code the user does not hold', () => {
    const held = new Set([PERMISSIONS.applicationManage]);
    expect(setPermission(held, PERMISSIONS.applicationManage, false, grantable)).toEqual(held);
    expect(setPermission(new Set(), PERMISSIONS.systemSetting, true, grantable).size).toBe(0);
  });

  it('shows a group half-ticked when only something under it is granted', () => {
    expect(halfCheckedPermissions(new Set([PERMISSIONS.jobManage]))).toEqual([
      PERMISSIONS.otherSetting,
      PERMISSIONS.systemSetting,
    ]);
  });
});

describe('role draft', () => {
  it('replaces only the ids a tree shows and keeps the others', () => {
    const next = replaceWithin(new Set(['page-stock', 'page-hidden']), new Set(['page-stock', 'page-count']), [
      'page-count',
    ]);
    expect(next).toEqual(new Set(['page-hidden', 'page-count']));
  });

  it('counts the grants no tree shows (they are kept on save)', () => {
    expect(hiddenGrantCount(draftOf(shiftLeadRole()).grants, grantCatalogue())).toBe(2);
  });

  it('sends members only once they were changed', () => {
    const draft = draftOf(shiftLeadRole());
    const request = roleRequestOf({ name: ' Shift lead ', description: undefined }, draft);
    expect(request).toEqual({
      name: 'Shift lead',
      description: '',
      permissionCodes: [PERMISSIONS.eventCenter, PERMISSIONS.systemSetting, PERMISSIONS.applicationManage],
      applicationIds: ['app-hidden', WMS],
      menuIds: ['page-hidden', 'page-stock'],
      dataPermissionIds: ['dp-north-read'],
    });
    expect(roleRequestOf({ name: 'x' }, { ...draft, members: [], membersChanged: true }).userIds).toEqual([]);
  });
});
