import type { CoreLanguage, EventExportRequest } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { findApplicationNames } from '../catalogue/applications/applications.service';
import { listEventsToExport } from '../events/events.service';
import type { EventListEntry } from './event-list-sheet';

/**
 * The most events one export writes. The list of a plant's busy year can hold far more; a larger
 * export is refused up front, saying so, rather than cut off unnoticed.
 */
export const EVENT_EXPORT_ROWS_MAX = 50_000;

/**
 * The caller's filtered event list, in the list's order and within the caller's scope (the events
 * module decides both), with each application's name in `language`, falling back to the Chinese one.
 */
export async function listEventListEntries(
  db: DbOrTx,
  grants: UserGrants,
  language: CoreLanguage,
  request: EventExportRequest,
): Promise<EventListEntry[]> {
  const events = await listEventsToExport(db, grants, language, request, EVENT_EXPORT_ROWS_MAX);
  const applicationIds = [...new Set(events.flatMap((event) => event.applicationId ?? []))];
  const names = new Map<string, string>();
  for (const id of applicationIds) {
    const found = await findApplicationNames(db, id);
    if (found) names.set(id, found[language] || found['zh-Hans']);
  }
  return events.map((event) => ({
    event,
    applicationName: event.applicationId ? (names.get(event.applicationId) ?? null) : null,
  }));
}
