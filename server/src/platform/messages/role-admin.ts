import type { AreaMessages } from './catalogue';

/** Role management (role). */
export const roleAdminMessages: AreaMessages = {
  en: {
    'roles.notFound': 'The role does not exist.',
    'roles.someNotFound': 'Some of the roles do not exist (any more): {ids}. Nothing was deleted.',
    'roles.nameTaken': 'A role named "{name}" already exists.',
    'roles.unknownApplications': 'names applications that do not exist: {ids}',
    'roles.unknownMenus': 'names menus that do not exist: {ids}',
    'roles.unknownDataPermissions': 'names data permissions that do not exist: {ids}',
    'roles.unknownUsers': 'names users that do not exist: {ids}',
    'roles.cannotAddYourself': 'You cannot add yourself to a role; ask an administrator.',
    'roles.membersNeedAllGrants':
      'You can add members only to a role whose grants you all hold yourself. You do not hold: {items}',
  },
  'zh-Hans': {
    'roles.notFound': '该角色不存在。',
    'roles.someNotFound': '部分角色不存在（或已被删除）：{ids}。未删除任何角色。',
    'roles.nameTaken': '名为“{name}”的角色已存在。',
    'roles.unknownApplications': '包含不存在的应用：{ids}',
    'roles.unknownMenus': '包含不存在的菜单：{ids}',
    'roles.unknownDataPermissions': '包含不存在的数据权限：{ids}',
    'roles.unknownUsers': '包含不存在的用户：{ids}',
    'roles.cannotAddYourself': '您不能将自己加入角色，请联系管理员。',
    'roles.membersNeedAllGrants': '只有当您本人拥有角色的全部权限时，才能为其添加成员。您未拥有：{items}',
  },
  'de-DE': {
    'roles.notFound': 'Die Rolle existiert nicht.',
    'roles.someNotFound': 'Einige Rollen existieren nicht (mehr): {ids}. Es wurde nichts gelöscht.',
    'roles.nameTaken': 'Eine Rolle mit dem Namen „{name}“ existiert bereits.',
    'roles.unknownApplications': 'nennt Anwendungen, die es nicht gibt: {ids}',
    'roles.unknownMenus': 'nennt Menüs, die es nicht gibt: {ids}',
    'roles.unknownDataPermissions': 'nennt Datenberechtigungen, die es nicht gibt: {ids}',
    'roles.unknownUsers': 'nennt Benutzer, die es nicht gibt: {ids}',
    'roles.cannotAddYourself':
      'Sie können sich nicht selbst einer Rolle hinzufügen; wenden Sie sich an einen Administrator.',
    'roles.membersNeedAllGrants':
      'Sie können einer Rolle nur Mitglieder hinzufügen, wenn Sie alle ihre Berechtigungen selbst besitzen. Ihnen fehlt: {items}',
  },
};
