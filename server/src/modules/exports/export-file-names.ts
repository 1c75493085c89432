import { type CoreLanguage, resolveLanguage } from '@workbench/contracts';
import { translate } from '../../platform/messages';
import type { ExportKind } from './exports.table';

export interface NamedExport {
  kind: ExportKind;
  /** Menu exports: the application's name per language. */
  subjectNames: Partial<Record<CoreLanguage, string>> | null;
  createdAt: Date;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * "2026-11-21 14-05": when the export was asked for, in the server's time zone (the plant's),
 * with a hyphen between hours and minutes because a colon is not allowed in Windows file names.
 */
export function fileTimeStamp(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}-${two(date.getMinutes())}`;
}

/** Characters no file system takes in a name (and controls), e.g. from an application's name. */
function safeForFileName(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The application's name as a reader of `language` knows it, falling back to the Chinese name. */
function subjectName(names: Partial<Record<CoreLanguage, string>> | null, language: CoreLanguage): string {
  return names?.[language] || names?.['zh-Hans'] || names?.en || names?.['de-DE'] || '';
}

/**
 * The file name a user sees, in their language: "Users 2026-11-21 14-05.xlsx", "菜单 仓储管理
 * 2026-11-21 14-05.xlsx", "Events 2026-11-21 14-05.xlsx".
 */
export function exportFileName(task: NamedExport, language: string): string {
  const reader = resolveLanguage(language);
  const time = fileTimeStamp(task.createdAt);
  const title =
    task.kind === 'menus'
      ? translate(reader, 'exports.fileName.menus', { application: subjectName(task.subjectNames, reader), time })
      : translate(reader, `exports.fileName.${task.kind}`, { time });
  return `${safeForFileName(title)}.xlsx`;
}
