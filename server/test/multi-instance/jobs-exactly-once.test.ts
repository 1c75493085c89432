import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobRuns, jobs } from '../../src/modules/jobs/jobs.table';
import { ManualClock } from '../../src/modules/jobs/scheduler/clock.testing';
import { kind, putJob, TEST_KINDS, testEngine } from '../../src/modules/jobs/scheduler/engine.testing';
import type { JobEngine } from '../../src/modules/jobs/scheduler/job-engine';
import { describeWithInstances, type Installation, startInstallation } from '../instances';

/*
 * Two instances on one PostgreSQL claiming the same due occurrences at the same moments: 200
 * jobs due every minute for five minutes, 1,000 occurrences, each run exactly once. The engines
 * run on a clock of the test's, so five minutes take as long as the claiming does.
 */
const JOBS = 200;
const MINUTES = 5;

describeWithInstances('the scheduler on two instances', () => {
  let installation: Installation;
  const executions = new Map<string, number>();
  let engines: JobEngine[] = [];
  const clock = new ManualClock('2026-06-01T07:59:30Z');

  beforeAll(async () => {
    installation = await startInstallation(2);
    engines = installation.instances.map((instance) => {
      // Small batches, so both engines claim in the same moments and contend for the same jobs.
      const engine = testEngine(instance.app, clock, { claimBatch: 20 });
      engine.registerKind(
        kind(TEST_KINDS[0], async (context) => {
          const key = context.scheduledFor.toISOString();
          executions.set(key, (executions.get(key) ?? 0) + 1);
        }),
      );
      return engine;
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.stop()));
    await installation?.close();
  });

  it('runs each of 1,000 due occurrences exactly once', async () => {
    const [first] = installation.instances;
    if (!first) throw new Error('no instance');
    const { db } = first.app;
    await db.delete(jobs);
    for (let i = 0; i < JOBS; i += 1) {
      await putJob(db, clock, { kind: TEST_KINDS[0], cron: '* * * * *', timeZone: 'UTC' });
    }
    executions.clear();
    const drain = async (engine: JobEngine) => {
      for (let round = 0; round < 200; round += 1) {
        const started = await engine.tick();
        await engine.settled();
        if (started === 0) return;
      }
    };
    for (let minute = 0; minute < MINUTES; minute += 1) {
      clock.set(new Date(Date.parse('2026-06-01T08:00:00Z') + minute * 60_000));
      await Promise.all(engines.map(drain));
    }
    const runs = await db.select().from(jobRuns);
    expect(runs).toHaveLength(JOBS * MINUTES);
    expect(new Set(runs.map((run) => `${run.jobId} ${run.scheduledFor.toISOString()}`)).size).toBe(JOBS * MINUTES);
    expect(runs.every((run) => run.outcome === 'succeeded' && run.trigger === 'schedule')).toBe(true);
    // Each minute's occurrence of every job ran once: 200 executions per minute, none twice.
    expect([...executions.values()]).toEqual(Array.from({ length: MINUTES }, () => JOBS));
    // Both instances took their share.
    expect(new Set(runs.map((run) => run.instanceId)).size).toBe(2);
  }, 180_000);
});
