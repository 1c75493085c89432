import type { PushSettingsTexts } from './en';

export const pushSettingsDeDE: PushSettingsTexts = {
  'pushSettings.tab.mine': 'Meine Einstellungen',
  'pushSettings.tab.defaults': 'Vorgaben für alle',
  'pushSettings.intro':
    'Wählen Sie, welche Ereignisse Sie erreichen und wie: als Pop-up auf Ihrem Bildschirm, per E-Mail oder als Roboter-Nachricht.',
  'pushSettings.defaultsIntro':
    'Diese Einstellungen gelten für alle, die keine eigenen gespeichert haben, und für alle, die ihre zurücksetzen.',
  'pushSettings.usingDefaults': 'Sie nutzen die Vorgaben Ihrer Administratoren.',
  'pushSettings.ownSaved': 'Ihre eigenen Einstellungen, gespeichert {{time}}.',
  'pushSettings.defaultsSaved': 'Zuletzt geändert {{time}} von {{name}}.',
  'pushSettings.defaultsBuiltIn': 'Noch niemand hat die Vorgaben geändert: Es gelten die Vorgaben des Portals.',
  'pushSettings.ways': 'Ereignistypen und Wege',
  'pushSettings.column.type': 'Ereignistyp',
  'pushSettings.way.popUp': 'Pop-up',
  'pushSettings.way.email': 'E-Mail',
  'pushSettings.way.robot': 'Roboter',
  'pushSettings.wayOfType': '{{way}} bei {{type}}',
  'pushSettings.fireAlarmFixed':
    'Feueralarme erscheinen immer als Pop-up mit Ton, auf jedem Bildschirm, was hier auch eingestellt ist, auch in der Ruhezeit und für jede Anwendung. Ihre E-Mails und Roboter-Nachrichten folgen Ihrer Wahl.',
  'pushSettings.applications': 'Anwendungen',
  'pushSettings.applications.all': 'Alle Anwendungen',
  'pushSettings.applications.chosen': 'Nur diese Anwendungen',
  'pushSettings.applications.pick': 'Anwendungen wählen',
  'pushSettings.quietHours': 'Ruhezeit',
  'pushSettings.quietHours.enabled': 'Ruhezeit einhalten',
  'pushSettings.quietHours.from': 'Von',
  'pushSettings.quietHours.to': 'Bis',
  'pushSettings.quietHours.help':
    'In Werkszeit ({{timeZone}}). In der Ruhezeit erscheinen Ereignisse weiter als Pop-up, aber ohne Ton, und es gehen keine E-Mails oder Roboter-Nachrichten hinaus. Ein Beginn nach dem Ende reicht über Mitternacht.',
  'pushSettings.soundSection': 'Ton',
  'pushSettings.sound': 'Ton für Pop-ups',
  'pushSettings.sound.help': 'Schwere Ereignisse und Feueralarme spielen den Gefahrenton, die anderen den Hinweiston.',
  'pushSettings.save': 'Speichern',
  'pushSettings.saveDefaults': 'Vorgaben speichern',
  'pushSettings.reset': 'Auf Vorgaben zurücksetzen',
  'pushSettings.resetQuestion': 'Ihre Push-Einstellungen auf die Vorgaben zurücksetzen?',
  'pushSettings.resetContent':
    'Ihre eigenen Einstellungen werden entfernt; ab jetzt gelten die Vorgaben der Administratoren.',
  'pushSettings.resetDone': 'Ihre Push-Einstellungen folgen jetzt den Vorgaben.',
  'pushSettings.saved': 'Push-Einstellungen gespeichert.',
  'pushSettings.defaultsSavedNotice': 'Vorgaben gespeichert.',
  'pushSettings.notSaved': 'Nicht gespeichert: {{message}}',
  'pushSettings.loadFailed': 'Die Push-Einstellungen konnten nicht gelesen werden: {{message}}',
  'pushSettings.retry': 'Erneut versuchen',
};
