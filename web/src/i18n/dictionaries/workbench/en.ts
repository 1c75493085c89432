/** English texts of the workbench area; the other languages must give every key (see zh-hans.ts, de-de.ts). */
export const workbenchEn = {
  'workbench.title': 'Workbench',

  'appbox.title': 'Applications',
  'appbox.intro': 'Choose an application to start working.',
  'appbox.filterLabel': 'Filter applications by tag',
  'appbox.filterAll': 'All Applications',
  'appbox.listLabel': 'Applications',
  'appbox.loading': 'Loading applications…',
  'appbox.loadFailed': 'The applications could not be loaded.',
  'appbox.retry': 'Try again',
  'appbox.empty': 'No applications are available to you yet.',
  'appbox.emptyTag': 'No applications under this tag.',
  'appbox.current': 'Current',
  'appbox.opensInNewTab': 'Opens in a new tab',
  'appbox.badAddress': '“{{name}}” has no valid address and cannot be opened.',
  'appbox.entering': 'Opening {{name}}…',
  'appbox.notAllowedTitle': 'This application cannot be opened',
  'appbox.notAllowed': 'It does not exist, or you have no access to it.',
  'appbox.subSystemsFailed': 'The sub-systems of “{{name}}” could not be loaded.',
  'appbox.backToWorkbench': 'Back to the workbench',

  'appbox.switcherLabel': 'Current application',
  'appbox.switcherOpen': 'Application, sub-system and data permissions',
  'appbox.subSystem': 'Sub-system',
  'appbox.noSubSystem': 'No sub-system',
  'appbox.dataPermissions': 'Data permissions',
  'appbox.dataPermissionsCount': '{{selected}} of {{total}}',
  'appbox.dataPermissionsHint': 'At least one stays selected.',
} as const;

export type WorkbenchTexts = Record<keyof typeof workbenchEn, string>;
