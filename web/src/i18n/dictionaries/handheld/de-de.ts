import type { HandheldTexts } from './en';

export const handheldDeDE: HandheldTexts = {
  'handheld.title': 'Arbeitsplatz',
  'handheld.back': 'Zurück',
  'handheld.menu': 'Menü',
  'handheld.account': 'Konto und Sprache',
  'handheld.signedInAs': 'Angemeldet als {{name}}',
  'handheld.language': 'Sprache',
  'handheld.signOut': 'Abmelden',
  'handheld.applications': 'Anwendungen',
  'handheld.chooseApplication': 'Anwendung wählen',
  'handheld.changeApplication': 'Anwendung wechseln',
  'handheld.pagesOf': 'Seiten von {{name}}',
  'handheld.opensNewWindow': 'öffnet in einem neuen Fenster',
  'handheld.noPages': 'Diese Anwendung hat keine Seite, die Sie hier öffnen dürfen.',
  'handheld.noApplications': 'Ihnen steht noch keine Anwendung zur Verfügung.',
  'handheld.loading': 'Wird geladen…',
  'handheld.loadFailed': 'Die Liste konnte nicht geladen werden.',
  'handheld.retry': 'Erneut versuchen',
  'handheld.scan.noPage': '{{code}} gescannt. Öffnen Sie eine Seite, um den Code zu verwenden.',
  'handheld.scan.notTaken': 'Diese Seite nimmt keine gescannten Codes an ({{code}}).',
};
