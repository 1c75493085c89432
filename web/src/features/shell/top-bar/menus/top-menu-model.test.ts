import { ALL_PERMISSION_CODES, PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { type TopMenuEntry, topMenuEntries } from './top-menu-model';

const granted = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, true]));

/** What a user would see: group keys, and the pages behind each dropdown. */
function shape(entries: TopMenuEntry[]) {
  return entries.map((entry) =>
    entry.kind === 'link' ? [entry.key, entry.path] : [entry.key, entry.items.map((item) => item.path ?? item.key)],
  );
}

describe('top-bar menu groups (docs/spec.md §2, §6)', () => {
  it('gives an administrator (every code) all four groups with every page', () => {
    expect(shape(topMenuEntries(granted(...ALL_PERMISSION_CODES)))).toEqual([
      ['operationCenter', ['operations', 'maintenance']],
      ['eventCenter', '/Eventcenter'],
      ['teamManagement', ['/User', '/RoleMgr']],
      ['systemManagement', ['/ApplicationMgr', '/PolicyIntegration', '/SYSIntegration', '/Job']],
    ]);
  });

  it('gives nothing without codes', () => {
    expect(topMenuEntries({})).toEqual([]);
  });

  it('needs the group code even when item codes are held', () => {
    expect(shape(topMenuEntries(granted(PERMISSIONS.userManage, PERMISSIONS.applicationManage)))).toEqual([]);
  });

  it('needs each item code inside a group', () => {
    expect(shape(topMenuEntries(granted(PERMISSIONS.teamManagement, PERMISSIONS.userManage)))).toEqual([
      ['teamManagement', ['/User']],
    ]);
    expect(
      shape(
        topMenuEntries(granted(PERMISSIONS.systemSetting, PERMISSIONS.eventStrategy, PERMISSIONS.systemIntegration)),
      ),
    ).toEqual([['systemManagement', ['/PolicyIntegration', '/SYSIntegration']]]);
  });

  it('hides a dropdown that would open onto no page', () => {
    expect(topMenuEntries(granted(PERMISSIONS.teamManagement))).toEqual([]);
    expect(topMenuEntries(granted(PERMISSIONS.systemSetting, PERMISSIONS.otherSetting))).toEqual([]);
  });

  it('shows Other Settings only with its own code and one of its pages', () => {
    const withPage = granted(PERMISSIONS.systemSetting, PERMISSIONS.otherSetting, PERMISSIONS.individuationManage);
    expect(shape(topMenuEntries(withPage))).toEqual([['systemManagement', ['/Customized']]]);
    const withoutOwnCode = granted(PERMISSIONS.systemSetting, PERMISSIONS.applicationManage, PERMISSIONS.jobManage);
    expect(shape(topMenuEntries(withoutOwnCode))).toEqual([['systemManagement', ['/ApplicationMgr']]]);
  });

  it('shows the Event Centre link and the Operations Centre (pages to come) on their own codes', () => {
    expect(shape(topMenuEntries(granted(PERMISSIONS.eventCenter)))).toEqual([['eventCenter', '/Eventcenter']]);
    const operations = topMenuEntries(granted(PERMISSIONS.operationCenter));
    expect(operations[0]?.kind === 'dropdown' && operations[0].items.every((item) => item.path === null)).toBe(true);
  });
});
