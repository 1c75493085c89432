import type {
  EventActAnswer,
  EventAssignRequest,
  EventCommentRequest,
  EventIdsRequest,
  EventShelveRequest,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { findAccount } from '../access/accounts.service';
import { assignEvents, shelveEvents, unshelveEvents } from './event-acts.repository';
import { type EventRow, findEventsInScope } from './events.repository';
import { byWhom, type EventActor, lockEventsInScope, noteActOn, scopeOf } from './events.service';

/*
 * The event centre's acts besides acknowledging and resolving (docs/adr/0022-events.md): assign,
 * comment, shelve and take off the shelf. Each is all or none within the caller's scope, writes
 * a timeline entry for every event it changed and tells the event centres (`events.changed`).
 */

export type EventActContext = ChangeContext & { now(): Date };

const HOUR_MS = 60 * 60 * 1000;

/** A resolved event is closed: its record stays as it was closed. */
function refuseClosed(rows: readonly EventRow[], messageKey: string): void {
  const closed = rows.filter((row) => row.resolvedAt !== null).map((row) => row.id);
  if (closed.length > 0) throw conflict(messageKey, { ids: closed.join(', ') });
}

/** The user events are given to: an existing, enabled account, else a problem with `userId`. */
async function assigneeOf(db: DbOrTx, userId: string): Promise<{ userId: string; userName: string }> {
  const account = isUuid(userId) ? await findAccount(db, userId.toLowerCase()) : undefined;
  if (!account || account.deletedAt !== null || !account.enabled) {
    throw badRequest('errors.validation', {}, [{ field: 'userId', messageKey: 'events.unknownAssignee' }]);
  }
  return { userId: account.id, userName: account.userName };
}

/** Gives the events to a user (null: to nobody). The timeline's comment names the new assignee. */
export async function assignEventsAs(
  ctx: EventActContext,
  actor: EventActor,
  request: EventAssignRequest,
): Promise<EventActAnswer> {
  const assignee = request.userId === null ? null : await assigneeOf(ctx.db, request.userId);
  return inTransaction(ctx, async (tx, record) => {
    const { ids, rows } = await lockEventsInScope(tx, actor.grants, request.ids);
    refuseClosed(rows, 'events.closedNotAssigned');
    const changed = await assignEvents(tx, ids, assignee);
    return noteActOn(tx, record, changed, {
      kind: 'assigned',
      ...byWhom(actor),
      comment: assignee?.userName ?? '',
      at: ctx.now(),
    });
  });
}

/** A comment on the event's timeline; closed events take comments too (what was found afterwards). */
export async function commentOnEventAs(
  ctx: EventActContext,
  actor: EventActor,
  request: EventCommentRequest,
): Promise<EventActAnswer> {
  const id = request.id.toLowerCase();
  return inTransaction(ctx, async (tx, record) => {
    const [row] = isUuid(id) ? await findEventsInScope(tx, scopeOf(actor.grants), [id]) : [];
    if (!row) throw notFound('events.notFound');
    return noteActOn(tx, record, [row], {
      kind: 'commented',
      ...byWhom(actor),
      comment: request.comment,
      at: ctx.now(),
    });
  });
}

/**
 * Shelves the events for `hours` with the reason (ISA-18.2 asks for one): their pop-ups and
 * escalations are held back until then. Shelving a shelved event again sets the new time.
 */
export async function shelveEventsAs(
  ctx: EventActContext,
  actor: EventActor,
  request: EventShelveRequest,
): Promise<EventActAnswer> {
  return inTransaction(ctx, async (tx, record) => {
    const { ids, rows } = await lockEventsInScope(tx, actor.grants, request.ids);
    refuseClosed(rows, 'events.closedNotShelved');
    const at = ctx.now();
    const until = new Date(at.getTime() + request.hours * HOUR_MS);
    const changed = await shelveEvents(tx, ids, { until, reason: request.reason, byName: actor.userName });
    return noteActOn(tx, record, changed, { kind: 'shelved', ...byWhom(actor), comment: request.reason, at });
  });
}

/** Takes the events off the shelf before their time; those not shelved stay as they are. */
export async function unshelveEventsAs(
  ctx: EventActContext,
  actor: EventActor,
  request: EventIdsRequest,
): Promise<EventActAnswer> {
  return inTransaction(ctx, async (tx, record) => {
    const { ids } = await lockEventsInScope(tx, actor.grants, request.ids);
    const at = ctx.now();
    const changed = await unshelveEvents(tx, ids, at);
    return noteActOn(tx, record, changed, { kind: 'unshelved', ...byWhom(actor), at });
  });
}
