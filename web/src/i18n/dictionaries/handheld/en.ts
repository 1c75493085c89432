/** English texts of the handheld layout: its bar, the full-screen menu, the account sheet, scans. */
export const handheldEn = {
  'handheld.title': 'Workbench',
  'handheld.back': 'Back',
  'handheld.menu': 'Menu',
  'handheld.account': 'Account and language',
  'handheld.signedInAs': 'Signed in as {{name}}',
  'handheld.language': 'Language',
  'handheld.signOut': 'Sign out',
  'handheld.applications': 'Applications',
  'handheld.chooseApplication': 'Choose an application',
  'handheld.changeApplication': 'Change application',
  'handheld.pagesOf': 'Pages of {{name}}',
  'handheld.opensNewWindow': 'opens in a new window',
  'handheld.noPages': 'This application has no page you may open here.',
  'handheld.noApplications': 'No application is available to you yet.',
  'handheld.loading': 'Loading…',
  'handheld.loadFailed': 'The list could not be loaded.',
  'handheld.retry': 'Try again',
  'handheld.scan.noPage': 'Scanned {{code}}. Open a page to use the code.',
  'handheld.scan.notTaken': 'This page does not take scanned codes ({{code}}).',
} as const;

export type HandheldTexts = Record<keyof typeof handheldEn, string>;
