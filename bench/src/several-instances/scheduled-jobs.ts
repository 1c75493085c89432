import pg from 'pg';
import { quantile } from '../broadcast/latency';
import type { Row } from '../table';
import { startInstallation } from './installation';
import { type ArrivedCall, startOccurrenceReceiver } from './occurrence-receiver';
import type { SharedServices } from './shared-services';

const JOBS = 1_000;
const MINUTES = 5;
const START_LAG_BUDGET_MS = 1_000;
/** The first occurrence is at least this far ahead, so both schedulers have looked at the new jobs. */
const LEAD_MS = 5_000;
/** After the last occurrence, how long its runs have to arrive before the missing are counted. */
const LAST_ARRIVAL_WAIT_MS = 30_000;
/** After pausing the jobs, the time a second run of an occurrence has to show up and be counted. */
const DUPLICATE_GRACE_MS = 2_000;
const MINUTE_MS = 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first whole minute at least LEAD_MS ahead. */
function firstOccurrence(): Date {
  const at = Math.ceil((Date.now() + LEAD_MS) / MINUTE_MS) * MINUTE_MS;
  return new Date(at);
}

interface StoredRun {
  job_id: string;
  scheduled_for: Date;
  instance_id: string;
  outcome: string;
  lag_ms: number;
}

/**
 * The scheduler under a plant's heaviest timed work: two instances of the built server on one
 * PostgreSQL and Redis, 1,000 jobs of the kind "call an address" due every minute for five
 * minutes, each calling a receiver in this process. Start lag is from the occurrence to the run's
 * first step, as the run history records it (the kind's first log line, written as its work
 * begins: after the claim has committed); every occurrence must have run exactly once, in the
 * history and at the receiver. The receiver's figure adds the call itself (a connection and a
 * signed POST) to that.
 */
export async function measureScheduledJobs(services: SharedServices): Promise<Row[]> {
  const installation = await startInstallation(services, { SCHEDULER_ENABLED: '1' });
  const receiver = await startOccurrenceReceiver();
  const client = new pg.Client({ connectionString: installation.databaseUrl });
  try {
    await installation.addInstance();
    await client.connect();
    const first = firstOccurrence();
    const last = new Date(first.getTime() + (MINUTES - 1) * MINUTE_MS);
    const inserted = await client.query<{ id: string }>(
      `insert into jobs (name, kind, params, cron, time_zone, missed_policy, timeout_seconds, next_run_at)
       select 'Maintenance call ' || n, 'integrations.callAddress',
              jsonb_build_object('url', $1::text, 'body', '', 'timeoutSeconds', 30),
              '* * * * *', 'UTC', 'runOnce', 60, $2::timestamptz
       from generate_series(1, $3::int) as n
       returning id`,
      [receiver.url, first.toISOString(), JOBS],
    );
    const jobIds = inserted.rows.map((row) => row.id);
    const expected = JOBS * MINUTES;
    const inWindow = (call: ArrivedCall) => {
      const at = Date.parse(call.occurrence);
      return at >= first.getTime() && at <= last.getTime();
    };

    await pause(last.getTime() - Date.now());
    const deadline = Date.now() + LAST_ARRIVAL_WAIT_MS;
    while (receiver.calls.filter(inWindow).length < expected && Date.now() < deadline) await pause(250);
    await client.query('update jobs set paused = true where id = any($1::uuid[])', [jobIds]);
    await pause(DUPLICATE_GRACE_MS);

    const stored = await client.query<StoredRun>(
      `select job_id, scheduled_for, instance_id, outcome,
              extract(epoch from ((log -> 0 ->> 'at')::timestamptz - scheduled_for)) * 1000 as lag_ms
       from job_runs
       where job_id = any($1::uuid[]) and scheduled_for between $2 and $3`,
      [jobIds, first.toISOString(), last.toISOString()],
    );
    const runs = stored.rows;
    const occurrences = new Set(runs.map((run) => `${run.job_id} ${run.scheduled_for.toISOString()}`));
    const missed = expected - occurrences.size;
    const twice = runs.length - occurrences.size;

    const calls = receiver.calls.filter(inWindow);
    const called = new Set(calls.map((call) => `${call.jobId} ${call.occurrence}`));
    const callsMissing = expected - called.size;
    const callsTwice = calls.length - called.size;

    const startLags = sorted(runs.map((run) => Number(run.lag_ms)));
    const arrivalLags = sorted(calls.map((call) => call.arrivedAt - Date.parse(call.occurrence)));
    const p99 = quantile(startLags, 0.99);
    const byInstance = new Map<string, number>();
    for (const run of runs) byInstance.set(run.instance_id, (byInstance.get(run.instance_id) ?? 0) + 1);
    const outcomes = new Map<string, number>();
    for (const run of runs) outcomes.set(run.outcome, (outcomes.get(run.outcome) ?? 0) + 1);
    const exactlyOnce = missed === 0 && twice === 0 && callsMissing === 0 && callsTwice === 0;

    return [
      {
        measure: `${JOBS.toLocaleString('en')} jobs due every minute on two instances for ${MINUTES} minutes (calling an address): start lag p50 / p99, from the occurrence to the run's first step`,
        value: `${seconds(quantile(startLags, 0.5))} / ${seconds(p99)}`,
        budget: `p99 ≤ ${START_LAG_BUDGET_MS / 1000} s`,
        ok: p99 <= START_LAG_BUDGET_MS,
      },
      {
        measure: `… every occurrence run exactly once (${expected.toLocaleString('en')} in the run history, and as calls at the receiver)`,
        value: exactlyOnce
          ? 'yes'
          : `history: ${missed} missed, ${twice} twice; receiver: ${callsMissing} missing, ${callsTwice} twice`,
        budget: 'none missed or run twice',
        ok: exactlyOnce,
      },
      {
        measure: '… the call arriving at the receiver, from the occurrence: p50 / p99',
        value: `${seconds(quantile(arrivalLags, 0.5))} / ${seconds(quantile(arrivalLags, 0.99))}`,
      },
      {
        measure: '… runs started on each instance; outcomes',
        value: `${[...byInstance.values()].join(' / ')}; ${[...outcomes].map(([name, count]) => `${count} ${name}`).join(', ')}`,
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await receiver.close();
    await installation.close();
  }
}
