import type {
  CoreLanguage,
  EventActAnswer,
  EventActRequest,
  EventExportRequest,
  EventPageAnswer,
  EventPageRequest,
  PlantEvent,
  PlantEventDetail,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction, type RecordChange } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { translate } from '../../platform/messages';
import { eventOf, timelineEntryOf } from './event-answers';
import {
  acknowledgeEvents,
  addTimeline,
  countEvents,
  type EventFilter,
  type EventRow,
  type EventScope,
  findEvent,
  findEventsInScope,
  pageEvents,
  resolveEvents,
  timelineOf,
} from './events.repository';

/** What the caller's roles let them see (docs/adr/0022-events.md): the list, the detail and the acts alike. */
export function scopeOf(grants: UserGrants): EventScope {
  return {
    all: grants.isAdmin,
    applicationIds: [...grants.applicationIds],
    dataPermissionIds: [...grants.dataPermissionIds],
  };
}

/** Where an event belongs: what decides who may read it. */
export interface EventPlace {
  id: string;
  applicationId: string | null;
  dataPermissionId: string | null;
}

/**
 * The scope's rule (events.repository's scopeCondition) for one event already read: for telling
 * each hub connection only the events its user may see, without a query per connection.
 */
export function mayRead(grants: UserGrants, event: EventPlace): boolean {
  if (grants.isAdmin) return true;
  if (event.applicationId === null || !grants.applicationIds.has(event.applicationId)) return false;
  return event.dataPermissionId === null || grants.dataPermissionIds.has(event.dataPermissionId);
}

const optionalDate = (text: string | undefined) => (text ? new Date(text) : undefined);
const optionalId = (id: string | undefined) =>
  id && isUuid(id) ? id.toLowerCase() : id ? '00000000-0000-0000-0000-000000000000' : undefined;

/** The list's filters as the repository takes them. */
function filterOf(request: EventExportRequest): EventFilter {
  return {
    from: optionalDate(request.from),
    to: optionalDate(request.to),
    types: request.types,
    active: request.active,
    acknowledged: request.acknowledged,
    resolved: request.resolved,
    // An id that is no UUID names nothing: the filter then finds nothing, as it should.
    applicationId: optionalId(request.applicationId),
    dbInstanceId: optionalId(request.dbInstanceId),
    dataPermissionId: optionalId(request.dataPermissionId),
    text: request.filter || undefined,
  };
}

