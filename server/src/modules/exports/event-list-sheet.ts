import type { CoreLanguage, PlantEvent } from '@workbench/contracts';
import { translate } from '../../platform/messages';
import type { SheetContent } from '../../platform/workbook-file';
import { excelWallClock, yesOrNo } from './sheet-values';

/** One event as the event centre's export writes it: the event, with its application's name in the reader's language. */
export interface EventListEntry {
  event: PlantEvent;
  applicationName: string | null;
}

const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';
const when = (at: string | undefined) => (at ? excelWallClock(new Date(at)) : null);

/** The event centre's filtered list as a sheet, in the list's order, headers and values in `language`. */
export function eventListSheet(entries: readonly EventListEntry[], language: CoreLanguage): SheetContent {
  const header = (key: string) => translate(language, `exports.column.${key}`);
  return {
    name: translate(language, 'exports.sheet.events'),
    columns: [
      { key: 'type', header: header('eventType'), width: 12 },
      { key: 'category', header: header('category'), width: 16 },
      { key: 'title', header: header('title'), width: 40 },
      { key: 'application', header: header('application'), width: 20 },
      { key: 'device', header: header('device'), width: 16 },
      { key: 'firstOccurredAt', header: header('firstOccurredAt'), width: 20, numFmt: DATE_TIME },
      { key: 'lastOccurredAt', header: header('lastOccurredAt'), width: 20, numFmt: DATE_TIME },
      { key: 'count', header: header('count'), width: 8 },
      { key: 'active', header: header('active'), width: 8 },
      { key: 'acknowledgedBy', header: header('acknowledgedBy'), width: 16 },
      { key: 'acknowledgedAt', header: header('acknowledgedAt'), width: 20, numFmt: DATE_TIME },
      { key: 'resolvedBy', header: header('resolvedBy'), width: 16 },
      { key: 'resolvedAt', header: header('resolvedAt'), width: 20, numFmt: DATE_TIME },
      { key: 'assignee', header: header('assignee'), width: 16 },
    ],
    rows: entries.map(({ event, applicationName }) => ({
      type: translate(language, `exports.value.eventType${event.type}`),
      category: event.category,
      title: event.title,
      application: applicationName,
      device: event.device || null,
      firstOccurredAt: when(event.firstOccurredAt),
      lastOccurredAt: when(event.lastOccurredAt),
      count: event.count,
      active: yesOrNo(event.active, language),
      acknowledgedBy: event.acknowledged?.userName ?? null,
      acknowledgedAt: when(event.acknowledged?.at),
      resolvedBy: event.resolved?.userName ?? null,
      resolvedAt: when(event.resolved?.at),
      assignee: event.assignee?.userName ?? null,
    })),
  };
}
