/** English texts of the top-bar area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const topBarEn = {
  'topBar.navigation': 'Main menu',
  'topBar.openWorkbench': 'Workbench',
  'topBar.workbench': 'Workbench',
  'topBar.menus': 'Menus',
  'topBar.operationCenter': 'Operations Centre',
  'topBar.operations': 'Operations',
  'topBar.maintenance': 'Maintenance',
  'topBar.comingLater': 'Coming later',
  'topBar.eventCenter': 'Event Centre',
  'topBar.teamManagement': 'Team Management',
  'topBar.userManagement': 'User Management',
  'topBar.roleManagement': 'Role Management',
  'topBar.systemManagement': 'System Management',
  'topBar.applicationManagement': 'Application Management',
  'topBar.eventStrategy': 'Event Strategy',
  'topBar.systemIntegration': 'System Integration',
  'topBar.otherSettings': 'Other Settings',

  'topBar.languageCurrent': 'Language: {{language}}',
  'topBar.userMenuOf': 'User menu: {{name}}',

  'topBar.fullScreen': 'Full screen',
  'topBar.exitFullScreen': 'Exit full screen',
  'topBar.fullScreenUnsupported': 'Full screen unsupported in this browser.',

  'topBar.pdaPreview': 'PDA preview',
  'topBar.pdaPreviewTitle': 'PDA preview of this page',
  'topBar.pdaPreviewFrame': 'This page on a PDA screen',

  'topBar.downloads': 'Download tasks',
  'topBar.downloadsCount': 'Download tasks ({{count}})',
  'topBar.downloadWindow': 'Period',
  'topBar.downloadWindow1': '1 day',
  'topBar.downloadWindow3': '3 days',
  'topBar.downloadWindow7': '1 week',
  'topBar.downloadsEmpty': 'No download tasks in this period.',
  'topBar.download': 'Download',
  'topBar.downloadFile': 'Download {{name}}',
  'topBar.statusPreparing': 'Preparing',
  'topBar.statusExporting': 'Exporting',
  'topBar.statusComplete': 'Export complete',
  'topBar.statusFailed': 'Export failed',
  'topBar.statusTimedOut': 'Export timed out',
  'topBar.statusUnknown': 'Unknown status',

  'topBar.documents': 'Documents',
  'topBar.documentsLoading': 'Loading documents…',
  'topBar.documentsEmpty': 'No documents yet.',
  'topBar.documentsFailed': 'The documents could not be loaded.',
  'topBar.retry': 'Try again',
  'topBar.documentNoLink': 'No valid link',
  'topBar.opensInNewTab': '(opens in a new tab)',
} as const;

export type TopBarTextKey = keyof typeof topBarEn;
export type TopBarTexts = Record<TopBarTextKey, string>;
