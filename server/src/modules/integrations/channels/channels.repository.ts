import type { ChannelKind } from '@workbench/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { likePattern } from '../../../db/like-pattern';
import { readTogether } from '../../../db/read-together';
import { integrationOutbox } from '../delivery/outbox.table';
import { integrationChannels } from './channels.table';

export type ChannelRow = typeof integrationChannels.$inferSelect;
export type NewChannelRow = Pick<
  typeof integrationChannels.$inferInsert,
  'kind' | 'name' | 'description' | 'enabled' | 'settings' | 'sealedSecrets'
> & { id?: string };

export interface ChannelPageQuery {
  kind?: ChannelKind | undefined;
  filter?: string | undefined;
  sortColumn: 'name' | 'kind' | 'creationTime';
  descending: boolean;
  limit: number;
  offset: number;
}

export async function insertChannel(db: DbOrTx, values: NewChannelRow): Promise<ChannelRow> {
  const [row] = await db.insert(integrationChannels).values(values).returning();
  if (!row) throw new Error('the channel was not stored');
  return row;
}

/** The channel, locked for the rest of the transaction when `forUpdate`. */
export async function findChannel(db: DbOrTx, id: string, forUpdate = false): Promise<ChannelRow | undefined> {
  const query = db.select().from(integrationChannels).where(eq(integrationChannels.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateChannel(
  db: DbOrTx,
  id: string,
  values: Omit<NewChannelRow, 'kind' | 'id'>,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(integrationChannels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(integrationChannels.id, id))
    .returning();
  return row;
}

export async function deleteChannels(db: DbOrTx, ids: readonly string[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(integrationChannels)
    .where(inArray(integrationChannels.id, [...ids]))
    .returning();
}

export async function pageChannels(
  db: DbOrTx,
  query: ChannelPageQuery,
): Promise<{ rows: ChannelRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [query.kind ? eq(integrationChannels.kind, query.kind) : undefined];
  if (query.filter) {
    const pattern = likePattern(query.filter);
    conditions.push(or(ilike(integrationChannels.name, pattern), ilike(integrationChannels.description, pattern)));
  }
  const where = and(...conditions);
  const direction = query.descending ? desc : asc;
  const byName = sql`lower(${integrationChannels.name})`;
  const order =
    query.sortColumn === 'creationTime'
      ? [direction(integrationChannels.createdAt)]
      : query.sortColumn === 'kind'
        ? [direction(integrationChannels.kind), asc(byName)]
        : [direction(byName)];
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(integrationChannels)
        .where(where)
        .orderBy(...order, asc(integrationChannels.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(integrationChannels).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface ChannelDeliveryState {
  lastDeliveryAt: Date | null;
  waiting: number;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** What the integration list shows of each channel's deliveries: the last success, the last error, what waits. */
export async function channelDeliveryStates(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ChannelDeliveryState>> {
  const states = new Map<string, ChannelDeliveryState>();
  if (ids.length === 0) return states;
  const outbox = integrationOutbox;
  const [totals, errors] = await readTogether(db, [
    () =>
      db
        .select({
          channelId: outbox.channelId,
          lastDeliveryAt: max(outbox.deliveredAt),
          waiting: sql<number>`(count(*) filter (where ${outbox.status} in ('pending', 'sending')))::int`,
        })
        .from(outbox)
        .where(inArray(outbox.channelId, [...ids]))
        .groupBy(outbox.channelId),
    () =>
      db
        .selectDistinctOn([outbox.channelId], {
          channelId: outbox.channelId,
          lastError: outbox.lastError,
          at: outbox.updatedAt,
        })
        .from(outbox)
        .where(and(inArray(outbox.channelId, [...ids]), isNotNull(outbox.lastError)))
        .orderBy(outbox.channelId, desc(outbox.updatedAt)),
  ]);
  for (const id of ids) states.set(id, { lastDeliveryAt: null, waiting: 0, lastError: null, lastErrorAt: null });
  for (const row of totals) {
    const state = states.get(row.channelId);
    if (state) Object.assign(state, { lastDeliveryAt: row.lastDeliveryAt, waiting: row.waiting });
  }
  for (const row of errors) {
    const state = states.get(row.channelId);
    if (state) Object.assign(state, { lastError: row.lastError, lastErrorAt: row.at });
  }
  return states;
}
