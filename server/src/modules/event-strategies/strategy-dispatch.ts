import type { DomainEventOf } from '@workbench/contracts';
import { type EventNotice, type EventRow, findEventById, recordEventNotices } from '../events/events.service';
import {
  claimDispatch,
  claimDueEscalations,
  findStrategies,
  finishEscalation,
  listStrategies,
  passThrottle,
  planEscalations,
  postponeEscalation,
  pruneBookkeeping,
} from './event-strategies.repository';
import { mismatchOf } from './strategy-matching';
import { type SendContext, sendFor } from './strategy-sending';

/*
 * The strategies at work (docs/adr/0023-event-strategies.md): a raised or repeated event is
 * dispatched once across the instances (a claim in the database), and its escalation steps are
 * sent by the scheduler's `eventStrategies.escalate` job, each by the one instance that claims it.
 */

export interface StrategyContext extends SendContext {
  /** The plant's time zone, in which the strategies' shifts and weekdays are read. */
  timeZone: string;
}

const MINUTE_MS = 60_000;

/** How long an instance holds a claimed escalation step; one that stopped meanwhile loses it then. */
export const ESCALATION_CLAIM_MS = 5 * MINUTE_MS;

const shelved = (event: EventRow, now: Date) => event.shelvedUntil !== null && event.shelvedUntil > now;

/**
 * Runs the enabled strategies, in their order, for one raise or repeat of an event: on the one
 * instance whose claim lands, once. Each strategy that takes it sends (unless its throttle has
 * sent for the event key within its minutes) and plans its escalation steps; a `stopFurther`
 * strategy that takes it ends the run. A shelved or resolved event is held back: nothing is sent.
 */
export async function dispatchRaisedEvent(
  ctx: StrategyContext,
  raised: Pick<DomainEventOf<'event.raised'>, 'eventId' | 'count'>,
): Promise<EventNotice[]> {
  if (!(await claimDispatch(ctx.db, raised.eventId, raised.count))) return [];
  const event = await findEventById(ctx.db, raised.eventId);
  const now = ctx.now();
  if (!event || event.resolvedAt !== null || shelved(event, now)) return [];
  const notices: EventNotice[] = [];
  for (const strategy of await listStrategies(ctx.db, true)) {
    if (mismatchOf(strategy.match, event, event.lastOccurredAt, ctx.timeZone) !== null) continue;
    const passes =
      strategy.throttleMinutes === 0 ||
      (await passThrottle(
        ctx.db,
        strategy.id,
        event.eventKey,
        now,
        new Date(now.getTime() - strategy.throttleMinutes * MINUTE_MS),
      ));
    if (passes) {
      notices.push(...(await sendFor(ctx, strategy, event, strategy, `${strategy.id}:${event.id}:${raised.count}`)));
    }
    if (event.acknowledgedAt === null && strategy.escalation.length > 0) {
      await planEscalations(
        ctx.db,
        strategy.escalation.map((step, index) => ({
          eventId: event.id,
          strategyId: strategy.id,
          step: index,
          dueAt: new Date(now.getTime() + step.afterMinutes * MINUTE_MS),
        })),
      );
    }
    if (strategy.stopFurther) break;
  }
  await recordEventNotices(ctx, notices);
  return notices;
}

export interface EscalationOutcome {
  sent: number;
  stopped: number;
  postponed: number;
  gone: number;
}

/**
 * Sends the escalation steps due now, each by the instance that claims it. A step whose event has
 * been acknowledged or resolved stops (checked now, not when it was planned); one whose event is
 * shelved waits until the shelf's time; one whose strategy was deleted, disabled or lost the step
 * is gone. A claim that an instance did not finish (it stopped) runs out and is taken again, so a
 * restart loses no step; the outbox's idempotency keys keep its messages from going twice.
 */
export async function runDueEscalations(ctx: StrategyContext, limit = 50): Promise<EscalationOutcome> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction((tx) =>
    claimDueEscalations(tx, now, new Date(now.getTime() + ESCALATION_CLAIM_MS), limit),
  );
  const outcome: EscalationOutcome = { sent: 0, stopped: 0, postponed: 0, gone: 0 };
  for (const row of claimed) {
    const event = await findEventById(ctx.db, row.eventId);
    if (!event || event.acknowledgedAt !== null || event.resolvedAt !== null) {
      await finishEscalation(ctx.db, row, 'stopped', now);
      outcome.stopped += 1;
      continue;
    }
    if (event.shelvedUntil !== null && shelved(event, now)) {
      await postponeEscalation(ctx.db, row, event.shelvedUntil);
      outcome.postponed += 1;
      continue;
    }
    const [strategy] = await findStrategies(ctx.db, [row.strategyId]);
    const step = strategy?.enabled ? strategy.escalation[row.step] : undefined;
    if (!strategy || !step) {
      await finishEscalation(ctx.db, row, 'gone', now);
      outcome.gone += 1;
      continue;
    }
    const notices: EventNotice[] = [
      {
        eventId: event.id,
        kind: 'escalated',
        at: ctx.now(),
        byName: strategy.name,
        messageKey: 'eventStrategies.timeline.escalated',
        messageParams: { step: row.step + 1, minutes: step.afterMinutes },
      },
      ...(await sendFor(ctx, strategy, event, step, `${strategy.id}:${event.id}:step${row.step}`)),
    ];
    await recordEventNotices(ctx, notices);
    await finishEscalation(ctx.db, row, 'sent', ctx.now());
    outcome.sent += 1;
  }
  return outcome;
}

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The bookkeeping kept no longer than it serves: dispatch claims and throttle times for two days
 * (the longest throttle is one), ended escalation steps for thirty.
 */
export function pruneStrategyBookkeeping(ctx: StrategyContext): Promise<number> {
  const now = ctx.now().getTime();
  return pruneBookkeeping(ctx.db, new Date(now - 2 * DAY_MS), new Date(now - 30 * DAY_MS));
}
