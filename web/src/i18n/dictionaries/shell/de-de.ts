import type { ShellTexts } from './en';

export const shellDeDE: ShellTexts = {
  'shell.tabs.label': 'Geöffnete Seiten',
  'shell.tabs.refresh': 'Aktualisieren',
  'shell.tabs.close': 'Schließen',
  'shell.tabs.closeOthers': 'Andere schließen',
  'shell.tabs.dashboardMenu': 'Seitenaktionen',
  'shell.tabs.closeTab': 'Tab schließen',
  'shell.tabs.moreTabs': 'Weitere geöffnete Seiten',
  'shell.tabs.refreshAll': 'Alle aktualisieren',
  'shell.tabs.addModule': 'Modul hinzufügen',
  'shell.tabs.editModule': 'Modul bearbeiten',

  'shell.host.loading': '{{name}} wird gestartet…',
  'shell.host.notListed':
    'Die Anwendung „{{name}}“ ist in diesem Portal nicht eingerichtet (sys.json). Bitte wenden Sie sich an Ihre Administration.',
  'shell.host.noAddress':
    'Für diese Anwendung ist keine Adresse hinterlegt, die das Portal öffnen darf. Bitte wenden Sie sich an Ihre Administration.',
  'shell.host.noStart':
    'Die Anwendung ist nicht gestartet. Prüfen Sie die Netzwerkverbindung und versuchen Sie es erneut.',
  'shell.host.failed': 'Die Anwendung meldet einen Fehler: {{message}}',
  'shell.host.retry': 'Erneut versuchen',
  'shell.host.title': 'Diese Seite kann nicht geöffnet werden',
  'shell.host.frameTitle': '{{page}} ({{application}})',

  'shell.window.refused': 'Hier können nur http- und https-Adressen geöffnet werden.',
  'shell.window.refusedTitle': 'Diese Adresse kann nicht geöffnet werden',
  'shell.window.openInNewTab': 'In neuem Browser-Tab öffnen',
  'shell.window.frameTitle': 'Externe Anwendung: {{address}}',

  'shell.inactivity.loggedOut': 'Sie waren längere Zeit nicht aktiv. Bitte melden Sie sich erneut an!',

  'shell.editor.back': 'Zurück',
  'shell.editor.cancel': 'Abbrechen',
  'shell.editor.save': 'Speichern',

  'shell.skipToContent': 'Zum Seiteninhalt springen',
};
