/** English texts of the real-time part (pop-ups, Fire Alarm box, sounds); the other languages must give every key. */
export const realtimeEn = {
  'realtime.loggedInElsewhere': 'Your account has been logged in elsewhere, please log in again!',
  'realtime.sessionEnded.accountDisabled': 'Your account is disabled or was removed, please contact an administrator.',
  'realtime.sessionEnded.passwordReset': 'An administrator has reset your password, please log in with the new one.',
  'realtime.sessionEnded.passwordChangedElsewhere': 'Your password has been changed, please log in again.',

  'realtime.type.fireAlarm': 'Fire alarm',
  'realtime.type.severe': 'Severe',
  'realtime.type.warning': 'Warning',
  'realtime.type.message': 'Message',
  'realtime.type.reminder': 'Reminder',
  'realtime.close': 'Close',
  'realtime.closeNotification': 'Close notification: {{title}}',
  'realtime.openLink': '{{name}} (opens in a new tab)',
  'realtime.linkNotShown': 'The linked page cannot be shown here.',
  'realtime.announce': '{{type}}: {{title}}',

  'realtime.fireAlarm.title': 'Fire Alarm',
  'realtime.fireAlarm.active_one': '{{count}} active alarm',
  'realtime.fireAlarm.active_other': '{{count}} active alarms',
  'realtime.fireAlarm.received': 'Received {{time}}',
  'realtime.fireAlarm.acknowledge': 'Acknowledge',
  'realtime.fireAlarm.acknowledgeAlarm': 'Acknowledge {{title}}',
  'realtime.fireAlarm.move': 'Move the Fire Alarm box',
  'realtime.fireAlarm.moveHint': 'Drag with the pointer, or use the arrow keys; hold Shift for larger steps.',

  'realtime.sound.blocked': 'Sound blocked — click to enable',
} as const;

export type RealtimeTextKey = keyof typeof realtimeEn;
export type RealtimeTexts = Record<RealtimeTextKey, string>;
