import { PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

const byPath = (path: string) => ROUTES.find((route) => route.path === path);

describe('route table (docs/spec.md §2)', () => {
  it('carries the permission code of each administration page', () => {
    expect(byPath('/RoleMgr')?.meta.permission).toBe(PERMISSIONS.roleManage);
    expect(byPath('/User')?.meta.permission).toBe(PERMISSIONS.userManage);
    expect(byPath('/Eventcenter')?.meta.permission).toBe(PERMISSIONS.eventCenter);
    expect(byPath('/Lang')?.meta.permission).toBe('WebBaseService.SystemSetting.OtherSetting.LocaliztionManage');
    expect(byPath('/msgPushSetting')?.meta.permission).toBeUndefined();
  });

  it('keeps the home routes open, in the dash group, with the dashboard pinned', () => {
    expect(byPath('/')?.meta).toMatchObject({ menuGroup: 'dash' });
    expect(byPath('/dashboard/dashboard')?.meta).toMatchObject({ name: 'Dashboard', affix: true });
    expect(byPath('/dashboard/dashboard')?.meta.permission).toBeUndefined();
  });

  it('has unique paths and names', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.meta.name)).size).toBe(ROUTES.length);
  });
});
