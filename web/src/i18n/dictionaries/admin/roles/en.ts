/** Texts of role management (/RoleMgr). The other languages must give every key. */
export const adminRolesEn = {
  'adminRoles.column.name': 'Role',
  'adminRoles.column.description': 'Description',
  'adminRoles.column.permissions': 'Portal permissions',
  'adminRoles.column.morePermissions': '+{{count}}',
  'adminRoles.column.applications': 'Applications',
  'adminRoles.column.members': 'Members',
  'adminRoles.column.created': 'Created',
  'adminRoles.deleteConfirmNamed': 'Delete role {{name}}?',

  'adminRoles.editor.createTitle': 'New role',
  'adminRoles.editor.editTitle': 'Edit role',
  'adminRoles.editor.loading': 'Loading the role…',

  'adminRoles.tab.basics': 'Basics',
  'adminRoles.tab.permissions': 'Portal permissions',
  'adminRoles.tab.permissionsCount': 'Portal permissions ({{count}})',
  'adminRoles.tab.applicationsCount': 'Applications ({{count}})',
  'adminRoles.tab.members': 'Members',
  'adminRoles.tab.membersCount': 'Members ({{count}})',

  'adminRoles.field.name': 'Role name',
  'adminRoles.field.description': 'Description',

  'adminRoles.permissions.hint':
    'Ticking a group grants everything in it. Greyed-out permissions are ones you do not hold yourself: you cannot grant them.',
  'adminRoles.permissions.notHeld': 'You do not hold this permission, so you cannot grant it.',

  'adminRoles.applications.none': 'You hold no application you could grant.',
  'adminRoles.applications.granted': 'Granted',
  'adminRoles.applications.notGranted': 'Not granted',
  'adminRoles.applications.summary': 'Pages: {{pages}} · Data permissions: {{dataPermissions}}',
  'adminRoles.applications.grant': 'Grant {{name}}',
  'adminRoles.applications.notGrantedHint':
    'The ticked pages and data permissions take effect only while the application is granted.',
  'adminRoles.applications.menus': 'Menus',
  'adminRoles.applications.menusOf': 'Menus of {{name}}',
  'adminRoles.applications.noMenus': 'No pages you could grant.',
  'adminRoles.applications.dataPermissions': 'Sub-systems and data permissions',
  'adminRoles.applications.dataPermissionsOf': 'Data permissions of {{name}}',
  'adminRoles.applications.noSubSystems': 'No sub-systems you could grant.',
  'adminRoles.applications.hidden':
    'Grants of this role outside what you may grant: {{count}}. They are not shown and stay as they are.',

  'adminRoles.members.add': 'Add a member',
  'adminRoles.members.addPlaceholder': 'Type a user name or name to add a member',
  'adminRoles.members.noMatch': 'No matching user.',
  'adminRoles.members.searchFailed': 'The users could not be loaded.',
  'adminRoles.members.remove': 'Remove {{name}} from the role',
  'adminRoles.members.none': 'No members yet.',
  'adminRoles.members.readOnly':
    'Members can be added or removed only with the User Management permission; saving leaves them as they are.',
} as const;

export type AdminRolesTexts = Record<keyof typeof adminRolesEn, string>;
