import type { NoticeState } from '@workbench/contracts';
import type { Scheduler } from '../../platform/scheduler/scheduler';

/*
 * An announcement's state moves at two moments: its publish time (scheduled → published) and its
 * expiry (published → expired). Each notice keeps one one-off run of the scheduler's
 * `notices.moveStates` kind under its own key, moved whenever the notice's next moment changes;
 * the run moves every notice that is due (notice-states.ts), so a run that comes late or twice
 * does no harm.
 */

/** What the notices need of the scheduler port (app.scheduler). */
export type NoticeScheduler = Pick<Scheduler, 'scheduleOnce' | 'cancelScheduled'>;

export const MOVE_STATES_KIND = 'notices.moveStates' as const;

/** The one-off's key for a notice: one per notice, so scheduling again moves it. */
export const momentKeyOf = (noticeId: string) => `${MOVE_STATES_KIND}:${noticeId}`;

/** The next moment a notice waits for: a scheduled one's publish time, a published one's expiry. */
export function nextMomentOf(notice: {
  state: NoticeState;
  publishAt: Date | null;
  expiresAt: Date | null;
}): Date | null {
  if (notice.state === 'scheduled') return notice.publishAt;
  if (notice.state === 'published') return notice.expiresAt;
  return null;
}

/** (Re)schedules the notice's next moment, or drops the one it had when it waits for none. */
export async function scheduleNextMoment(
  scheduler: NoticeScheduler,
  notice: { id: string; state: NoticeState; publishAt: Date | null; expiresAt: Date | null },
): Promise<void> {
  const runAt = nextMomentOf(notice);
  if (runAt === null) {
    await scheduler.cancelScheduled(momentKeyOf(notice.id));
    return;
  }
  await scheduler.scheduleOnce({
    key: momentKeyOf(notice.id),
    kind: MOVE_STATES_KIND,
    name: `Announcement ${notice.id}: ${notice.state === 'scheduled' ? 'publish' : 'expire'}`,
    runAt,
  });
}
