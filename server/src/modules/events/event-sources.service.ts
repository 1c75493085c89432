import type {
  BatchDeleteResult,
  CreatedEventSource,
  CreateEventSourceRequest,
  EventSource,
  PagedRequest,
  PagedResult,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { type Actor, type AuditChange, recordAudit } from '../audit/audit.service';
import { listExistingApplicationIds } from '../catalogue/applications/applications.service';
import { newEventSourceKey } from './event-source-keys';
import {
  deleteEventSources,
  type EventSourceRow,
  findEventSource,
  insertEventSource,
  pageEventSources,
  revokeEventSource,
} from './event-sources.repository';

/** An event source as the administration shows it: never its key, only the key's first characters. */
export function eventSourceOf(row: EventSourceRow): EventSource {
  return {
    id: row.id,
    name: row.name,
    applicationIds: row.applicationIds,
    keyPrefix: row.keyPrefix,
    creationTime: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function auditChange(action: AuditChange['action'], before: EventSource | null, after: EventSource | null) {
  const shown = (after ?? before) as EventSource;
  return { resource: 'eventSource', action, resourceId: shown.id, resourceName: shown.name, before, after } as const;
}

export async function queryEventSourcePage(
  db: DbOrTx,
  request: Pick<PagedRequest, 'maxResultCount' | 'skipCount'> & { filter?: string },
): Promise<PagedResult<EventSource>> {
  const { rows, total } = await pageEventSources(db, {
    filter: request.filter || undefined,
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: rows.map(eventSourceOf), totalCount: total };
}

export async function getEventSource(db: DbOrTx, id: string): Promise<EventSource> {
  const row = isUuid(id) ? await findEventSource(db, id.toLowerCase()) : undefined;
  if (!row) throw notFound('eventSources.notFound');
  return eventSourceOf(row);
}

/**
 * Creates an event source with a new key, answered this once: only its SHA-256 is stored. Every
 * application it names must exist; the name is unique.
 */
export async function createEventSource(
  ctx: ChangeContext,
  actor: Actor,
  request: CreateEventSourceRequest,
): Promise<CreatedEventSource> {
  const applicationIds = [...new Set(request.applicationIds.map((id) => id.toLowerCase()))];
  const known = new Set(await listExistingApplicationIds(ctx.db, applicationIds.filter(isUuid)));
  const problems = request.applicationIds.flatMap((id, index) =>
    known.has(id.toLowerCase())
      ? []
      : [{ field: `applicationIds[${index}]`, messageKey: 'eventSources.unknownApplication' }],
  );
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
  const key = newEventSourceKey();
  return inTransaction(ctx, async (tx) => {
    const row = await insertEventSource(tx, {
      name: request.name,
      applicationIds,
      keyHash: key.hash,
      keyPrefix: key.prefix,
    });
    if (!row) throw conflict('eventSources.nameTaken');
    await recordAudit(tx, actor, [auditChange('create', null, eventSourceOf(row))]);
    return { id: row.id, apiKey: key.key };
  });
}

/** Revokes a source's key: from now on its calls are refused. Its events stay. */
export async function revokeEventSourceKey(ctx: ChangeContext, actor: Actor, id: string): Promise<EventSource> {
  return inTransaction(ctx, async (tx) => {
    const before = isUuid(id) ? await findEventSource(tx, id.toLowerCase()) : undefined;
    if (!before) throw notFound('eventSources.notFound');
    const row = (await revokeEventSource(tx, before.id)) as EventSourceRow;
    if (!before.revokedAt)
      await recordAudit(tx, actor, [auditChange('revoke', eventSourceOf(before), eventSourceOf(row))]);
    return eventSourceOf(row);
  });
}

/** Deletes event sources, all or none; the events they raised stay, with the source's name. */
export async function deleteEventSourcesByIds(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  return inTransaction(ctx, async (tx) => {
    const deleted = await deleteEventSources(tx, wanted.filter(isUuid));
    if (deleted.length !== wanted.length) throw notFound('eventSources.notFound');
    await recordAudit(
      tx,
      actor,
      deleted.map((row) => auditChange('delete', eventSourceOf(row), null)),
    );
    return { deleted: deleted.length };
  });
}
