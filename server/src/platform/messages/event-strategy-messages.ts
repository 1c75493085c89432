import type { AreaMessages } from './catalogue';

/**
 * Event strategies: their administration's problems, and what their sending writes on an event's
 * timeline (shown in the reader's language).
 */
export const eventStrategyMessages: AreaMessages = {
  en: {
    'eventStrategies.notFound': 'The event strategy does not exist.',
    'eventStrategies.someNotFound': 'Some of the event strategies do not exist: {ids}. Nothing was changed.',
    'eventStrategies.nothingToSend': 'is missing: a pop-up or at least one message must be sent',
    'eventStrategies.popUpNobody': 'must name at least one user or role to show the pop-up to',
    'eventStrategies.stepsNotIncreasing':
      'must be longer than the step before it (each step counts from the first notification)',
    'eventStrategies.unknownUser': 'is not an existing, enabled user',
    'eventStrategies.unknownRole': 'is not an existing role',
    'eventStrategies.unknownChannel': 'is not an existing integration channel',
    'eventStrategies.unknownApplication': 'is not an existing application',
    'eventStrategies.unknownDataPermission': 'is not an existing data-permission area',
    'eventStrategies.unknownTemplateName':
      'names {names}, which no event carries; use {{title}}, {{message}}, {{category}}, {{device}}, {{eventKey}}, {{count}}, {{type}} or {{detail.Key}}',
    'eventStrategies.timeline.popUp': 'Pop-up to {users} users',
    'eventStrategies.timeline.popUpSomeMuted':
      'Pop-up to {users} users; {muted} held back by their message push settings',
    'eventStrategies.timeline.popUpMuted':
      'Pop-up not shown: everyone it was for has turned such pop-ups off in their message push settings',
    'eventStrategies.timeline.popUpNobody': 'Pop-up not shown: none of its users and roles exists any more',
    'eventStrategies.timeline.popUpFailed': 'Pop-up not shown: {error}',
    'eventStrategies.timeline.messageQueued':
      '{channel} ({kind}) to the contact group "{group}": {queued} messages handed to the outbox',
    'eventStrategies.timeline.channelMissing':
      'Message to the contact group "{group}" not sent: its channel no longer exists',
    'eventStrategies.timeline.channelDisabled':
      'Message to the contact group "{group}" not sent: the channel "{channel}" is switched off',
    'eventStrategies.timeline.groupEmpty':
      'Message through "{channel}" not sent: no contact belongs to the group "{group}"',
    'eventStrategies.timeline.groupUnreachable':
      'Message through "{channel}" not sent: none of the contacts of "{group}" has an e-mail address',
    'eventStrategies.timeline.messageFailed': 'Message to the contact group "{group}" not sent: {error}',
    'eventStrategies.timeline.escalated': 'Escalation step {step}: still unacknowledged after {minutes} minutes',
    'fields.match': 'Matches',
    'fields.categories': 'Categories',
    'fields.dbInstanceIds': 'Sub-systems',
    'fields.devices': 'Devices',
    'fields.timeWindows': 'Time windows',
    'fields.weekdays': 'Weekdays',
    'fields.popUp': 'Pop-up',
    'fields.messages': 'Messages',
    'fields.escalation': 'Escalation',
    'fields.afterMinutes': 'After minutes',
    'fields.throttleMinutes': 'Throttle (minutes)',
    'fields.stopFurther': 'Stop further strategies',
    'fields.event': 'Sample event',
    'fields.strategyIds': 'Strategies',
  },
  'zh-Hans': {
    'eventStrategies.notFound': '该事件策略不存在。',
    'eventStrategies.someNotFound': '部分事件策略不存在：{ids}。未做任何更改。',
    'eventStrategies.nothingToSend': '缺失：至少要发送一个弹窗或一条消息',
    'eventStrategies.popUpNobody': '必须至少指定一个接收弹窗的用户或角色',
    'eventStrategies.stepsNotIncreasing': '必须长于上一步（每一步都从首次通知起计算）',
    'eventStrategies.unknownUser': '不是已存在且启用的用户',
    'eventStrategies.unknownRole': '不是已存在的角色',
    'eventStrategies.unknownChannel': '不是已存在的集成渠道',
    'eventStrategies.unknownApplication': '不是已存在的应用',
    'eventStrategies.unknownDataPermission': '不是已存在的数据权限区域',
    'eventStrategies.unknownTemplateName':
      '引用了 {names}，事件中没有这些值；请使用 {{title}}、{{message}}、{{category}}、{{device}}、{{eventKey}}、{{count}}、{{type}} 或 {{detail.Key}}',
    'eventStrategies.timeline.popUp': '已向 {users} 个用户弹窗',
    'eventStrategies.timeline.popUpSomeMuted': '已向 {users} 个用户弹窗；{muted} 个用户按其消息推送设置未弹窗',
    'eventStrategies.timeline.popUpMuted': '未弹窗：所有目标用户都在消息推送设置中关闭了此类弹窗',
    'eventStrategies.timeline.popUpNobody': '未弹窗：其用户和角色均已不存在',
    'eventStrategies.timeline.popUpFailed': '未弹窗：{error}',
    'eventStrategies.timeline.messageQueued':
      '通过 {channel}（{kind}）发往联系人分组“{group}”：已将 {queued} 条消息交给发件箱',
    'eventStrategies.timeline.channelMissing': '未向联系人分组“{group}”发送消息：其渠道已不存在',
    'eventStrategies.timeline.channelDisabled': '未向联系人分组“{group}”发送消息：渠道“{channel}”已停用',
    'eventStrategies.timeline.groupEmpty': '未通过“{channel}”发送消息：没有联系人属于分组“{group}”',
    'eventStrategies.timeline.groupUnreachable': '未通过“{channel}”发送消息：分组“{group}”的联系人都没有电子邮件地址',
    'eventStrategies.timeline.messageFailed': '未向联系人分组“{group}”发送消息：{error}',
    'eventStrategies.timeline.escalated': '升级第 {step} 步：{minutes} 分钟后仍未确认',
    'fields.match': '匹配条件',
    'fields.categories': '类别',
    'fields.dbInstanceIds': '子系统',
    'fields.devices': '设备',
    'fields.timeWindows': '时间窗口',
    'fields.weekdays': '星期',
    'fields.popUp': '弹窗',
    'fields.messages': '消息',
    'fields.escalation': '升级',
    'fields.afterMinutes': '等待分钟数',
    'fields.throttleMinutes': '节流（分钟）',
    'fields.stopFurther': '不再执行后续策略',
    'fields.event': '示例事件',
    'fields.strategyIds': '策略',
  },
  'de-DE': {
    'eventStrategies.notFound': 'Diese Ereignisstrategie gibt es nicht.',
    'eventStrategies.someNotFound': 'Einige der Ereignisstrategien gibt es nicht: {ids}. Es wurde nichts geändert.',
    'eventStrategies.nothingToSend': 'fehlt: ein Pop-up oder mindestens eine Nachricht muss gesendet werden',
    'eventStrategies.popUpNobody': 'muss mindestens einen Benutzer oder eine Rolle nennen, dem das Pop-up erscheint',
    'eventStrategies.stepsNotIncreasing':
      'muss länger sein als der Schritt davor (jeder Schritt zählt ab der ersten Benachrichtigung)',
    'eventStrategies.unknownUser': 'ist kein vorhandener, aktiver Benutzer',
    'eventStrategies.unknownRole': 'ist keine vorhandene Rolle',
    'eventStrategies.unknownChannel': 'ist kein vorhandener Integrationskanal',
    'eventStrategies.unknownApplication': 'ist keine vorhandene Anwendung',
    'eventStrategies.unknownDataPermission': 'ist kein vorhandener Datenberechtigungsbereich',
    'eventStrategies.unknownTemplateName':
      'nennt {names}, was kein Ereignis mitbringt; verwenden Sie {{title}}, {{message}}, {{category}}, {{device}}, {{eventKey}}, {{count}}, {{type}} oder {{detail.Key}}',
    'eventStrategies.timeline.popUp': 'Pop-up an {users} Benutzer',
    'eventStrategies.timeline.popUpSomeMuted':
      'Pop-up an {users} Benutzer; {muted} nach ihren Einstellungen für Push-Nachrichten zurückgehalten',
    'eventStrategies.timeline.popUpMuted':
      'Pop-up nicht gezeigt: alle Empfänger haben solche Pop-ups in ihren Einstellungen für Push-Nachrichten abgeschaltet',
    'eventStrategies.timeline.popUpNobody':
      'Pop-up nicht gezeigt: keiner seiner Benutzer und keine seiner Rollen gibt es noch',
    'eventStrategies.timeline.popUpFailed': 'Pop-up nicht gezeigt: {error}',
    'eventStrategies.timeline.messageQueued':
      '{channel} ({kind}) an die Kontaktgruppe „{group}“: {queued} Nachrichten an den Postausgang übergeben',
    'eventStrategies.timeline.channelMissing':
      'Nachricht an die Kontaktgruppe „{group}“ nicht gesendet: ihren Kanal gibt es nicht mehr',
    'eventStrategies.timeline.channelDisabled':
      'Nachricht an die Kontaktgruppe „{group}“ nicht gesendet: der Kanal „{channel}“ ist ausgeschaltet',
    'eventStrategies.timeline.groupEmpty':
      'Nachricht über „{channel}“ nicht gesendet: zur Gruppe „{group}“ gehört kein Kontakt',
    'eventStrategies.timeline.groupUnreachable':
      'Nachricht über „{channel}“ nicht gesendet: kein Kontakt der Gruppe „{group}“ hat eine E-Mail-Adresse',
    'eventStrategies.timeline.messageFailed': 'Nachricht an die Kontaktgruppe „{group}“ nicht gesendet: {error}',
    'eventStrategies.timeline.escalated': 'Eskalationsstufe {step}: nach {minutes} Minuten noch nicht quittiert',
    'fields.match': 'Bedingungen',
    'fields.categories': 'Kategorien',
    'fields.dbInstanceIds': 'Teilsysteme',
    'fields.devices': 'Geräte',
    'fields.timeWindows': 'Zeitfenster',
    'fields.weekdays': 'Wochentage',
    'fields.popUp': 'Pop-up',
    'fields.messages': 'Nachrichten',
    'fields.escalation': 'Eskalation',
    'fields.afterMinutes': 'Nach Minuten',
    'fields.throttleMinutes': 'Drosselung (Minuten)',
    'fields.stopFurther': 'Weitere Strategien anhalten',
    'fields.event': 'Beispielereignis',
    'fields.strategyIds': 'Strategien',
  },
};
