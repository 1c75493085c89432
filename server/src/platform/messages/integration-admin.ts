import type { AreaMessages } from './catalogue';

/** System integrations (integrationChannel). */
export const integrationAdminMessages: AreaMessages = {
  en: {
    'integrations.notFound': 'The channel does not exist.',
    'integrations.someNotFound': 'Some of the channels do not exist (any more): {ids}. Nothing was deleted.',
    'integrations.kindFixed': 'A channel cannot change its kind; create a new channel instead.',
    'integrations.templateNotJson': 'The body template ({language}) does not give valid JSON.',
    'integrations.testRecipient': 'Enter the e-mail address the test message goes to.',
    'integrations.testTitle': 'Test message from "{channel}"',
    'integrations.testText':
      'This is a test message of the channel "{channel}", sent by the Workbench portal at {time}. If you can read it, the channel works.',
  },
  'zh-Hans': {
    'integrations.notFound': '该通道不存在。',
    'integrations.someNotFound': '部分通道不存在（或已被删除）：{ids}。未删除任何通道。',
    'integrations.kindFixed': '通道类型不能更改，请新建一个通道。',
    'integrations.templateNotJson': '消息体模板（{language}）生成的不是有效的 JSON。',
    'integrations.testRecipient': '请输入接收测试消息的电子邮件地址。',
    'integrations.testTitle': '来自“{channel}”的测试消息',
    'integrations.testText': '这是 Workbench 门户于 {time} 通过通道“{channel}”发送的测试消息。如果您能看到它，说明该通道工作正常。',
  },
  'de-DE': {
    'integrations.notFound': 'Der Kanal existiert nicht.',
    'integrations.someNotFound': 'Einige Kanäle existieren nicht (mehr): {ids}. Es wurde nichts gelöscht.',
    'integrations.kindFixed': 'Die Art eines Kanals lässt sich nicht ändern; legen Sie stattdessen einen neuen Kanal an.',
    'integrations.templateNotJson': 'Die Vorlage des Inhalts ({language}) ergibt kein gültiges JSON.',
    'integrations.testRecipient': 'Geben Sie die E-Mail-Adresse ein, an die die Testnachricht geht.',
    'integrations.testTitle': 'Testnachricht von „{channel}“',
    'integrations.testText':
      'Dies ist eine Testnachricht des Kanals „{channel}“, gesendet vom Workbench-Portal um {time}. Wenn Sie sie lesen können, funktioniert der Kanal.',
  },
};
