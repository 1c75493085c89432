import { PERMISSIONS, type PermissionCode } from '@workbench/contracts';
import type { DictionaryKey } from '../i18n/dictionaries/en';

/** Menu groups of the top bar a route belongs to (docs/spec.md §2, §6). */
export type MenuGroup = 'public' | 'none' | 'dash' | 'appbox' | 'team' | 'event' | 'system';

/**
 * Which component renders a route. "later" routes belong to later issues and show the
 * placeholder page; they still pass through the guard with their permission code.
 */
export type PageKind =
  | 'login'
  | 'auth-redirect'
  | 'redirect'
  | 'home'
  | 'appbox'
  | 'window'
  | 'not-found'
  | 'users'
  | 'roles'
  | 'applications'
  | 'application-editor'
  | 'edit-workbench'
  | 'contacts'
  | 'integrations'
  | 'channel-editor'
  | 'jobs'
  | 'notices'
  | 'push-settings'
  | 'event-centre'
  | 'later';

/** Route metadata, carried as the react-router `handle` and read by the guard and the shell. */
export interface RouteMeta {
  /** Route name (the platform's names, used by tabs and keep-alive). */
  name: string;
  titleKey: DictionaryKey;
  menuGroup: MenuGroup;
  permission?: PermissionCode;
  roles?: readonly string[];
  /** Pinned tab that cannot be closed (docs/spec.md §2, dashboard). */
  affix?: boolean;
}

export interface PortalRoute {
  path: string;
  page: PageKind;
  meta: RouteMeta;
}

const { applicationManage, systemIntegration, eventStrategy } = PERMISSIONS;

/** docs/spec.md §2's route table. `*` (anything else → /) is added by the router. */
export const ROUTES: readonly PortalRoute[] = [
  { path: '/login', page: 'login', meta: { name: 'Login', titleKey: 'route.login', menuGroup: 'public' } },
  {
    path: '/auth-redirect',
    page: 'auth-redirect',
    meta: { name: 'AuthRedirect', titleKey: 'route.authRedirect', menuGroup: 'public' },
  },
  { path: '/redirect/*', page: 'redirect', meta: { name: 'Redirect', titleKey: 'route.redirect', menuGroup: 'none' } },
  { path: '/', page: 'home', meta: { name: 'Home', titleKey: 'route.home', menuGroup: 'dash' } },
  {
    path: '/dashboard/dashboard',
    page: 'home',
    meta: { name: 'Dashboard', titleKey: 'route.dashboard', menuGroup: 'dash', affix: true },
  },
  { path: '/appbox/appbox', page: 'appbox', meta: { name: 'Appbox', titleKey: 'route.appbox', menuGroup: 'appbox' } },
  { path: '/Window/*', page: 'window', meta: { name: 'Window', titleKey: 'route.window', menuGroup: 'appbox' } },
  { path: '/404', page: 'not-found', meta: { name: 'NotFound', titleKey: 'route.notFound', menuGroup: 'none' } },
  admin('/RoleMgr', 'roles', 'RoleMgr', 'route.roleMgr', 'team', PERMISSIONS.roleManage),
  admin('/User', 'users', 'User', 'route.user', 'team', PERMISSIONS.userManage),
  admin('/ApplicationMgr', 'applications', 'ApplicationMgr', 'route.applicationMgr', 'system', applicationManage),
  admin('/AddApp/:appID?', 'application-editor', 'AddApp', 'route.addApp', 'system', applicationManage),
  admin(
    '/AddApplication/:tagID/:appID?/:fromPage?',
    'application-editor',
    'AddApplication',
    'route.addApplication',
    'system',
    applicationManage,
  ),
  admin('/EditWorkbench', 'edit-workbench', 'EditWorkbench', 'route.editWorkbench', 'system', applicationManage),
  admin('/Eventcenter', 'event-centre', 'Eventcenter', 'route.eventCenter', 'event', PERMISSIONS.eventCenter),
  admin('/SYSIntegration', 'integrations', 'SYSIntegration', 'route.sysIntegration', 'system', systemIntegration),
  admin(
    '/EditSYSIntegration/:type/:ID?',
    'channel-editor',
    'EditSYSIntegration',
    'route.editSysIntegration',
    'system',
    systemIntegration,
  ),
  admin('/EmailChannel/:ID?', 'channel-editor', 'EmailChannel', 'route.emailChannel', 'system', systemIntegration),
  admin('/RobotChannel/:ID?', 'channel-editor', 'RobotChannel', 'route.robotChannel', 'system', systemIntegration),
  admin('/ContactsChannel/:ID?', 'contacts', 'ContactsChannel', 'route.contactsChannel', 'system', systemIntegration),
  admin('/pluginChannel/:ID?', 'channel-editor', 'pluginChannel', 'route.pluginChannel', 'system', systemIntegration),
  later('/PolicyIntegration', 'PolicyIntegration', 'route.policyIntegration', 'system', eventStrategy),
  later(
    '/addEditPolicyIntegration/:ID/:Mode',
    'addEditPolicyIntegration',
    'route.addEditPolicyIntegration',
    'system',
    eventStrategy,
  ),
  admin('/Job', 'jobs', 'Job', 'route.job', 'system', PERMISSIONS.jobManage),
  admin('/Notice', 'notices', 'Notice', 'route.notice', 'system', PERMISSIONS.announceManage),
  later('/Lang', 'Lang', 'route.lang', 'system', PERMISSIONS.localizationManage),
  later('/Customized', 'Customized', 'route.customized', 'system', PERMISSIONS.individuationManage),
  // Every signed-in user's own page (no permission code); the defaults on it check theirs.
  {
    path: '/msgPushSetting',
    page: 'push-settings',
    meta: { name: 'msgPushSetting', titleKey: 'route.msgPushSetting', menuGroup: 'none' },
  },
];

function admin(
  path: string,
  page: PageKind,
  name: string,
  titleKey: DictionaryKey,
  menuGroup: MenuGroup,
  permission: PermissionCode,
): PortalRoute {
  return { path, page, meta: { name, titleKey, menuGroup, permission } };
}

function later(
  path: string,
  name: string,
  titleKey: DictionaryKey,
  menuGroup: MenuGroup,
  permission?: PermissionCode,
): PortalRoute {
  return { path, page: 'later', meta: { name, titleKey, menuGroup, ...(permission ? { permission } : {}) } };
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return !!value && typeof value === 'object' && 'name' in value && 'titleKey' in value && 'menuGroup' in value;
}
