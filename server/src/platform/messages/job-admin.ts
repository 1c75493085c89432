import type { AreaMessages } from './catalogue';

/** Timed work (job). */
export const jobAdminMessages: AreaMessages = {
  en: {
    'jobs.notFound': 'The job does not exist.',
    'jobs.someNotFound': 'Some of the jobs do not exist (any more): {ids}. Nothing was deleted.',
    'jobs.unknownKind': 'There is no job kind "{kind}" in this service.',
    'jobs.kindNotCreatable': 'Jobs of the kind "{kind}" are built in; they cannot be created.',
    'jobs.builtInKindFixed': 'A built-in job keeps its kind.',
    'jobs.builtInNotDeletable': 'Built-in jobs cannot be deleted (pause them instead): {names}. Nothing was deleted.',
    'jobs.runAtPast': 'The time of a single run must lie in the future.',
  },
  'zh-Hans': {
    'jobs.notFound': '该作业不存在。',
    'jobs.someNotFound': '部分作业不存在（或已被删除）：{ids}。未删除任何作业。',
    'jobs.unknownKind': '本服务中没有作业类型“{kind}”。',
    'jobs.kindNotCreatable': '“{kind}”类型的作业为内置作业，不能新建。',
    'jobs.builtInKindFixed': '内置作业不能更改类型。',
    'jobs.builtInNotDeletable': '内置作业不能删除（可以暂停）：{names}。未删除任何作业。',
    'jobs.runAtPast': '单次运行的时间必须在将来。',
  },
  'de-DE': {
    'jobs.notFound': 'Der Auftrag existiert nicht.',
    'jobs.someNotFound': 'Einige Aufträge existieren nicht (mehr): {ids}. Es wurde nichts gelöscht.',
    'jobs.unknownKind': 'Die Auftragsart „{kind}“ gibt es in diesem Dienst nicht.',
    'jobs.kindNotCreatable': 'Aufträge der Art „{kind}“ werden mitgeliefert; sie können nicht angelegt werden.',
    'jobs.builtInKindFixed': 'Ein mitgelieferter Auftrag behält seine Art.',
    'jobs.builtInNotDeletable':
      'Mitgelieferte Aufträge können nicht gelöscht werden (halten Sie sie stattdessen an): {names}. Es wurde nichts gelöscht.',
    'jobs.runAtPast': 'Der Zeitpunkt eines einmaligen Laufs muss in der Zukunft liegen.',
  },
};
