/** Texts of the message push settings (/msgPushSetting). The other languages must give every key. */
export const pushSettingsEn = {
  'pushSettings.tab.mine': 'My settings',
  'pushSettings.tab.defaults': 'Defaults for everyone',
  'pushSettings.intro':
    'Choose which events reach you, and how: as a pop-up on your screen, by e-mail or by robot message.',
  'pushSettings.defaultsIntro':
    'These settings apply to everyone who has not saved settings of their own, and to everyone who resets theirs.',
  'pushSettings.usingDefaults': 'You use the defaults set by your administrators.',
  'pushSettings.ownSaved': 'Your own settings, saved {{time}}.',
  'pushSettings.defaultsSaved': 'Last changed {{time}} by {{name}}.',
  'pushSettings.defaultsBuiltIn': 'Nobody has changed the defaults yet: the portal’s own defaults apply.',
  'pushSettings.ways': 'Event types and ways',
  'pushSettings.column.type': 'Event type',
  'pushSettings.way.popUp': 'Pop-up',
  'pushSettings.way.email': 'E-mail',
  'pushSettings.way.robot': 'Robot',
  'pushSettings.wayOfType': '{{way}} for {{type}}',
  'pushSettings.fireAlarmFixed':
    'Fire alarms always pop up with their sound, on every screen, whatever else is set here, also in quiet hours and for every application. Their e-mail and robot messages follow your choice.',
  'pushSettings.applications': 'Applications',
  'pushSettings.applications.all': 'All applications',
  'pushSettings.applications.chosen': 'Only these applications',
  'pushSettings.applications.pick': 'Choose applications',
  'pushSettings.quietHours': 'Quiet hours',
  'pushSettings.quietHours.enabled': 'Keep quiet hours',
  'pushSettings.quietHours.from': 'From',
  'pushSettings.quietHours.to': 'To',
  'pushSettings.quietHours.help':
    'In plant time ({{timeZone}}). During quiet hours events still pop up, but silently, and no e-mail or robot message is sent. A start later than the end runs across midnight.',
  'pushSettings.soundSection': 'Sound',
  'pushSettings.sound': 'Sound for pop-ups',
  'pushSettings.sound.help': 'Severe events and fire alarms play the danger sound, the others the info sound.',
  'pushSettings.save': 'Save',
  'pushSettings.saveDefaults': 'Save defaults',
  'pushSettings.reset': 'Reset to defaults',
  'pushSettings.resetQuestion': 'Reset your push settings to the defaults?',
  'pushSettings.resetContent': 'Your own settings are removed; the administrators’ defaults apply from now on.',
  'pushSettings.resetDone': 'Your push settings now follow the defaults.',
  'pushSettings.saved': 'Push settings saved.',
  'pushSettings.defaultsSavedNotice': 'Defaults saved.',
  'pushSettings.notSaved': 'Not saved: {{message}}',
  'pushSettings.loadFailed': 'The push settings could not be read: {{message}}',
  'pushSettings.retry': 'Try again',
} as const;

export type PushSettingsTextKey = keyof typeof pushSettingsEn;
export type PushSettingsTexts = Record<PushSettingsTextKey, string>;
