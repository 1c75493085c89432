import type { AreaMessages } from './catalogue';

/** Rules shared by every administration page: field formats, sorting, granting. */
export const administrationMessages: AreaMessages = {
  en: {
    'validation.invalidSorting': 'must name a field this list can be sorted by, optionally followed by asc or desc',
    'validation.passwordRules':
      'does not meet the rules: shortest 6, longest 16 characters; needs at least 1 digit, 1 lowercase letter, 1 uppercase letter and 1 special character from !@#$%^&*?().',
    'validation.userNameCharacters': 'may hold only letters, digits and . _ - @',
    'validation.codeCharacters': 'may hold only letters, digits and . _ -',
    'validation.email': 'is not a valid e-mail address',
    'validation.httpAddress': 'must be an http(s) address or a path of this portal starting with /',
    'admin.cannotGrantUnheld': 'You cannot grant what you do not hold yourself: {items}',
    'admin.onlyAdministratorsGrantAdmin': 'Only an administrator can make someone an administrator.',
    'admin.notOnYourself': 'You cannot change your own administrator flag.',
    'admin.auditOnlyAdministrators': 'Only administrators can read the change log.',
  },
  'zh-Hans': {
    'validation.invalidSorting': '必须是此列表可排序的字段，可后跟 asc 或 desc',
    'validation.passwordRules':
      '不符合规则：最短 6 位，最长 16 位，至少包含 1 个数字、1 个小写字母、1 个大写字母和 1 个特殊字符 !@#$%^&*?()。',
    'validation.userNameCharacters': '只能包含字母、数字和 . _ - @',
    'validation.codeCharacters': '只能包含字母、数字和 . _ -',
    'validation.email': '不是有效的电子邮件地址',
    'validation.httpAddress': '必须是 http(s) 地址，或以 / 开头的本门户路径',
    'admin.cannotGrantUnheld': '您不能授予自己未拥有的权限：{items}',
    'admin.onlyAdministratorsGrantAdmin': '只有管理员才能将他人设为管理员。',
    'admin.notOnYourself': '您不能更改自己的管理员标志。',
    'admin.auditOnlyAdministrators': '只有管理员才能查看变更记录。',
  },
  'de-DE': {
    'validation.invalidSorting':
      'muss ein Feld sein, nach dem diese Liste sortiert werden kann, optional gefolgt von asc oder desc',
    'validation.passwordRules':
      'erfüllt die Regeln nicht: mindestens 6, höchstens 16 Zeichen; mindestens 1 Ziffer, 1 Kleinbuchstabe, 1 Großbuchstabe und 1 Sonderzeichen aus !@#$%^&*?().',
    'validation.userNameCharacters': 'darf nur Buchstaben, Ziffern und . _ - @ enthalten',
    'validation.codeCharacters': 'darf nur Buchstaben, Ziffern und . _ - enthalten',
    'validation.email': 'ist keine gültige E-Mail-Adresse',
    'validation.httpAddress': 'muss eine http(s)-Adresse oder ein mit / beginnender Pfad dieses Portals sein',
    'admin.cannotGrantUnheld': 'Sie können nichts vergeben, was Sie selbst nicht besitzen: {items}',
    'admin.onlyAdministratorsGrantAdmin': 'Nur ein Administrator kann jemanden zum Administrator machen.',
    'admin.notOnYourself': 'Sie können Ihre eigene Administratorkennzeichnung nicht ändern.',
    'admin.auditOnlyAdministrators': 'Nur Administratoren können das Änderungsprotokoll lesen.',
  },
};
