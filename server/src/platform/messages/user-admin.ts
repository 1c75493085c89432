import type { AreaMessages } from './catalogue';

/** User management (leadUser, faceAiUser). */
export const userAdminMessages: AreaMessages = {
  en: {
    'userAdmin.notFound': 'This user does not exist or was deleted.',
    'userAdmin.someNotFound': 'These users do not exist or were deleted: {ids}. Nothing was deleted.',
    'userAdmin.userNameTaken': 'The user name "{userName}" is already in use.',
    'userAdmin.cardNoTaken':
      'The card {hint} already belongs to another user. A card can be registered to one user only; remove it there first.',
    'validation.cardNoMasked': 'is a masked card (••••); type the whole card number',
    'userAdmin.unknownRoles': 'names roles that do not exist: {ids}',
    'userAdmin.unknownWarehouses': 'names warehouses that do not exist: {ids}',
    'userAdmin.builtInAdminCannotBeDisabled': 'The built-in account "{userName}" cannot be disabled.',
    'userAdmin.builtInAdminCannotBeDeleted':
      'The built-in account "{userName}" cannot be deleted. Nothing was deleted.',
    'userAdmin.builtInAdminNameFixed': 'The user name of the built-in account "{userName}" cannot be changed.',
    'userAdmin.builtInAdminStaysAdministrator': 'The built-in account admin always stays an administrator.',
    'userAdmin.cannotDisableYourself': 'You cannot disable your own account.',
    'userAdmin.cannotDeleteYourself': 'You cannot delete your own account. Nothing was deleted.',
    'userAdmin.onlyAdministratorsManageAdministrators':
      "Only an administrator can change or delete an administrator's account.",
    'userAdmin.accountHoldsMore':
      'The account "{userName}" holds rights you do not have, so you cannot change it. You do not hold: {items}',
    'userAdmin.noFace': 'No face picture is registered for {userName}.',
    'userAdmin.passwordReset': 'The password has been reset. The user has been signed out everywhere.',
    'userAdmin.ownPasswordNeedsCurrent': 'To reset your own password, give your current one too.',
  },
  'zh-Hans': {
    'userAdmin.notFound': '该用户不存在或已被删除。',
    'userAdmin.someNotFound': '以下用户不存在或已被删除：{ids}。未删除任何用户。',
    'userAdmin.userNameTaken': '用户名“{userName}”已被使用。',
    'userAdmin.cardNoTaken': '卡 {hint} 已属于其他用户。一张卡只能登记给一个用户；请先在该用户处移除。',
    'validation.cardNoMasked': '是遮盖的卡号（••••），请输入完整卡号',
    'userAdmin.unknownRoles': '包含不存在的角色：{ids}',
    'userAdmin.unknownWarehouses': '包含不存在的仓库：{ids}',
    'userAdmin.builtInAdminCannotBeDisabled': '内置账号“{userName}”不能被禁用。',
    'userAdmin.builtInAdminCannotBeDeleted': '内置账号“{userName}”不能被删除。未删除任何用户。',
    'userAdmin.builtInAdminNameFixed': '内置账号“{userName}”的用户名不能修改。',
    'userAdmin.builtInAdminStaysAdministrator': '内置账号 admin 始终是管理员。',
    'userAdmin.cannotDisableYourself': '您不能禁用自己的账号。',
    'userAdmin.cannotDeleteYourself': '您不能删除自己的账号。未删除任何用户。',
    'userAdmin.onlyAdministratorsManageAdministrators': '只有管理员才能修改或删除管理员的账号。',
    'userAdmin.accountHoldsMore': '账号“{userName}”拥有您未拥有的权限，您不能修改该账号。您未拥有：{items}',
    'userAdmin.noFace': '{userName} 尚未登记人脸照片。',
    'userAdmin.passwordReset': '密码已重置，该用户已在所有地方退出登录。',
    'userAdmin.ownPasswordNeedsCurrent': '重置自己的密码时，还需填写当前密码。',
  },
  'de-DE': {
    'userAdmin.notFound': 'Dieser Benutzer existiert nicht oder wurde gelöscht.',
    'userAdmin.someNotFound': 'Diese Benutzer existieren nicht oder wurden gelöscht: {ids}. Es wurde nichts gelöscht.',
    'userAdmin.userNameTaken': 'Der Benutzername „{userName}“ ist bereits vergeben.',
    'userAdmin.cardNoTaken':
      'Die Karte {hint} gehört bereits einem anderen Benutzer. Eine Karte kann nur einem Benutzer zugeordnet sein; entfernen Sie sie zuerst dort.',
    'validation.cardNoMasked': 'ist eine verdeckte Karte (••••); geben Sie die ganze Kartennummer ein',
    'userAdmin.unknownRoles': 'nennt Rollen, die es nicht gibt: {ids}',
    'userAdmin.unknownWarehouses': 'nennt Lager, die es nicht gibt: {ids}',
    'userAdmin.builtInAdminCannotBeDisabled': 'Das eingebaute Konto „{userName}“ kann nicht deaktiviert werden.',
    'userAdmin.builtInAdminCannotBeDeleted':
      'Das eingebaute Konto „{userName}“ kann nicht gelöscht werden. Es wurde nichts gelöscht.',
    'userAdmin.builtInAdminNameFixed':
      'Der Benutzername des eingebauten Kontos „{userName}“ kann nicht geändert werden.',
    'userAdmin.builtInAdminStaysAdministrator': 'Das eingebaute Konto admin bleibt immer Administrator.',
    'userAdmin.cannotDisableYourself': 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    'userAdmin.cannotDeleteYourself': 'Sie können Ihr eigenes Konto nicht löschen. Es wurde nichts gelöscht.',
    'userAdmin.onlyAdministratorsManageAdministrators':
      'Nur ein Administrator kann das Konto eines Administrators ändern oder löschen.',
    'userAdmin.accountHoldsMore':
      'Das Konto „{userName}“ hat Rechte, die Sie selbst nicht haben; Sie können es daher nicht ändern. Ihnen fehlt: {items}',
    'userAdmin.noFace': 'Für {userName} ist kein Gesichtsbild hinterlegt.',
    'userAdmin.passwordReset': 'Das Passwort wurde zurückgesetzt. Der Benutzer wurde überall abgemeldet.',
    'userAdmin.ownPasswordNeedsCurrent': 'Wer das eigene Passwort zurücksetzt, gibt auch das aktuelle an.',
  },
};
