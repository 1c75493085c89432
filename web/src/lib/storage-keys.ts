/**
 * Every cookie and storage key the portal writes, in one place (docs/spec.md §3, §9).
 * The interface-state names are the platform's own keys; other portals of the platform read them,
 * so they keep their original spelling.
 */
export const COOKIE_KEYS = {
  /** Bearer access token. */
  accessToken: 'Admin-Token',
  refreshToken: 'Refresh-Token',
  /** Server-side sign-on session, sent as the `ticket` header. */
  ticket: 'Ticket',
  sidebarFixed: 'Sidebarfixed',
  sidebarSize: 'Sidebarsize',
  size: 'size',
} as const;

/** localStorage keys. */
export const LOCAL_KEYS = {
  language: 'language',
  userName: 'userName',
  mesAccessLevel: 'mesAccessLevel',
  rememberedUserName: 'rememberedUserName',
  /** Fallback channel for the cross-tab logout broadcast (browsers without BroadcastChannel). */
  sessionBroadcast: 'workbench-session-event',
  /** The entered application, sub-system and data permissions (docs/spec.md §3 "Current selection"). */
  currentSelection: 'currentSelection',
  /** Menu routes built for the current selection, remembered between sessions (docs/spec.md §2). */
  menuRoutes: 'menuRoutes',
  /** Last time the user was active in any tab (inactivity logout, docs/spec.md §8). */
  lastActivity: 'lastActivity',
  /** The home page's modules as an administrator arranged them (Add Module, Edit Module). */
  dashboardLayout: 'dashboardLayout',
} as const;

/** Keys written to both sessionStorage and localStorage (docs/spec.md §4 "Storage"). */
export const MIRRORED_KEYS = {
  sysname: 'sysname',
  warehouseNo: 'warehouseNo',
  serviceIdentification: 'serviceIdentification',
  checkSysAndData: 'CheckSysAndData',
  sysAndDataCache: 'SysAndDataCache',
} as const;

/** sessionStorage keys. */
export const SESSION_KEYS = {
  /** Per-application sub-system choice cache (docs/spec.md §3). */
  subSystemChoice: 'subSystemChoice',
  activeTab: 'activeTab',
  visitedTabs: 'visitedTabs',
} as const;

export const SESSION_BROADCAST_CHANNEL = 'workbench-session';
