import type { CoreLanguage, EventAct, EventTimelineEntry, PlantEvent } from '@workbench/contracts';
import { translate } from '../../platform/messages';
import type { EventRow, EventTimelineRow } from './events.repository';
import type { StoredEventText } from './events.table';

/** The key under which a text given once for every language is kept. */
export const ANY_LANGUAGE = 'any';

/** A title or message as given (one text, or one per language) as stored. */
export function storedText(given: string | Partial<Record<CoreLanguage, string>>): StoredEventText {
  if (typeof given === 'string') return { [ANY_LANGUAGE]: given };
  return Object.fromEntries(Object.entries(given).filter(([, text]) => text !== undefined && text !== ''));
}

/** The text in the reader's language: theirs, else English, else Chinese, else the one for every language. */
export function textIn(stored: StoredEventText, language: CoreLanguage): string {
  return stored[language] ?? stored[ANY_LANGUAGE] ?? stored.en ?? stored['zh-Hans'] ?? Object.values(stored)[0] ?? '';
}

/** `{{detail.Key}}` filled in with the detail's value; a key the event does not carry shows nothing. */
export function filledIn(text: string, details: readonly { Key: string; Value: string }[]): string {
  if (!text.includes('{{')) return text;
  const values = new Map(details.map((detail) => [detail.Key, detail.Value]));
  return text.replace(/\{\{\s*detail\.([^}\s]+)\s*\}\}/g, (_, key: string) => values.get(key) ?? '');
}

function actOf(at: Date | null, userId: string | null, userName: string, comment: string): EventAct | null {
  return at ? { at: at.toISOString(), userId, userName, comment } : null;
}

/** An event as the event centre shows it; shelved only until its shelf's time has passed (`now`). */
export function eventOf(row: EventRow, language: CoreLanguage, now = new Date()): PlantEvent {
  return {
    id: row.id,
    eventKey: row.eventKey,
    type: row.type,
    category: row.category,
    title: filledIn(textIn(row.title, language), row.details),
    message: filledIn(textIn(row.message, language), row.details),
    applicationId: row.applicationId,
    dbInstanceId: row.dbInstanceId,
    dataPermissionId: row.dataPermissionId,
    device: row.device,
    details: row.details,
    sourceName: row.sourceName,
    firstOccurredAt: row.firstOccurredAt.toISOString(),
    lastOccurredAt: row.lastOccurredAt.toISOString(),
    count: row.count,
    active: row.returnedToNormalAt === null,
    returnedToNormalAt: row.returnedToNormalAt?.toISOString() ?? null,
    acknowledged: actOf(row.acknowledgedAt, row.acknowledgedBy, row.acknowledgedByName, row.acknowledgeComment),
    resolved: actOf(row.resolvedAt, row.resolvedBy, row.resolvedByName, row.resolveComment),
    assignee: row.assigneeId ? { userId: row.assigneeId, userName: row.assigneeName } : null,
    shelved:
      row.shelvedUntil && row.shelvedUntil > now
        ? { until: row.shelvedUntil.toISOString(), reason: row.shelveReason, userName: row.shelvedByName }
        : null,
  };
}

/** A timeline entry; one the service wrote from a message is read in the reader's language. */
export function timelineEntryOf(row: EventTimelineRow, language: CoreLanguage): EventTimelineEntry {
  return {
    at: row.at.toISOString(),
    kind: row.kind as EventTimelineEntry['kind'],
    userName: row.userName,
    comment: row.messageKey ? translate(language, row.messageKey, row.messageParams ?? {}) : row.comment,
  };
}
