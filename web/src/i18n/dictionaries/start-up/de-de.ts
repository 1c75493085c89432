import type { StartUpDictionary } from './en';

/**
 * The portal's own German texts that the sign-in page and start-up show before the full
 * dictionary has loaded (sign-in form, language switch, loading notice, call errors). Part of the
 * entry chunk: the form paints without waiting for a dictionary download.
 */
export const startUpDeDE: StartUpDictionary = {
  'app.name': 'Workbench-Portal',
  'app.tagline': 'Plattform für den Industriebetrieb',
  'app.version': 'Version {{version}}',
  'app.loading': 'Arbeitsbereich wird geladen…',

  'common.ok': 'OK',
  'common.cancel': 'Abbrechen',
  'common.backHome': 'Zurück zur Workbench',
  'common.errorTitle': 'Fehler',

  'language.label': 'Sprache',

  'login.intro': 'Anwendungen, Ereignisse und Einstellungen Ihres Werks – vereint in einer Workbench.',
  'login.title': 'Anmelden',
  'login.subtitle': 'Melden Sie sich mit Ihrem Werkskonto an.',
  'login.userName': 'Benutzername',
  'login.userNamePlaceholder': 'Benutzernamen eingeben',
  'login.userNameRequired': 'Bitte geben Sie Ihren Benutzernamen ein.',
  'login.password': 'Passwort',
  'login.passwordPlaceholder': 'Passwort eingeben',
  'login.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'login.showPassword': 'Passwort anzeigen',
  'login.hidePassword': 'Passwort verbergen',
  'login.remember': 'Konto merken',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmeldung läuft…',
  'login.failedTitle': 'Anmeldung fehlgeschlagen',
  'login.failed': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'login.waysLabel': 'Anmeldearten',
  'login.way.password': 'Mit Passwort',
  'login.way.card': 'Mit Karte',
  'login.card.hint': 'Halten Sie Ihren Ausweis an das Lesegerät.',
  'login.card.reading': 'Karte wird geprüft…',
  'login.card.number': 'Kartennummer',
  'login.card.numberPlaceholder': 'Oder Kartennummer eingeben',
  'login.card.numberRequired': 'Bitte geben Sie die Kartennummer ein.',
  'login.way.face': 'Mit Gesicht',
  'login.face.preview': 'Kamerabild',
  'login.face.starting': 'Kamera wird gestartet…',
  'login.face.denied':
    'Die Kamera darf hier nicht genutzt werden. Erlauben Sie sie für diese Seite oder melden Sie sich anders an.',
  'login.face.unavailable': 'Hier ist keine Kamera nutzbar. Bitte melden Sie sich anders an.',
  'login.face.guidance.ok': 'Bitte still halten…',
  'login.face.guidance.noFace': 'Bitte direkt in die Kamera schauen.',
  'login.face.guidance.severalFaces': 'Nur die Person, die sich anmeldet, sollte im Bild sein.',
  'login.face.guidance.tooDark': 'Zu dunkel. Bitte für mehr Licht sorgen oder sich dem Licht zuwenden.',
  'login.face.looking': 'Gesicht wird gesucht…',
  'login.face.turn': 'Drehen Sie jetzt den Kopf langsam zur Seite.',
  'login.face.recognising': 'Gesicht wird erkannt…',
  'login.face.signInNow': 'Jetzt anmelden',
  'login.face.tryAgain': 'Erneut versuchen',
  'login.face.box': 'Gesicht gefunden',
  'login.copyright': 'Workbench-Portal {{version}}',

  'authRedirect.title': 'Anmeldung läuft…',
  'authRedirect.missingToken': 'Es wurde kein Anmeldetoken übergeben. Bitte melden Sie sich an.',

  'route.login': 'Anmelden',
  'route.authRedirect': 'Anmelde-Weiterleitung',

  'error.network':
    'Der Server ist nicht erreichbar. Bitte prüfen Sie die Netzwerkverbindung und versuchen Sie es erneut.',
  'error.timeout': 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  'error.http': 'Die Anfrage ist fehlgeschlagen (HTTP {{status}}).',
  'error.invalidAnswer': 'Der Server hat eine unverständliche Antwort gesendet.',
  'error.ticketExpired': 'Die Autorisierung ist abgelaufen, bitte melden Sie sich erneut an.',
  'error.sessionEnded': 'Ihre Sitzung wurde beendet, bitte melden Sie sich erneut an.',
};
