import type { AuditAction, AuditEntry, AuditPageRequest, AuditResource, PagedResult } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { insertAuditRows, pageAuditRows } from './audit.repository';

/** Who made a change: the signed-in caller. */
export interface Actor {
  userId: string;
  userName: string;
}

export interface AuditChange {
  resource: AuditResource;
  action: AuditAction;
  resourceId: string | null;
  resourceName: string;
  /** The record as it was (null for a creation) and as it is (null for a deletion); never a secret. */
  before: unknown;
  after: unknown;
}

/** Field names that must never reach the log, whatever a caller hands in. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'newPassword', 'image', 'bytes']);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value ?? null;
}

/**
 * Records changes made by `actor`. Call it with the transaction that makes the change, so the
 * change and its record are committed together or not at all.
 */
export async function recordAudit(db: DbOrTx, actor: Actor, changes: readonly AuditChange[]): Promise<void> {
  await insertAuditRows(
    db,
    changes.map((change) => ({
      actorId: isUuid(actor.userId) ? actor.userId : null,
      actorUserName: actor.userName,
      resource: change.resource,
      action: change.action,
      resourceId: change.resourceId,
      resourceName: change.resourceName,
      before: withoutSecrets(change.before),
      after: withoutSecrets(change.after),
    })),
  );
}

export async function queryAuditLog(db: DbOrTx, request: AuditPageRequest): Promise<PagedResult<AuditEntry>> {
  // An actor id that is no id names nobody.
  if (request.actorId && !isUuid(request.actorId)) return { items: [], totalCount: 0 };
  const { rows, total } = await pageAuditRows(db, {
    resource: request.resource,
    resourceId: request.resourceId,
    actorId: request.actorId,
    filter: request.filter,
    oldestFirst: request.sorting?.direction === 'asc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return {
    totalCount: total,
    items: rows.map((row) => ({
      id: row.id,
      time: row.time.toISOString(),
      actorId: row.actorId,
      actorUserName: row.actorUserName,
      resource: row.resource,
      action: row.action,
      resourceId: row.resourceId,
      resourceName: row.resourceName,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
