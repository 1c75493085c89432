import type { WorkbenchTexts } from './en';

export const workbenchDeDE: WorkbenchTexts = {
  'workbench.title': 'Arbeitsplatz',

  'appbox.title': 'Anwendungen',
  'appbox.intro': 'Wählen Sie eine Anwendung, um zu beginnen.',
  'appbox.filterLabel': 'Anwendungen nach Kategorie filtern',
  'appbox.filterAll': 'Alle Anwendungen',
  'appbox.listLabel': 'Anwendungen',
  'appbox.loading': 'Anwendungen werden geladen …',
  'appbox.loadFailed': 'Die Anwendungen konnten nicht geladen werden.',
  'appbox.retry': 'Erneut versuchen',
  'appbox.empty': 'Ihnen stehen noch keine Anwendungen zur Verfügung.',
  'appbox.emptyTag': 'In dieser Kategorie gibt es keine Anwendungen.',
  'appbox.current': 'Aktuell',
  'appbox.opensInNewTab': 'Öffnet in einem neuen Tab',
  'appbox.badAddress': '„{{name}}“ hat keine gültige Adresse und kann nicht geöffnet werden.',
  'appbox.entering': '{{name}} wird geöffnet …',
  'appbox.notAllowedTitle': 'Diese Anwendung kann nicht geöffnet werden',
  'appbox.notAllowed': 'Sie existiert nicht, oder Sie haben keinen Zugriff darauf.',
  'appbox.subSystemsFailed': 'Die Teilsysteme von „{{name}}“ konnten nicht geladen werden.',
  'appbox.backToWorkbench': 'Zurück zum Arbeitsplatz',

  'appbox.switcherLabel': 'Aktuelle Anwendung',
  'appbox.switcherOpen': 'Anwendung, Teilsystem und Datenberechtigungen',
  'appbox.subSystem': 'Teilsystem',
  'appbox.noSubSystem': 'Kein Teilsystem',
  'appbox.dataPermissions': 'Datenberechtigungen',
  'appbox.dataPermissionsCount': '{{selected}} von {{total}}',
  'appbox.dataPermissionsHint': 'Mindestens eine bleibt ausgewählt.',
};
