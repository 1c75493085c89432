import { BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../platform/events/domain-events';
import { inTransaction } from '../../platform/events/in-transaction';
import type { JobKindDefinition } from '../../platform/scheduler/scheduler';
import { MOVE_STATES_KIND, type NoticeScheduler, scheduleNextMoment } from './notice-moments';
import { expireDueNotices, type NoticeRow, publishDueNotices } from './notices.repository';
import { announcePublished } from './notices.service';

/** What moving the states needs; the app (`app.db`, `app.events`, `app.scheduler`) is one. */
export interface NoticeStatesContext {
  db: Db;
  events: DomainEvents;
  scheduler: NoticeScheduler;
}

export interface MovedNotices {
  published: NoticeRow[];
  expired: NoticeRow[];
}

/**
 * Moves every notice that is due at `now`: expired ones (published, or scheduled but missed until
 * after their expiry) to expired, then scheduled ones whose time has come to published, each
 * announced to its audience once the move has committed. Each move is one conditional statement,
 * so a second caller at the same moment (another instance, a late run) finds nothing left to move
 * and announces nothing twice. A newly published notice with an expiry gets that moment scheduled.
 */
export async function moveNoticeStates(ctx: NoticeStatesContext, now: Date): Promise<MovedNotices> {
  const moved = await inTransaction(ctx, async (tx, record) => {
    const expired = await expireDueNotices(tx, now);
    const published = await publishDueNotices(tx, now);
    for (const row of published) await announcePublished(tx, record, row);
    return { published, expired };
  });
  for (const row of moved.published) await scheduleNextMoment(ctx.scheduler, row);
  return moved;
}

/**
 * The scheduler's `notices.moveStates` kind: register it with `app.scheduler.registerKind(
 * noticeJobKinds(app))`. Each notice's moment is a one-off of this kind (notice-moments.ts); the
 * built-in job sweeps every five minutes besides, so that a moment that could not be scheduled
 * (the scheduler away when a notice was published) is kept a few minutes late rather than never.
 */
export function noticeJobKinds(ctx: NoticeStatesContext, now: () => Date = () => new Date()): JobKindDefinition {
  return {
    kind: MOVE_STATES_KIND,
    creatable: false,
    builtIn: [{ key: MOVE_STATES_KIND, name: BUILT_IN_JOB_NAMES[MOVE_STATES_KIND], cron: '*/5 * * * *' }],
    async run(run) {
      const moved = await moveNoticeStates(ctx, now());
      run.log(`published ${moved.published.length}, expired ${moved.expired.length}`);
    },
  };
}
