import type { AreaMessages } from './catalogue';

/** Message push settings: their checks and their fields' labels. */
export const pushSettingMessages: AreaMessages = {
  en: {
    'validation.clockTime': 'is not a time of day as HH:mm (00:00 to 23:59)',
    'validation.quietHoursEmpty': 'must differ from the start of the quiet hours',
    'validation.pushTypeTwice': 'names an event type a second time',
    'validation.pushApplicationsNone': 'needs at least one application, or choose all applications',
    'pushSettings.unknownApplication': 'is not an existing application',
    'fields.popUp': 'Pop-up',
    'fields.allApplications': 'All applications',
    'fields.quietHours': 'Quiet hours',
    'fields.sound': 'Sound',
  },
  'zh-Hans': {
    'validation.clockTime': '不是 HH:mm 格式的时间（00:00 至 23:59）',
    'validation.quietHoursEmpty': '必须与免打扰开始时间不同',
    'validation.pushTypeTwice': '重复指定了同一事件类型',
    'validation.pushApplicationsNone': '至少需要选择一个应用，或选择全部应用',
    'pushSettings.unknownApplication': '不是已存在的应用',
    'fields.popUp': '弹窗',
    'fields.allApplications': '全部应用',
    'fields.quietHours': '免打扰时段',
    'fields.sound': '声音',
  },
  'de-DE': {
    'validation.clockTime': 'ist keine Uhrzeit im Format HH:mm (00:00 bis 23:59)',
    'validation.quietHoursEmpty': 'muss sich vom Beginn der Ruhezeit unterscheiden',
    'validation.pushTypeTwice': 'nennt einen Ereignistyp ein zweites Mal',
    'validation.pushApplicationsNone': 'braucht mindestens eine Anwendung, oder wählen Sie alle Anwendungen',
    'pushSettings.unknownApplication': 'ist keine vorhandene Anwendung',
    'fields.popUp': 'Pop-up',
    'fields.allApplications': 'Alle Anwendungen',
    'fields.quietHours': 'Ruhezeit',
    'fields.sound': 'Ton',
  },
};
