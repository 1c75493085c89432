/** Permission codes of the portal's menu groups (docs/spec.md §2 route table, docs/spec.md §6). */
export const PERMISSIONS = {
  operationCenter: 'WebBaseService.OperationCenter',
  eventCenter: 'WebBaseService.EventCenter',
  teamManagement: 'WebBaseService.TeamManagement',
  userManage: 'WebBaseService.TeamManagement.UserManage',
  roleManage: 'WebBaseService.TeamManagement.RoleManage',
  systemSetting: 'WebBaseService.SystemSetting',
  applicationManage: 'WebBaseService.SystemSetting.ApplicationManage',
  eventStrategy: 'WebBaseService.SystemSetting.EventStrategy',
  systemIntegration: 'WebBaseService.SystemSetting.SystemIntegration',
  otherSetting: 'WebBaseService.SystemSetting.OtherSetting',
  jobManage: 'WebBaseService.SystemSetting.OtherSetting.JobManage',
  announceManage: 'WebBaseService.SystemSetting.OtherSetting.AnnounceManage',
  // The spelling "Localiztion" is the platform's own code and must stay as it is.
  localizationManage: 'WebBaseService.SystemSetting.OtherSetting.LocaliztionManage',
  individuationManage: 'WebBaseService.SystemSetting.OtherSetting.IndividuationManage',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSION_CODES: PermissionCode[] = Object.values(PERMISSIONS);

/** Parent of a dotted permission code, or undefined for a top-level group. */
export function parentPermission(code: string): string | undefined {
  const i = code.lastIndexOf('.');
  const parent = i > 0 ? code.slice(0, i) : undefined;
  return parent && parent !== 'WebBaseService' ? parent : undefined;
}
