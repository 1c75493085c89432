import type { AdminRolesTexts } from './en';

export const adminRolesZhHans: AdminRolesTexts = {
  'adminRoles.column.name': '角色',
  'adminRoles.column.description': '描述',
  'adminRoles.column.permissions': '门户权限',
  'adminRoles.column.morePermissions': '+{{count}}',
  'adminRoles.column.applications': '应用',
  'adminRoles.column.members': '成员',
  'adminRoles.column.created': '创建时间',
  'adminRoles.deleteConfirmNamed': '删除角色 {{name}}？',

  'adminRoles.editor.createTitle': '新建角色',
  'adminRoles.editor.editTitle': '编辑角色',
  'adminRoles.editor.loading': '正在加载角色…',

  'adminRoles.tab.basics': '基本信息',
  'adminRoles.tab.permissions': '门户权限',
  'adminRoles.tab.permissionsCount': '门户权限（{{count}}）',
  'adminRoles.tab.applicationsCount': '应用（{{count}}）',
  'adminRoles.tab.members': '成员',
  'adminRoles.tab.membersCount': '成员（{{count}}）',

  'adminRoles.field.name': '角色名称',
  'adminRoles.field.description': '描述',

  'adminRoles.permissions.hint': '勾选分组即授予其下全部权限。灰色的权限是您自己未拥有的，无法授予。',
  'adminRoles.permissions.notHeld': '您未拥有此权限，因此无法授予。',

  'adminRoles.applications.none': '您没有可授予的应用。',
  'adminRoles.applications.granted': '已授予',
  'adminRoles.applications.notGranted': '未授予',
  'adminRoles.applications.summary': '页面：{{pages}} · 数据权限：{{dataPermissions}}',
  'adminRoles.applications.grant': '授予 {{name}}',
  'adminRoles.applications.notGrantedHint': '只有授予该应用后，勾选的页面和数据权限才会生效。',
  'adminRoles.applications.menus': '菜单',
  'adminRoles.applications.menusOf': '{{name}} 的菜单',
  'adminRoles.applications.noMenus': '没有可授予的页面。',
  'adminRoles.applications.dataPermissions': '子系统与数据权限',
  'adminRoles.applications.dataPermissionsOf': '{{name}} 的数据权限',
  'adminRoles.applications.noSubSystems': '没有可授予的子系统。',
  'adminRoles.applications.hidden': '此角色中超出您授予范围的授权：{{count}} 项。它们不会显示，并保持不变。',

  'adminRoles.members.add': '添加成员',
  'adminRoles.members.addPlaceholder': '输入用户名或姓名以添加成员',
  'adminRoles.members.noMatch': '没有匹配的用户。',
  'adminRoles.members.searchFailed': '无法加载用户。',
  'adminRoles.members.remove': '将 {{name}} 移出角色',
  'adminRoles.members.none': '暂无成员。',
  'adminRoles.members.readOnly': '只有拥有用户管理权限才能添加或移除成员；保存时成员保持不变。',
};
