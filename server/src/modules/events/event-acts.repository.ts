import { and, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { EventRow } from './events.repository';
import { events } from './events.table';

/*
 * The event centre's acts besides acknowledging and resolving: who takes care of an event, and
 * its shelf. Each answers the rows it changed, so that only those get a timeline entry.
 */

/** Gives the events to the assignee (null: to nobody), those not already theirs. */
export async function assignEvents(
  db: DbOrTx,
  ids: readonly string[],
  assignee: { userId: string; userName: string } | null,
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const notYet = assignee
    ? or(isNull(events.assigneeId), ne(events.assigneeId, assignee.userId))
    : isNotNull(events.assigneeId);
  return db
    .update(events)
    .set({ assigneeId: assignee?.userId ?? null, assigneeName: assignee?.userName ?? '' })
    .where(and(inArray(events.id, [...ids]), notYet))
    .returning();
}

/** Shelves the events until then with the reason; one already shelved takes the new time and reason. */
export async function shelveEvents(
  db: DbOrTx,
  ids: readonly string[],
  shelf: { until: Date; reason: string; byName: string },
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(events)
    .set({ shelvedUntil: shelf.until, shelveReason: shelf.reason, shelvedByName: shelf.byName })
    .where(inArray(events.id, [...ids]))
    .returning();
}

/** Takes the events shelved at `now` off the shelf; one whose time has passed is off it already. */
export async function unshelveEvents(db: DbOrTx, ids: readonly string[], now: Date): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(events)
    .set({ shelvedUntil: null, shelveReason: '', shelvedByName: '' })
    .where(and(inArray(events.id, [...ids]), gt(events.shelvedUntil, now)))
    .returning();
}

/** Where these events belong (application, area): what decides who is told of them. */
export async function findEventPlaces(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ id: string; applicationId: string | null; dataPermissionId: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: events.id, applicationId: events.applicationId, dataPermissionId: events.dataPermissionId })
    .from(events)
    .where(inArray(events.id, [...ids]));
}
