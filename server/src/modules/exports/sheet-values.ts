import type { CoreLanguage } from '@workbench/contracts';
import { translate } from '../../platform/messages';

export function yesOrNo(value: boolean, language: CoreLanguage): string {
  return translate(language, value ? 'exports.value.yes' : 'exports.value.no');
}

/**
 * Excel dates have no time zone: a cell shows the clock time it was given as UTC. Shifting by
 * the server's offset makes the cell show the plant's clock time, as the file name does.
 */
export function excelWallClock(date: Date): Date {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
}
