import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INSTANCE_STOPPED } from '../../src/modules/jobs/scheduler/job-engine';
import { installationEnv, type ServiceProcess, startServiceProcess, stopProcess, waitUntil } from '../service-process';
import { createSharedPostgres, testDatabaseKind } from '../test-database';
import { postgresTestUrl } from '../test-database-url';

/*
 * The scheduler in real service processes on one PostgreSQL: a run going on an instance that is
 * killed (kill -9) is failed once, with the reason, by the instance that notices, and the job's
 * next occurrence runs there. Runs in the PostgreSQL half.
 */
const available = testDatabaseKind === 'postgres' && Boolean(inject('postgresUrl')) && Boolean(inject('redisUrl'));

describe.skipIf(!available)('the scheduler when an instance is killed during a run', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let workDir: string;
  let env: Record<string, string>;
  let db: pg.Client;
  let holder: pg.Client;
  const running: ServiceProcess[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'wb-jobs-kill-'));
    database = await createSharedPostgres(postgresTestUrl());
    env = installationEnv(database.url, { SCHEDULER_ENABLED: '1' });
    running.push(await startServiceProcess('a', workDir, env));
    db = new pg.Client({ connectionString: database.url });
    holder = new pg.Client({ connectionString: database.url });
    await db.connect();
    await holder.connect();
  }, 180_000);

  afterAll(async () => {
    await holder?.end().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await Promise.all(running.map((instance) => stopProcess(instance.child, 'SIGTERM')));
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  const runsOf = async (jobId: string) =>
    (
      await db.query<{ outcome: string; error: string | null; instance_id: string; trigger: string }>(
        "select outcome, error, instance_id, trigger from job_runs where job_id = $1 and instance_id <> 'long-gone' order by started_at",
        [jobId],
      )
    ).rows;

  it('fails the killed instance’s run once with the reason, and runs the next occurrence', async () => {
    const job = await waitUntil(
      'the built-in run-history job',
      async () =>
        (await db.query<{ id: string }>("select id from jobs where key = 'jobs.cleanUpRunHistory'")).rows[0]?.id,
      30_000,
    );
    // A run that ended long ago, locked by the test: the clean-up's run waits on it while it goes.
    const old = await db.query<{ id: string }>(
      `insert into job_runs (job_id, scheduled_for, trigger, attempt, instance_id, started_at, ended_at, outcome)
       values ($1, now() - interval '90 days', 'schedule', 1, 'long-gone', now() - interval '90 days',
               now() - interval '90 days', 'succeeded') returning id`,
      [job],
    );
    await holder.query('begin');
    await holder.query('select id from job_runs where id = $1 for update', [old.rows[0]?.id]);
    await db.query("update jobs set cron = '* * * * * *', next_run_at = now() where id = $1", [job]);
    await waitUntil(
      'A running the clean-up',
      async () => ((await runsOf(job)).some((run) => run.outcome === 'running') ? true : undefined),
      30_000,
    );

    const [a] = running.splice(0, 1);
    a?.child.kill('SIGKILL');
    await new Promise((resolve) => a?.child.once('exit', resolve));
    await holder.query('rollback');
    // Its lease would lapse within a minute; the test lets that time pass at once.
    await db.query("update job_runs set lease_until = now() - interval '1 second' where outcome = 'running'");
    running.push(await startServiceProcess('b', workDir, env));

    await waitUntil(
      'B running the next occurrence',
      async () => ((await runsOf(job)).some((run) => run.outcome === 'succeeded') ? true : undefined),
      30_000,
    );
    const runs = await runsOf(job);
    const failed = runs.filter((run) => run.outcome === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.error).toBe(INSTANCE_STOPPED);
    const next = runs.find((run) => run.outcome === 'succeeded');
    expect(next?.instance_id).not.toBe(failed[0]?.instance_id);
  }, 150_000);
});
