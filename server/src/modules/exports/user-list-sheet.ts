import type { CoreLanguage } from '@workbench/contracts';
import { translate } from '../../platform/messages';
import type { SheetContent } from '../../platform/workbook-file';
import { excelWallClock, yesOrNo } from './sheet-values';

/** One user as the user list exports them. */
export interface UserListEntry {
  userName: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  enabled: boolean;
  isAdmin: boolean;
  roleNames: string[];
  createdAt: Date;
}

/** The user list (Team Management → Users) as a sheet, headers and values in `language`. */
export function userListSheet(users: readonly UserListEntry[], language: CoreLanguage): SheetContent {
  const header = (key: string) => translate(language, `exports.column.${key}`);
  return {
    name: translate(language, 'exports.sheet.users'),
    columns: [
      { key: 'userName', header: header('userName'), width: 20 },
      { key: 'name', header: header('name'), width: 20 },
      { key: 'email', header: header('email'), width: 30 },
      { key: 'phoneNumber', header: header('phoneNumber'), width: 18 },
      { key: 'enabled', header: header('enabled'), width: 10 },
      { key: 'isAdmin', header: header('isAdmin'), width: 14 },
      { key: 'roles', header: header('roles'), width: 30 },
      { key: 'createdAt', header: header('createdAt'), width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
    ],
    rows: users.map((user) => ({
      userName: user.userName,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      enabled: yesOrNo(user.enabled, language),
      isAdmin: yesOrNo(user.isAdmin, language),
      roles: user.roleNames.length > 0 ? user.roleNames.join(', ') : null,
      createdAt: excelWallClock(user.createdAt),
    })),
  };
}
