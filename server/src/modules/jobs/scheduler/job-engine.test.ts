import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../../../test/helper';
import { jobs } from '../jobs.table';
import { ManualClock } from './clock.testing';
import { gate, jobRow, kind, putJob, runsOf, TEST_KINDS, testEngine, tickAt } from './engine.testing';
import { INSTANCE_STOPPED, type JobEngine } from './job-engine';
import { RUN_LOG_MAX_LINES } from './run-log';

const [WORK, SLOW, OTHER] = TEST_KINDS;
const iso = (runs: { scheduledFor: Date }[]) => runs.map((run) => run.scheduledFor.toISOString());

describeWithDb('the scheduler', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let engine: JobEngine;
  const calls: { scheduledFor: string; attempt: number }[] = [];

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    // The app's own built-in jobs are not what these tests schedule.
    await app.db.delete(jobs);
    calls.length = 0;
    clock = new ManualClock('2026-03-27T12:00:00Z');
    engine = testEngine(app, clock);
    engine.registerKind(
      kind(WORK, async (context) => {
        calls.push({ scheduledFor: context.scheduledFor.toISOString(), attempt: context.attempt });
      }),
    );
  });
  afterEach(async () => {
    await engine.stop();
  });

  it('reads a cron expression in its time zone across both daylight-saving changes', async () => {
    const id = await putJob(app.db, clock, { kind: WORK, cron: '0 6 * * *', timeZone: 'Europe/Berlin' });
    for (const at of ['2026-03-28T05:00:00Z', '2026-03-29T04:00:00Z', '2026-03-30T04:00:00Z']) {
      await tickAt(engine, clock, at);
    }
    clock.set('2026-10-23T12:00:00Z');
    await app.db.update(jobs).set({ nextRunAt: new Date('2026-10-24T04:00:00Z') });
    for (const at of ['2026-10-24T04:00:00Z', '2026-10-25T05:00:00Z', '2026-10-26T05:00:00Z']) {
      await tickAt(engine, clock, at);
    }
    // 06:00 in Berlin is 05:00 UTC in winter and 04:00 UTC in summer.
    expect(iso(await runsOf(app.db, id))).toEqual([
      '2026-03-28T05:00:00.000Z',
      '2026-03-29T04:00:00.000Z',
      '2026-03-30T04:00:00.000Z',
      '2026-10-24T04:00:00.000Z',
      '2026-10-25T05:00:00.000Z',
      '2026-10-26T05:00:00.000Z',
    ]);
    expect((await runsOf(app.db, id)).every((run) => run.trigger === 'schedule' && run.outcome === 'succeeded')).toBe(
      true,
    );
  });

  it('runs an hourly job 25 times on the day the clocks go back', async () => {
    clock.set('2026-10-24T21:59:00Z');
    const id = await putJob(app.db, clock, { kind: WORK, cron: '0 * * * *', timeZone: 'Europe/Berlin' });
    // 25 hours from midnight to midnight in Berlin (22:00 UTC to 23:00 UTC the next day).
    for (let hour = 0; hour < 25; hour += 1) {
      await tickAt(engine, clock, new Date(Date.parse('2026-10-24T22:00:00Z') + hour * 3_600_000));
    }
    expect(await runsOf(app.db, id)).toHaveLength(25);
  });

  it('after downtime runs one catch-up run (runOnce), then goes on at the next occurrence', async () => {
    clock.set('2026-03-27T10:30:00Z');
    const id = await putJob(app.db, clock, { kind: WORK, cron: '0 * * * *', timeZone: 'UTC', missedPolicy: 'runOnce' });
    await tickAt(engine, clock, '2026-03-27T15:10:00Z');
    await tickAt(engine, clock, '2026-03-27T15:20:00Z');
    const runs = await runsOf(app.db, id);
    expect(runs.map((run) => [run.trigger, run.scheduledFor.toISOString()])).toEqual([
      ['missed', '2026-03-27T11:00:00.000Z'],
    ]);
    expect((await jobRow(app.db, id))?.nextRunAt?.toISOString()).toBe('2026-03-27T16:00:00.000Z');
    await tickAt(engine, clock, '2026-03-27T16:00:00Z');
    expect((await runsOf(app.db, id)).map((run) => run.trigger)).toEqual(['missed', 'schedule']);
  });

  it('after downtime skips what it missed (skip) and goes on at the next occurrence', async () => {
    clock.set('2026-03-27T10:30:00Z');
    const id = await putJob(app.db, clock, { kind: WORK, cron: '0 * * * *', timeZone: 'UTC', missedPolicy: 'skip' });
    await tickAt(engine, clock, '2026-03-27T15:10:00Z');
    expect(await runsOf(app.db, id)).toEqual([]);
    expect((await jobRow(app.db, id))?.nextRunAt?.toISOString()).toBe('2026-03-27T16:00:00.000Z');
    await tickAt(engine, clock, '2026-03-27T16:00:00Z');
    expect((await runsOf(app.db, id)).map((run) => run.trigger)).toEqual(['schedule']);
  });

  it('never overlaps two runs of one job: a due occurrence waits for the run going on', async () => {
    const hold = gate();
    engine.registerKind(kind(SLOW, () => hold.done));
    clock.set('2026-03-27T11:59:30Z');
    const id = await putJob(app.db, clock, { kind: SLOW, cron: '* * * * *', timeZone: 'UTC' });
    clock.set('2026-03-27T12:00:00Z');
    await engine.tick();
    clock.set('2026-03-27T12:01:00Z');
    await engine.tick();
    expect((await runsOf(app.db, id)).map((run) => run.outcome)).toEqual(['running']);
    hold.release();
    await engine.settled();
    await tickAt(engine, clock, '2026-03-27T12:01:20Z');
    const runs = await runsOf(app.db, id);
    expect(runs.map((run) => [run.scheduledFor.toISOString(), run.trigger, run.outcome])).toEqual([
      ['2026-03-27T12:00:00.000Z', 'schedule', 'succeeded'],
      ['2026-03-27T12:01:00.000Z', 'schedule', 'succeeded'],
    ]);
  });

  it('claims past a job that waits for its own run: the others due in the batch still start', async () => {
    const hold = gate();
    const narrow = testEngine(app, clock, { claimBatch: 1, leaseMs: 600_000 });
    narrow.registerKind(kind(SLOW, () => hold.done));
    narrow.registerKind(kind(WORK, async () => {}));
    clock.set('2026-03-27T11:59:30Z');
    const waiting = await putJob(app.db, clock, { kind: SLOW, cron: '* * * * *', timeZone: 'UTC' });
    clock.set('2026-03-27T12:00:00Z');
    expect(await narrow.tick()).toBe(1);
    const other = await putJob(app.db, clock, { kind: WORK, runAt: new Date('2026-03-27T12:01:10Z') });
    clock.set('2026-03-27T12:01:10Z');
    // Both are due, the waiting one longer; one job per claim, and the one whose run goes is not taken.
    expect(await narrow.tick()).toBe(1);
    await vi.waitFor(async () =>
      expect((await runsOf(app.db, other)).map((run) => run.outcome)).toEqual(['succeeded']),
    );
    expect((await runsOf(app.db, waiting)).map((run) => run.outcome)).toEqual(['running']);
    hold.release();
    await narrow.stop();
  });

  it('wakes when the next occurrence falls due, not a poll later', async () => {
    const started = testEngine(app, clock, { pollMs: 60_000 });
    started.registerKind(kind(WORK, async () => {}));
    const id = await putJob(app.db, clock, { kind: WORK, runAt: new Date('2026-03-27T12:00:05Z') });
    started.start();
    await vi.waitFor(() => expect(clock.nextTimerAt()?.toISOString()).toBe('2026-03-27T12:00:05.000Z'));
    clock.advance(5_000);
    await vi.waitFor(async () => expect((await runsOf(app.db, id)).map((run) => run.outcome)).toEqual(['succeeded']));
    expect((await runsOf(app.db, id))[0]?.startedAt.toISOString()).toBe('2026-03-27T12:00:05.000Z');
    await started.stop();
  });

  it('overlaps runs where the kind allows it', async () => {
    const hold = gate();
    engine.registerKind(kind(SLOW, () => hold.done, { allowOverlap: true }));
    clock.set('2026-03-27T11:59:30Z');
    const id = await putJob(app.db, clock, { kind: SLOW, cron: '* * * * *', timeZone: 'UTC' });
    clock.set('2026-03-27T12:00:00Z');
    await engine.tick();
    clock.set('2026-03-27T12:01:00Z');
    await engine.tick();
    expect((await runsOf(app.db, id)).map((run) => run.outcome)).toEqual(['running', 'running']);
    hold.release();
    await engine.settled();
  });

  it('times a run out: its signal is aborted and the run recorded as timed out', async () => {
    let aborted = false;
    engine.registerKind(
      kind(SLOW, (context) => {
        return new Promise<void>((resolve) => {
          context.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        });
      }),
    );
    const id = await putJob(app.db, clock, { kind: SLOW, runAt: new Date('2026-03-27T12:00:10Z'), timeoutSeconds: 5 });
    clock.set('2026-03-27T12:00:10Z');
    await engine.tick();
    clock.advance(5_000);
    await engine.settled();
    expect(aborted).toBe(true);
    const [run] = await runsOf(app.db, id);
    expect(run).toMatchObject({ outcome: 'timedOut', durationMs: 5_000 });
    expect(run?.error).toMatch(/5 s/);
    // A one-off runs once.
    expect((await jobRow(app.db, id))?.nextRunAt).toBeNull();
  });

  it('retries a failed run after a back-off that doubles, as new runs', async () => {
    engine.registerKind(
      kind(OTHER, async (context) => {
        context.log(`attempt ${context.attempt}`);
        throw new Error('the receiver is away');
      }),
    );
    const id = await putJob(app.db, clock, {
      kind: OTHER,
      runAt: new Date('2026-03-27T12:00:00Z'),
      retries: 2,
      retryBackoffSeconds: 10,
    });
    await tickAt(engine, clock, '2026-03-27T12:00:00Z');
    await tickAt(engine, clock, '2026-03-27T12:00:09Z');
    expect(await runsOf(app.db, id)).toHaveLength(1);
    await tickAt(engine, clock, '2026-03-27T12:00:10Z');
    await tickAt(engine, clock, '2026-03-27T12:00:29Z');
    expect(await runsOf(app.db, id)).toHaveLength(2);
    await tickAt(engine, clock, '2026-03-27T12:00:30Z');
    await tickAt(engine, clock, '2026-03-27T13:00:00Z');
    const runs = await runsOf(app.db, id);
    expect(runs.map((run) => [run.attempt, run.trigger, run.outcome, run.startedAt.toISOString()])).toEqual([
      [1, 'schedule', 'failed', '2026-03-27T12:00:00.000Z'],
      [2, 'retry', 'failed', '2026-03-27T12:00:10.000Z'],
      [3, 'retry', 'failed', '2026-03-27T12:00:30.000Z'],
    ]);
    expect(runs.every((run) => run.scheduledFor.toISOString() === '2026-03-27T12:00:00.000Z')).toBe(true);
    expect(runs[2]?.error).toBe('the receiver is away');
    expect(runs[2]?.log.map((line) => line.line)).toEqual(['attempt 3']);
  });

  it('fails a run whose instance stopped renewing its lease, once, whichever instance sees it', async () => {
    const hold = gate();
    engine.registerKind(kind(SLOW, () => hold.done));
    const other = testEngine(app, clock);
    other.registerKind(kind(SLOW, () => hold.done));
    const id = await putJob(app.db, clock, { kind: SLOW, runAt: new Date('2026-03-27T12:00:00Z') });
    clock.set('2026-03-27T12:00:00Z');
    await engine.tick();
    clock.set('2026-03-27T12:00:59Z');
    await other.tick();
    expect((await runsOf(app.db, id)).map((run) => run.outcome)).toEqual(['running']);
    clock.set('2026-03-27T12:01:01Z');
    await Promise.all([other.tick(), testEngine(app, clock).tick()]);
    hold.release();
    await engine.settled();
    const runs = await runsOf(app.db, id);
    expect(runs.map((run) => [run.outcome, run.error])).toEqual([['failed', INSTANCE_STOPPED]]);
  });

  it('records the runs that end together, one with a NUL in its error among them', async () => {
    engine.registerKind(
      kind(OTHER, async () => {
        throw new Error('the receiver said \u0000 and hung up');
      }),
    );
    const at = new Date('2026-03-27T12:00:00Z');
    const failing = await putJob(app.db, clock, { kind: OTHER, runAt: at });
    const fine = await Promise.all([1, 2, 3].map(() => putJob(app.db, clock, { kind: WORK, runAt: at })));
    await tickAt(engine, clock, at);
    expect((await runsOf(app.db, failing)).map((run) => [run.outcome, run.error])).toEqual([
      ['failed', 'the receiver said   and hung up'],
    ]);
    for (const id of fine) expect((await runsOf(app.db, id)).map((run) => run.outcome)).toEqual(['succeeded']);
  });

  it('keeps a capped number of log lines with the run', async () => {
    engine.registerKind(
      kind(OTHER, async (context) => {
        for (let line = 0; line < 500; line += 1) context.log(`line ${line} ${'x'.repeat(2_000)}`);
      }),
    );
    const id = await putJob(app.db, clock, { kind: OTHER, runAt: new Date('2026-03-27T12:00:00Z') });
    await tickAt(engine, clock, '2026-03-27T12:00:00Z');
    const [run] = await runsOf(app.db, id);
    expect(run?.log).toHaveLength(RUN_LOG_MAX_LINES);
    expect(run?.log.at(-1)?.line).toMatch(/301 more lines left out/);
    expect(Math.max(...(run?.log ?? []).map((line) => line.line.length))).toBeLessThanOrEqual(1_000);
  });

  it('keeps one-offs of a module under their key: moved when scheduled again, dropped when cancelled', async () => {
    await engine.scheduleOnce({
      key: 'notice:1',
      kind: WORK,
      name: 'Publish',
      runAt: new Date('2026-03-27T13:00:00Z'),
    });
    await engine.scheduleOnce({
      key: 'notice:1',
      kind: WORK,
      name: 'Publish',
      runAt: new Date('2026-03-27T14:00:00Z'),
    });
    await engine.scheduleOnce({
      key: 'notice:2',
      kind: WORK,
      name: 'Publish',
      runAt: new Date('2026-03-27T14:00:00Z'),
    });
    await engine.cancelScheduled('notice:2');
    await tickAt(engine, clock, '2026-03-27T13:30:00Z');
    expect(calls).toEqual([]);
    await tickAt(engine, clock, '2026-03-27T14:00:00Z');
    await tickAt(engine, clock, '2026-03-27T15:00:00Z');
    expect(calls).toEqual([{ scheduledFor: '2026-03-27T14:00:00.000Z', attempt: 1 }]);
  });
});
