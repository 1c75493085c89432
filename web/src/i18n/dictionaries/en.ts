import { adminApplicationsEn } from './admin/applications/en';
import { adminContactsEn } from './admin/contacts/en';
import { adminIntegrationsEn } from './admin/integrations/en';
import { adminJobsEn } from './admin/jobs/en';
import { adminNoticesEn } from './admin/notices/en';
import { adminRolesEn } from './admin/roles/en';
import { adminSharedEn } from './admin/shared/en';
import { adminUsersEn } from './admin/users/en';
import { announcementsEn } from './announcements/en';
import { eventCentreEn } from './event-centre/en';
import { handheldEn } from './handheld/en';
import { pushSettingsEn } from './push-settings/en';
import { realtimeEn } from './realtime/en';
import { shellEn } from './shell/en';
import { sideAreaEn } from './side-area/en';
import { startUpEn } from './start-up/en';
import { topBarEn } from './top-bar/en';
import { workbenchEn } from './workbench/en';

/**
 * The portal's own English texts. Keys are flat (dots are part of the key) so that the server's
 * flat dictionaries can override any entry one to one.
 */
export const en = {
  ...startUpEn,
  'route.redirect': 'Redirect',
  'route.home': 'Workbench',
  'route.dashboard': 'Home',
  'route.appbox': 'Applications',
  'route.window': 'External application',
  'route.notFound': 'Page not found',
  'route.roleMgr': 'Role management',
  'route.user': 'User management',
  'route.applicationMgr': 'Application management',
  'route.addApp': 'Add or edit application',
  'route.addApplication': 'Add or edit application under a tag',
  'route.editWorkbench': 'Edit workbench',
  'route.eventCenter': 'Event centre',
  'route.sysIntegration': 'System integration',
  'route.editSysIntegration': 'Edit integration',
  'route.emailChannel': 'Email channel',
  'route.robotChannel': 'Robot channel',
  'route.contactsChannel': 'Contacts channel',
  'route.pluginChannel': 'Plug-in channel',
  'route.policyIntegration': 'Event strategy',
  'route.addEditPolicyIntegration': 'Event strategy editor',
  'route.job': 'Job management',
  'route.notice': 'Announcements',
  'route.lang': 'Localization management',
  'route.customized': 'Personalization',
  'route.msgPushSetting': 'Message push settings',

  'placeholder.title': 'This page arrives in a later release',
  'placeholder.description': '“{{page}}” is part of a later release of the workbench portal.',

  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for does not exist.',

  'home.welcome': 'Welcome, {{name}}',
  'home.intro': 'Your workbench brings the plant applications you may open into one place.',
  'home.warehouses': 'Your warehouses',
  'home.warehouseCount_one': '{{count}} warehouse',
  'home.warehouseCount_other': '{{count}} warehouses',
  'home.noWarehouses': 'No warehouse is assigned to your account yet.',
  'home.warehouseCode': 'Code: {{code}}',
  'home.account': 'Your account',
  'home.userName': 'User name',
  'home.accessLevel': 'Access level',
  'home.role': 'Role',
  'home.modules.applications': 'Applications',
  'home.modules.done': 'Done',
  'home.modules.allShown': 'Every module is already on the home page.',
  'home.modules.noneShown': 'The home page shows no modules. An administrator can add them with Add module.',
  'home.modules.add': 'Add {{name}}',
  'home.modules.moveUp': 'Move {{name}} up',
  'home.modules.moveDown': 'Move {{name}} down',
  'home.modules.remove': 'Remove {{name}} from the home page',

  'user.administrator': 'Administrator',
  'user.ordinary': 'Ordinary user',
  'user.accessLevel': 'Access level: {{level}}',
  'user.changePassword': 'Change password',
  'user.logout': 'Log out',
  'user.menu': 'User menu',

  'password.title': 'Change password',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.currentRequired': 'Please enter your current password.',
  'password.newRequired': 'Please enter a new password.',
  'password.confirmRequired': 'Please confirm the new password.',
  'password.rules':
    'Shortest 6, longest 16, needs 1 digit, 1 lowercase, 1 uppercase, 1 special character (!@#$%^&*?()).',
  'password.mismatch': 'The new password does not match the confirmation.',
  'password.hint': '6 to 16 characters with a digit, a lowercase and an uppercase letter and one of !@#$%^&*?()',
  'password.submit': 'Save',
  'password.changed': 'Your password has been changed.',

  'time.justNow': 'just now',
  ...topBarEn,
  ...announcementsEn,
  ...workbenchEn,
  ...sideAreaEn,
  ...shellEn,
  ...handheldEn,
  ...realtimeEn,
  ...adminSharedEn,
  ...adminUsersEn,
  ...adminRolesEn,
  ...adminApplicationsEn,
  ...adminContactsEn,
  ...adminIntegrationsEn,
  ...adminJobsEn,
  ...eventCentreEn,
  ...adminNoticesEn,
  ...pushSettingsEn,
} as const;

export type DictionaryKey = keyof typeof en;
export type Dictionary = Record<DictionaryKey, string>;
