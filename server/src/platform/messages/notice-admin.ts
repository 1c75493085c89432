import type { AreaMessages } from './catalogue';

/** Announcements (notice): their administration, and a reader's own list. */
export const noticeAdminMessages: AreaMessages = {
  en: {
    'notices.notFound': 'The announcement does not exist.',
    'notices.someNotFound': 'Some of the announcements do not exist (any more): {ids}. Nothing was deleted.',
    'notices.unknownRole': 'is not an existing role',
    'notices.unknownUser': 'is not an existing user',
    'notices.unknownApplication': 'is not an existing application',
    'notices.expiresBeforePublish': 'must lie after the publish time',
    'notices.scheduledNeedsPublishTime':
      'must lie in the future while the announcement is scheduled; to publish it now, withdraw it and publish it again',
    'notices.publishedNotEditable': 'A published announcement cannot be edited: withdraw it first, then edit it.',
    'notices.alreadyPublished': 'The announcement is published already.',
    'notices.expired':
      'The announcement has expired (its expiry time has passed): set a later expiry time, then publish it.',
    'notices.noAudience': 'The announcement is for nobody: choose everyone, or roles, users or applications.',
    'notices.notWithdrawable': 'Only a scheduled or published announcement can be withdrawn.',
    'validation.noticeTitle': 'must hold a title in at least one language (zh-Hans, en or de-DE)',
    'validation.instant': 'must be a date and time with its time zone, e.g. 2026-12-02T06:00:00Z',
  },
  'zh-Hans': {
    'notices.notFound': '该公告不存在。',
    'notices.someNotFound': '部分公告不存在（或已被删除）：{ids}。未删除任何公告。',
    'notices.unknownRole': '不是已存在的角色',
    'notices.unknownUser': '不是已存在的用户',
    'notices.unknownApplication': '不是已存在的应用',
    'notices.expiresBeforePublish': '必须晚于发布时间',
    'notices.scheduledNeedsPublishTime': '公告处于定时发布状态时必须是将来的时间；如需立即发布，请先撤回再重新发布',
    'notices.publishedNotEditable': '已发布的公告不能编辑：请先撤回，再编辑。',
    'notices.alreadyPublished': '该公告已经发布。',
    'notices.expired': '该公告已过期（过期时间已过）：请设置更晚的过期时间后再发布。',
    'notices.noAudience': '该公告没有接收对象：请选择所有人，或角色、用户、应用。',
    'notices.notWithdrawable': '只有定时发布或已发布的公告可以撤回。',
    'validation.noticeTitle': '至少需要一种语言（zh-Hans、en 或 de-DE）的标题',
    'validation.instant': '必须是带时区的日期和时间，例如 2026-12-02T06:00:00Z',
  },
  'de-DE': {
    'notices.notFound': 'Diese Ankündigung gibt es nicht.',
    'notices.someNotFound': 'Einige der Ankündigungen gibt es nicht (mehr): {ids}. Es wurde nichts gelöscht.',
    'notices.unknownRole': 'ist keine vorhandene Rolle',
    'notices.unknownUser': 'ist kein vorhandener Benutzer',
    'notices.unknownApplication': 'ist keine vorhandene Anwendung',
    'notices.expiresBeforePublish': 'muss nach dem Veröffentlichungszeitpunkt liegen',
    'notices.scheduledNeedsPublishTime':
      'muss in der Zukunft liegen, solange die Ankündigung geplant ist; um sie sofort zu veröffentlichen, ziehen Sie sie zurück und veröffentlichen Sie sie erneut',
    'notices.publishedNotEditable':
      'Eine veröffentlichte Ankündigung kann nicht bearbeitet werden: Ziehen Sie sie zuerst zurück und bearbeiten Sie sie dann.',
    'notices.alreadyPublished': 'Die Ankündigung ist bereits veröffentlicht.',
    'notices.expired':
      'Die Ankündigung ist abgelaufen (ihr Ablaufzeitpunkt ist vorbei): Legen Sie einen späteren Ablaufzeitpunkt fest und veröffentlichen Sie sie dann.',
    'notices.noAudience':
      'Die Ankündigung richtet sich an niemanden: Wählen Sie alle oder Rollen, Benutzer oder Anwendungen.',
    'notices.notWithdrawable': 'Nur eine geplante oder veröffentlichte Ankündigung kann zurückgezogen werden.',
    'validation.noticeTitle': 'muss einen Titel in mindestens einer Sprache enthalten (zh-Hans, en oder de-DE)',
    'validation.instant': 'muss ein Datum mit Uhrzeit und Zeitzone sein, z. B. 2026-12-02T06:00:00Z',
  },
};
