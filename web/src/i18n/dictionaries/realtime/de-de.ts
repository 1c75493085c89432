import type { RealtimeTexts } from './en';

export const realtimeDeDE: RealtimeTexts = {
  'realtime.loggedInElsewhere': 'Ihr Konto wurde an einem anderen Ort angemeldet. Bitte melden Sie sich erneut an!',
  'realtime.sessionEnded.accountDisabled':
    'Ihr Konto ist gesperrt oder wurde entfernt, bitte wenden Sie sich an einen Administrator.',
  'realtime.sessionEnded.passwordReset':
    'Ein Administrator hat Ihr Passwort zurückgesetzt, bitte melden Sie sich mit dem neuen an.',
  'realtime.sessionEnded.passwordChangedElsewhere': 'Ihr Passwort wurde geändert, bitte melden Sie sich erneut an.',

  'realtime.type.fireAlarm': 'Feueralarm',
  'realtime.type.severe': 'Schwerwiegend',
  'realtime.type.warning': 'Warnung',
  'realtime.type.message': 'Nachricht',
  'realtime.type.reminder': 'Erinnerung',
  'realtime.close': 'Schließen',
  'realtime.closeNotification': 'Benachrichtigung schließen: {{title}}',
  'realtime.openLink': '{{name}} (öffnet in einem neuen Tab)',
  'realtime.linkNotShown': 'Die verlinkte Seite kann hier nicht angezeigt werden.',
  'realtime.announce': '{{type}}: {{title}}',

  'realtime.fireAlarm.title': 'Feueralarm',
  'realtime.fireAlarm.active_one': '{{count}} aktiver Alarm',
  'realtime.fireAlarm.active_other': '{{count}} aktive Alarme',
  'realtime.fireAlarm.received': 'Eingegangen {{time}}',
  'realtime.fireAlarm.acknowledge': 'Quittieren',
  'realtime.fireAlarm.acknowledgeAlarm': '{{title}} quittieren',
  'realtime.fireAlarm.move': 'Feueralarm-Fenster verschieben',
  'realtime.fireAlarm.moveHint':
    'Mit dem Zeiger ziehen oder mit den Pfeiltasten verschieben; mit gedrückter Umschalttaste in größeren Schritten.',

  'realtime.sound.blocked': 'Ton blockiert – zum Aktivieren klicken',
};
