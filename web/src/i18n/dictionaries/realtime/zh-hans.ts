import type { RealtimeTexts } from './en';

export const realtimeZhHans: RealtimeTexts = {
  'realtime.loggedInElsewhere': '您的账号已在其他地方登录，请重新登录！',
  'realtime.sessionEnded.accountDisabled': '您的账号已被禁用或删除，请联系管理员。',
  'realtime.sessionEnded.passwordReset': '管理员已重置您的密码，请使用新密码重新登录。',
  'realtime.sessionEnded.passwordChangedElsewhere': '您的密码已被修改，请重新登录。',

  'realtime.type.fireAlarm': '火警',
  'realtime.type.severe': '严重',
  'realtime.type.warning': '警告',
  'realtime.type.message': '消息',
  'realtime.type.reminder': '提醒',
  'realtime.close': '关闭',
  'realtime.closeNotification': '关闭通知：{{title}}',
  'realtime.openLink': '{{name}}（在新标签页中打开）',
  'realtime.linkNotShown': '无法在此显示链接的页面。',
  'realtime.announce': '{{type}}：{{title}}',

  'realtime.fireAlarm.title': '火警',
  'realtime.fireAlarm.active_one': '{{count}} 条未处理火警',
  'realtime.fireAlarm.active_other': '{{count}} 条未处理火警',
  'realtime.fireAlarm.received': '接收时间 {{time}}',
  'realtime.fireAlarm.acknowledge': '确认',
  'realtime.fireAlarm.acknowledgeAlarm': '确认 {{title}}',
  'realtime.fireAlarm.move': '移动火警窗口',
  'realtime.fireAlarm.moveHint': '用指针拖动，或使用方向键移动；按住 Shift 键可移动更大距离。',

  'realtime.sound.blocked': '声音已被阻止，点击启用',
};