export async function queryEventPage(
  db: DbOrTx,
  grants: UserGrants,
  language: CoreLanguage,
  request: EventPageRequest & { maxResultCount: number; skipCount: number },
): Promise<EventPageAnswer> {
  const { rows, total, countsByType } = await pageEvents(db, scopeOf(grants), filterOf(request), {
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: rows.map((row) => eventOf(row, language)), totalCount: total, countsByType };
}

/** How many events the caller's filtered list holds, all pages together: what an export would write. */
export async function countEventsToExport(db: DbOrTx, grants: UserGrants, request: EventExportRequest) {
  return countEvents(db, scopeOf(grants), filterOf(request));
}

/** The caller's filtered list in the list's order, at most `limit` events: for the export. */
export async function listEventsToExport(
  db: DbOrTx,
  grants: UserGrants,
  language: CoreLanguage,
  request: EventExportRequest,
  limit: number,
): Promise<PlantEvent[]> {
  const now = new Date();
  const { rows } = await pageEvents(db, scopeOf(grants), filterOf(request), { limit, offset: 0 });
  return rows.map((row) => eventOf(row, language, now));
}

/** One event with its timeline; one the caller may not see is "not found", so nothing is learnt of it. */
export async function getEvent(
  db: DbOrTx,
  grants: UserGrants,
  language: CoreLanguage,
  id: string,
): Promise<PlantEventDetail> {
  const [row] = isUuid(id) ? await findEventsInScope(db, scopeOf(grants), [id.toLowerCase()]) : [];
  if (!row) throw notFound('events.notFound');
  const timeline = await timelineOf(db, row.id);
  return { ...eventOf(row, language), timeline: timeline.map((entry) => timelineEntryOf(entry, language)) };
}

export interface EventActor {
  userId: string;
  userName: string;
  grants: UserGrants;
}

/** Who did it, as an event and its timeline record them. */
export function byWhom(actor: EventActor): { userId: string | null; userName: string } {
  return { userId: isUuid(actor.userId) ? actor.userId : null, userName: actor.userName };
}

/**
 * The events of these ids the caller may see, locked for the change, all or none: an id the
 * caller may not see (or that names nothing) is "not found", and the change stops there.
 */
export async function lockEventsInScope(
  tx: DbOrTx,
  grants: UserGrants,
  given: readonly string[],
): Promise<{ ids: string[]; rows: EventRow[] }> {
  const ids = [...new Set(given.map((id) => id.toLowerCase()))];
  const rows = await findEventsInScope(tx, scopeOf(grants), ids.filter(isUuid), true);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound('events.someNotFound', { ids: missing.join(', ') });
  return { ids, rows };
}

/** A timeline entry of an act, the same for every event the act changed. */
export type ActEntry = Omit<Parameters<typeof addTimeline>[1][number], 'eventId'>;

/**
 * What every act ends with: one timeline entry per event it changed, `events.changed` for the
 * event centres when it changed any, and the count in the answer.
 */
export async function noteActOn(
  tx: DbOrTx,
  record: RecordChange,
  changed: readonly { id: string }[],
  entry: ActEntry,
): Promise<EventActAnswer> {
  await addTimeline(
    tx,
    changed.map((row) => ({ ...entry, eventId: row.id })),
  );
  if (changed.length > 0) record({ type: 'events.changed', eventIds: changed.map((row) => row.id) });
  return { changed: changed.length };
}

/**
 * Acknowledges or resolves events, all or none (lockEventsInScope). Those already acknowledged
 * (resolved) stay as they were; the others record who, when and the comment, on the event and
 * its timeline.
 */
async function act(
  ctx: ChangeContext & { now(): Date },
  actor: EventActor,
  request: EventActRequest,
  kind: 'acknowledged' | 'resolved',
): Promise<EventActAnswer> {
  return inTransaction(ctx, async (tx, record) => {
    const { ids } = await lockEventsInScope(tx, actor.grants, request.ids);
    const by = { ...byWhom(actor), comment: request.comment ?? '', at: ctx.now() };
    const changed = kind === 'acknowledged' ? await acknowledgeEvents(tx, ids, by) : await resolveEvents(tx, ids, by);
    return noteActOn(tx, record, changed, { kind, ...by });
  });
}

export function acknowledgeEventsAs(ctx: ChangeContext & { now(): Date }, actor: EventActor, request: EventActRequest) {
  return act(ctx, actor, request, 'acknowledged');
}

export function resolveEventsAs(ctx: ChangeContext & { now(): Date }, actor: EventActor, request: EventActRequest) {
  return act(ctx, actor, request, 'resolved');
}

/** An event as the event strategies read it: what they match on and fill their templates with. */
export type { EventRow };

/** The event of this id, whatever the scope (the service's own work on it, not a reader's). */
export function findEventById(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  return isUuid(id) ? findEvent(db, id.toLowerCase()) : Promise.resolve(undefined);
}

/** What was sent for an event, as its timeline shows it: the comment in the reader's language. */
export interface EventNotice {
  eventId: string;
  kind: 'notified' | 'escalated';
  at: Date;
  /** Who sent it (a strategy's name). */
  byName: string;
  messageKey: string;
  messageParams: Record<string, string | number>;
}

/**
 * Writes what the event strategies sent (or tried to) on the events' timelines, and tells the
 * event centres, which show the deliveries in the detail.
 */
export async function recordEventNotices(ctx: ChangeContext, notices: readonly EventNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await inTransaction(ctx, async (tx, record) => {
    await addTimeline(
      tx,
      notices.map((notice) => ({
        eventId: notice.eventId,
        kind: notice.kind,
        at: notice.at,
        userName: notice.byName,
        comment: translate('en', notice.messageKey, notice.messageParams),
        messageKey: notice.messageKey,
        messageParams: notice.messageParams,
      })),
    );
    record({ type: 'events.changed', eventIds: [...new Set(notices.map((notice) => notice.eventId))] });
  });
}
