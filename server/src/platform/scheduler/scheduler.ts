import type { JobKind } from '@workbench/contracts';
import type { z } from 'zod';

/**
 * The scheduler port (`app.scheduler`): modules register the kinds of timed work they do, and the
 * jobs module, which implements the port, runs each occurrence exactly once across the service's
 * instances. The platform knows no kind; a kind knows nothing of the claiming, timing and history.
 */

/** What one run of a job is handed. */
export interface JobRunContext<P> {
  /** The job's id: told to the receivers of its work, and part of the keys that make a retry send once. */
  readonly jobId: string;
  /** The job's parameters, parsed with the kind's schema. */
  readonly params: P;
  /** Aborted when the run times out or the service stops: stop the work and return. */
  readonly signal: AbortSignal;
  /** The occurrence the run is for (for "run now", when it was asked). */
  readonly scheduledFor: Date;
  /** 1 for the first attempt, 2 for the first retry, … */
  readonly attempt: number;
  /** A line of the run's log, shown in the run history. Never put a secret in it. */
  log(line: string): void;
}

/** A job the service keeps by itself (a clean-up), created when missing, never deleted. */
export interface BuiltInJob {
  /** Stable key: the job is found again by it on every start and instance. */
  key: string;
  name: string;
  cron: string;
  timeoutSeconds?: number;
}

export interface JobKindDefinition<P = Record<string, never>> {
  kind: JobKind;
  /** Whether an administrator may create jobs of this kind on /Job (clean-ups are built in). */
  creatable: boolean;
  /** Whether two runs of one job may go at the same time; by default a due run waits its turn. */
  allowOverlap?: boolean;
  /** The parameters' schema; a kind without one takes `{}`. */
  params?: z.ZodType<P>;
  /** The work. A thrown error fails the run (and retries it, where the job allows). */
  run(context: JobRunContext<P>): Promise<void>;
  builtIn?: readonly BuiltInJob[];
}

export interface Scheduler {
  /** Registers a kind; before the service listens (a kind registered twice is a programming error). */
  registerKind<P>(definition: JobKindDefinition<P>): void;
  /**
   * One run of a kind at a time, kept under a key of the caller's (a notice's publish time):
   * scheduling the same key again moves it; the run happens once, on one instance.
   */
  scheduleOnce(input: { key: string; kind: JobKind; name: string; runAt: Date; params?: object }): Promise<void>;
  /** Drops a one-off scheduled under the key, if it has not run. */
  cancelScheduled(key: string): Promise<void>;
}
