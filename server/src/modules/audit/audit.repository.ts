import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { readTogether } from '../../db/read-together';
import { auditLog } from './audit.table';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRows(db: DbOrTx, rows: readonly NewAuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values([...rows]);
}

export interface AuditQuery {
  resource?: string | undefined;
  resourceId?: string | undefined;
  actorId?: string | undefined;
  filter?: string | undefined;
  oldestFirst: boolean;
  limit: number;
  offset: number;
}

export async function pageAuditRows(db: DbOrTx, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.resource) conditions.push(eq(auditLog.resource, query.resource as AuditRow['resource']));
  if (query.resourceId) conditions.push(eq(auditLog.resourceId, query.resourceId));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.filter) {
    const pattern = likePattern(query.filter);
    const match = or(ilike(auditLog.actorUserName, pattern), ilike(auditLog.resourceName, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.oldestFirst ? [asc(auditLog.time), asc(auditLog.id)] : [desc(auditLog.time), desc(auditLog.id)];
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
