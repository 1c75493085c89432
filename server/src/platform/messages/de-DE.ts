import type { MessageCatalogue } from './catalogue';

export const deDE: MessageCatalogue = {
  // Generic answers of the error handler.
  'errors.badRequest': 'Die Anfrage ist ungültig.',
  'errors.validation': 'Bitte prüfen Sie die Eingabe: {problems}',
  'errors.malformedJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.bodyTooLarge': 'Die Anfrage ist zu groß (höchstens {limit}).',
  'errors.unsupportedMediaType': 'Diese Art von Inhalt ({contentType}) wird hier nicht angenommen.',
  'errors.notFound': 'Das Angefragte existiert nicht.',
  'errors.routeNotFound': 'Diese Adresse gibt es nicht: {method} {url}',
  'errors.forbidden': 'Sie haben keine Berechtigung für diese Aktion.',
  'errors.unauthorized': 'Bitte melden Sie sich an.',
  'errors.tokenInvalid': 'Ihre Anmeldung ist nicht mehr gültig, bitte melden Sie sich erneut an.',
  'errors.sessionEnded': 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
  'errors.ticketExpired': 'Die Autorisierung ist abgelaufen, bitte melden Sie sich erneut an.',
  'errors.signedInElsewhere': 'Ihr Konto wurde an anderer Stelle angemeldet, bitte melden Sie sich erneut an!',
  'errors.accountDisabled': 'Ihr Konto ist gesperrt oder wurde entfernt, bitte wenden Sie sich an einen Administrator.',
  'errors.tooManyRequests': 'Zu viele Anfragen, bitte versuchen Sie es später erneut.',
  'errors.internal': 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',

  // Field problems of a 400 answer (details[].message).
  'validation.required': 'ist erforderlich',
  'validation.expected.string': 'muss ein Text sein',
  'validation.expected.number': 'muss eine Zahl sein',
  'validation.expected.boolean': 'muss true oder false sein',
  'validation.expected.array': 'muss eine Liste sein',
  'validation.expected.object': 'muss ein Objekt sein',
  'validation.tooShort': 'muss mindestens {minimum} Zeichen lang sein',
  'validation.tooLong': 'darf höchstens {maximum} Zeichen lang sein',
  'validation.tooSmall': 'muss mindestens {minimum} sein',
  'validation.tooBig': 'darf höchstens {maximum} sein',
  'validation.tooFewItems': 'muss mindestens {minimum} Einträge haben',
  'validation.tooManyItems': 'darf höchstens {maximum} Einträge haben',
  'validation.invalidFormat': 'ist kein gültiges Format ({format})',
  'validation.invalidValue': 'muss einer dieser Werte sein: {values}',
  'validation.invalid': 'ist ungültig',

  // Identity and session.
  'identity.invalidCredentials': 'Benutzername oder Passwort ist falsch.',
  'identity.cardNotRecognised': 'Die Karte wurde nicht erkannt.',
  'identity.faceNotRecognised': 'Das Gesicht wurde nicht erkannt.',
  'identity.invalidFaceImage': 'muss ein JPEG- oder PNG-Bild in Base64 oder als Data-URL sein',
  'identity.tooManySignInAttempts':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'identity.refreshTokenInvalid': 'Ihre Anmeldung ist abgelaufen, bitte melden Sie sich erneut an.',
  'identity.currentPasswordWrong': 'Das aktuelle Passwort ist falsch.',
  'identity.passwordRules':
    'Das neue Passwort entspricht nicht den Regeln: mindestens 6, höchstens 16 Zeichen; mindestens 1 Ziffer, 1 Kleinbuchstabe, 1 Großbuchstabe und 1 Sonderzeichen aus !@#$%^&*?().',
  'identity.passwordChanged': 'Ihr Passwort wurde geändert.',

  // Applications, menus and favourites.
  'applications.notFound': 'Die Anwendung existiert nicht.',
  'applications.notGranted': 'Sie haben keinen Zugriff auf diese Anwendung.',
  'applications.dbInstanceNotFound': 'Das Subsystem existiert in dieser Anwendung nicht.',
  'applications.dbInstanceNotGranted': 'Sie haben keinen Zugriff auf dieses Subsystem.',
  'applications.invalidSorting': 'muss tagName oder order sein, optional gefolgt von asc oder desc',
  'menus.notFound': 'Das Menü existiert nicht.',
  'menus.parentNotFound': 'Das neue übergeordnete Menü existiert nicht.',
  'menus.notGranted': 'Sie haben keinen Zugriff auf dieses Menü.',
  'menus.parentInOtherApplication': 'muss ein Menü derselben Anwendung sein',
  'menus.invalidNesting': 'muss ein {parent} sein: ein {type} liegt in einem {parent}',
  'menus.serviceAtTopLevel': 'muss leer sein: ein Service liegt auf der obersten Ebene',
  'favourites.folderNameRepeated': 'Der Ordnername darf sich nicht wiederholen, bitte erneut eingeben.',
  'favourites.onlyPages': 'muss eine Seite sein: nur Seiten können als Favorit gespeichert werden',
  'favourites.emptySave': 'muss mindestens den Stammeintrag der Favoriten enthalten',
  'favourites.mixedScope': 'muss in jedem Eintrag dieselbe Anwendung und dasselbe Subsystem nennen',
  'favourites.duplicateEntry': 'darf in der Liste nicht doppelt vorkommen',
  'favourites.invalidPlacement':
    'ist hier nicht erlaubt: Ordner liegen auf der obersten Ebene, Seiten auf der obersten Ebene oder in einem Ordner',
  'favourites.parentMissing': 'muss einen Eintrag derselben Liste nennen',
  'favourites.duplicatePage': 'darf dieselbe Seite nicht zweimal nennen',

  // The demo warehouse service.
  'warehouse.dataPermissionNotGranted': 'Sie haben keinen Zugriff auf das Lager {code}.',
  'warehouse.dataPermissionNotFound': 'Das Lager {code} gibt es in diesem Subsystem nicht.',
};
