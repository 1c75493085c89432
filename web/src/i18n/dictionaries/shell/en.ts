/** English texts of the shell frame: tabs, hosted pages, embedded addresses, inactivity. */
export const shellEn = {
  'shell.tabs.label': 'Open pages',
  'shell.tabs.refresh': 'Refresh',
  'shell.tabs.close': 'Close',
  'shell.tabs.closeOthers': 'Close others',
  'shell.tabs.dashboardMenu': 'Page actions',
  'shell.tabs.closeTab': 'Close tab',
  'shell.tabs.moreTabs': 'More open pages',
  'shell.tabs.refreshAll': 'Refresh all',
  'shell.tabs.addModule': 'Add module',
  'shell.tabs.editModule': 'Edit module',

  'shell.host.loading': 'Starting {{name}}…',
  'shell.host.notListed':
    'The application "{{name}}" is not set up in this portal (sys.json). Please tell your administrator.',
  'shell.host.noAddress': 'This application has no address the portal may open. Please tell your administrator.',
  'shell.host.noStart': 'The application did not start. Check the network connection and try again.',
  'shell.host.failed': 'The application reported an error: {{message}}',
  'shell.host.retry': 'Try again',
  'shell.host.title': 'Could not open this page',
  'shell.host.frameTitle': '{{page}} ({{application}})',

  'shell.window.refused': 'Only http and https addresses can be opened here.',
  'shell.window.refusedTitle': 'This address cannot be opened',
  'shell.window.openInNewTab': 'Open in a new browser tab',
  'shell.window.frameTitle': 'External application: {{address}}',

  'shell.inactivity.loggedOut': 'The user has not operated for a long time, please log in again!',

  'shell.editor.back': 'Back',
  'shell.editor.cancel': 'Cancel',
  'shell.editor.save': 'Save',

  'shell.skipToContent': 'Skip to the page content',
} as const;

export type ShellTexts = Record<keyof typeof shellEn, string>;
