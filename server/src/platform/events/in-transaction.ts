import type { DomainEvent } from '@workbench/contracts';
import type { Db, Tx } from '../../db/client';
import type { DomainEvents } from './domain-events';

/** What a service that changes things needs: the database and the spine to say what changed. */
export interface ChangeContext {
  db: Db;
  events: DomainEvents;
}

/** Collects what a transaction changed; published only if it commits. */
export type RecordChange = (...events: DomainEvent[]) => void;

/**
 * The one place where changes are published: runs `work` in a transaction and, once it has
 * committed, publishes the events it recorded. A transaction that fails publishes nothing, and
 * no event is ever seen before the change it announces can be read.
 */
export async function inTransaction<T>(
  ctx: ChangeContext,
  work: (tx: Tx, record: RecordChange) => Promise<T>,
): Promise<T> {
  const recorded: DomainEvent[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (...events) => recorded.push(...events)));
  if (recorded.length > 0) await ctx.events.publish(...recorded);
  return result;
}
