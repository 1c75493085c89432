import type { ClaimedRun } from './claim';
import type { Clock } from './clock';
import type { RunOutcome } from './job-runs.repository';
import type { AnyKindDefinition } from './kind-registry';
import { RunLog } from './run-log';
import type { RunRecorder } from './run-recorder';

export interface RunExecutionDeps {
  clock: Clock;
  recorder: RunRecorder;
  /** The parameters the kind's run is handed: the stored ones, the secret opened, parsed. */
  paramsOf(claimed: ClaimedRun, definition: AnyKindDefinition): unknown;
}

/** One run going on this instance: its signal, and how to stop it when the service stops. */
export interface RunningRun {
  readonly runId: string;
  readonly log: RunLog;
  readonly done: Promise<void>;
  stop(reason: string): void;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2_000);

/**
 * Runs a claimed run: hands the kind its parameters, a signal and a log, aborts the signal and
 * records `timedOut` once the job's time-out has passed (the work's late answer is then ignored),
 * records the outcome otherwise, with the next attempt of a failed run where the job allows
 * retries (run-recorder.ts).
 */
export function executeRun(deps: RunExecutionDeps, claimed: ClaimedRun, definition: AnyKindDefinition): RunningRun {
  const { job, run } = claimed;
  const controller = new AbortController();
  const log = new RunLog(() => deps.clock.now());
  let recorded: Promise<void> | null = null;
  let cancelTimeout: () => void = () => {};

  // The first end wins (the time-out, or the work's own); a later one waits for its record.
  const finish = (outcome: RunOutcome['outcome'], error: string | null): Promise<void> => {
    recorded ??= record(outcome, error);
    return recorded;
  };
  const record = async (outcome: RunOutcome['outcome'], error: string | null) => {
    cancelTimeout();
    const endedAt = deps.clock.now();
    const retry =
      outcome !== 'succeeded' && run.attempt <= job.retries
        ? { backoffSeconds: job.retryBackoffSeconds, attempt: run.attempt, scheduledFor: run.scheduledFor }
        : null;
    await deps.recorder.record({
      runId: run.id,
      jobId: job.id,
      outcome: { outcome, error, log: log.toJSON(), endedAt },
      retry,
    });
  };

  const work = async () => {
    const params = deps.paramsOf(claimed, definition);
    await definition.run({
      jobId: job.id,
      params,
      signal: controller.signal,
      scheduledFor: run.scheduledFor,
      attempt: run.attempt,
      log: (line: string) => log.add(line),
    });
  };

  cancelTimeout = deps.clock.setTimer(job.timeoutSeconds * 1000, () => {
    controller.abort(new Error(`the run took longer than ${job.timeoutSeconds} s`));
    void finish('timedOut', `the run took longer than its time-out of ${job.timeoutSeconds} s`);
  });
  const done = work().then(
    () => finish(controller.signal.aborted ? 'failed' : 'succeeded', controller.signal.aborted ? abortText() : null),
    (error: unknown) => finish('failed', errorText(error)),
  );
  function abortText() {
    return errorText(controller.signal.reason);
  }

  return {
    runId: run.id,
    log,
    done,
    stop(reason: string) {
      controller.abort(new Error(reason));
    },
  };
}
