import type { FastifyBaseLogger } from 'fastify';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { ORPHAN_CHECK_MS } from './export-lease';
import { runNowAndEvery } from './export-schedule';
import { failTasksWithExpiredLeases } from './exports.repository';

/** Stored with the task for the operator; the user sees status 20 and may export again. */
export const ORPHANED_FAILURE = 'the instance running the export stopped before it finished';

/**
 * Fails (20) the unfinished tasks whose lease has passed, so that an instance that stopped in
 * the middle of an export leaves no task preparing or exporting for ever, and tells their users.
 * Safe to run on several instances at once: each task is failed, and announced, once.
 * Answers how many tasks this call failed.
 */
export async function failOrphanedExports(ctx: ChangeContext): Promise<number> {
  const orphaned = await failTasksWithExpiredLeases(ctx.db, ORPHANED_FAILURE);
  const userIds = new Set(orphaned.map((task) => task.userId));
  await ctx.events.publish(...[...userIds].map((userId) => ({ type: 'downloadTask.changed' as const, userId })));
  return orphaned.length;
}

/** Looks for orphaned tasks at start and then every ORPHAN_CHECK_MS. */
export function scheduleOrphanRecovery(ctx: ChangeContext, log: Pick<FastifyBaseLogger, 'error'>) {
  return runNowAndEvery(() => failOrphanedExports(ctx), ORPHAN_CHECK_MS, log, 'export recovery');
}
