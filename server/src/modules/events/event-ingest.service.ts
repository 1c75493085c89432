import type { IngestEvent, IngestEventAnswer } from '@workbench/contracts';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { badRequest, type FieldProblem, notFound, unauthorized } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { applicationIsKnown, findAreaByCodes } from '../catalogue/applications/applications.service';
import { storedText } from './event-answers';
import { hashOfKey } from './event-source-keys';
import { type EventSourceRow, findLiveSourceByKeyHash, touchEventSource } from './event-sources.repository';
import { addTimeline, markReturnedToNormal, upsertOpenEvent } from './events.repository';

export interface EventIngestContext extends ChangeContext {
  now(): Date;
}

/** Who raises the event: an event source by its key, or a person in the event centre. */
export type EventRaiser =
  | { kind: 'source'; source: EventSourceRow }
  | { kind: 'person'; userId: string; userName: string; grants: UserGrants };

/** The event source holding the key; a missing, wrong or revoked key is a 401 that says which key is meant. */
export async function sourceOfKey(ctx: EventIngestContext, key: string | undefined): Promise<EventSourceRow> {
  const source = key ? await findLiveSourceByKeyHash(ctx.db, hashOfKey(key)) : undefined;
  if (!source) throw unauthorized('events.sourceKeyWrong');
  return source;
}

const invalid = (problems: FieldProblem[]) => badRequest('errors.validation', {}, problems);

/** The application, sub-system and area the event names, checked against what the raiser may name. */
async function areaOf(ctx: EventIngestContext, raiser: EventRaiser, event: IngestEvent) {
  let applicationId = event.applicationId;
  if (applicationId === undefined && raiser.kind === 'source' && raiser.source.applicationIds.length === 1) {
    applicationId = raiser.source.applicationIds[0];
  }
  if (applicationId === undefined) throw invalid([{ field: 'applicationId', messageKey: 'validation.required' }]);
  const allowed =
    raiser.kind === 'source'
      ? raiser.source.applicationIds.includes(applicationId)
      : raiser.grants.isAdmin || raiser.grants.applicationIds.has(applicationId);
  if (!allowed) throw invalid([{ field: 'applicationId', messageKey: 'events.applicationNotAllowed' }]);
  if (!isUuid(applicationId) || !(await applicationIsKnown(ctx.db, applicationId))) {
    throw invalid([{ field: 'applicationId', messageKey: 'events.unknownApplication' }]);
  }
  if (event.dbInstanceCode === undefined) {
    if (event.dataPermissionCode !== undefined) {
      throw invalid([{ field: 'dataPermissionCode', messageKey: 'events.needsDbInstance' }]);
    }
    return { applicationId, dbInstanceId: null, dataPermissionId: null };
  }
  const area = await findAreaByCodes(ctx.db, applicationId, event.dbInstanceCode, event.dataPermissionCode);
  if (!area.dbInstanceId) throw invalid([{ field: 'dbInstanceCode', messageKey: 'events.unknownDbInstance' }]);
  if (event.dataPermissionCode !== undefined && !area.dataPermissionId) {
    throw invalid([{ field: 'dataPermissionCode', messageKey: 'events.unknownDataPermission' }]);
  }
  const dataPermissionId = area.dataPermissionId ?? null;
  if (
    raiser.kind === 'person' &&
    dataPermissionId &&
    !raiser.grants.isAdmin &&
    !raiser.grants.dataPermissionIds.has(dataPermissionId)
  ) {
    throw invalid([{ field: 'dataPermissionCode', messageKey: 'events.applicationNotAllowed' }]);
  }
  return { applicationId, dbInstanceId: area.dbInstanceId, dataPermissionId };
}

/**
 * Raises an event (docs/adr/0022-events.md): checked whole before anything is written, then
 * stored — or counted on the open event of its key — with its timeline entry in one transaction,
 * and told to the event centres once committed. `state: "normal"` marks the key's event returned
 * to normal instead.
 */
export async function raiseEvent(
  ctx: EventIngestContext,
  raiser: EventRaiser,
  event: IngestEvent,
): Promise<IngestEventAnswer> {
  const area = await areaOf(ctx, raiser, event);
  const occurredAt = event.occurredAt ? new Date(event.occurredAt) : ctx.now();
  const by =
    raiser.kind === 'person'
      ? { userId: isUuid(raiser.userId) ? raiser.userId : null, userName: raiser.userName }
      : { userId: null, userName: raiser.source.name };
  const answer = await inTransaction(ctx, async (tx, record) => {
    if (event.state === 'normal') {
      const row = await markReturnedToNormal(tx, event.eventKey, occurredAt);
      if (!row) throw notFound('events.noneOpenToNormal');
      await addTimeline(tx, [{ eventId: row.id, kind: 'returnedToNormal', at: occurredAt, ...by }]);
      record({ type: 'events.changed', eventIds: [row.id] });
      return { id: row.id, count: row.count };
    }
    const { row, created } = await upsertOpenEvent(tx, {
      eventKey: event.eventKey,
      type: event.type,
      category: event.category,
      title: storedText(event.title),
      message: storedText(event.message),
      details: event.details,
      ...area,
      device: event.device ?? '',
      sourceId: raiser.kind === 'source' ? raiser.source.id : null,
      sourceName: raiser.kind === 'source' ? raiser.source.name : '',
      firstOccurredAt: occurredAt,
    });
    await addTimeline(tx, [{ eventId: row.id, kind: created ? 'raised' : 'repeated', at: occurredAt, ...by }]);
    record(
      { type: 'events.changed', eventIds: [row.id] },
      // For the event strategies, which tell whom they name (docs/adr/0023-event-strategies.md).
      { type: 'event.raised', eventId: row.id, count: row.count, created },
    );
    return { id: row.id, count: row.count };
  });
  if (raiser.kind === 'source') await touchEventSource(ctx.db, raiser.source.id, ctx.now());
  return answer;
}
