import type { JobKind, JobMissedPolicy, JobRunOutcome, JobRunTrigger } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Timed work (docs/adr/0021-scheduler.md): one row per job, with its schedule and the occurrence
 * it is due next. The scheduler of every instance claims due occurrences from here.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Built-in jobs and the one-offs a module schedules are found again by it; null for the others. */
    key: text('key').unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<JobKind>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The kind's secret parameter, sealed with the jobs' sub-key; never answered. */
    secret: text('secret'),
    cron: text('cron'),
    runAt: timestamp('run_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    missedPolicy: text('missed_policy').$type<JobMissedPolicy>().notNull().default('runOnce'),
    timeoutSeconds: integer('timeout_seconds').notNull().default(300),
    retries: integer('retries').notNull().default(0),
    retryBackoffSeconds: integer('retry_backoff_seconds').notNull().default(30),
    paused: boolean('paused').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    /** The scheduled occurrence due next; null when there is none (a one-off that ran). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** "Run now" asked at this time and not yet started. */
    runRequestedAt: timestamp('run_requested_at', { withTimezone: true }),
    /** A failed run's next attempt: when, which attempt, and the occurrence it repeats. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    retryAttempt: integer('retry_attempt'),
    retryScheduledFor: timestamp('retry_scheduled_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_next_run_idx').on(t.nextRunAt),
    index('jobs_name_idx').on(sql`lower(${t.name})`),
    check('jobs_schedule_check', sql`${t.cron} is not null or ${t.runAt} is not null`),
  ],
);

/**
 * One row per run: an occurrence claimed by an instance (unique per job, occurrence and attempt,
 * so two instances never both run it), its lease while it goes, and its outcome and log.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<JobRunTrigger>().notNull(),
    attempt: integer('attempt').notNull(),
    /** The instance running it; only it records the outcome. */
    instanceId: text('instance_id').notNull(),
    /** While running: renewed by the instance; past it, any instance fails the run. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    outcome: text('outcome').$type<JobRunOutcome>().notNull(),
    error: text('error'),
    log: jsonb('log').$type<{ at: string; line: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('job_runs_occurrence_idx').on(t.jobId, t.scheduledFor, t.attempt),
    index('job_runs_job_started_idx').on(t.jobId, t.startedAt),
    index('job_runs_running_idx').on(t.leaseUntil).where(sql`${t.outcome} = 'running'`),
    // The claim's "does a run of this job go?" for kinds without overlap, however long the history.
    index('job_runs_running_job_idx').on(t.jobId).where(sql`${t.outcome} = 'running'`),
    index('job_runs_ended_idx').on(t.endedAt),
  ],
);
