import { z } from 'zod';
import { cronProblem, isKnownTimeZone } from '../cron';
import { LIMITS } from '../limits';
import { pagedRequestSchema } from '../paging';
import { singleLineText } from '../text-rules';
import { isHttpUrl } from '../urls';
import { adminPageRequestSchema, freeTextSchema, idSchema, instantSchema, nameSchema } from './common';

/**
 * Timed work (docs/spec.md §2 `/Job`, docs/api.md §5 `job`): a job is one kind of work with its
 * parameters and a schedule — a cron expression in a time zone, or one run at a given time — that
 * the service runs exactly once per occurrence, whichever of its instances claims it.
 */

/** The kinds the service ships; modules register each with the scheduler. */
export const JOB_KINDS = [
  'exports.cleanUpFiles',
  'identity.cleanUpSessions',
  'identity.cleanUpSignInFailures',
  'integrations.cleanUpDeliveryLog',
  'jobs.cleanUpRunHistory',
  'integrations.callAddress',
  'integrations.sendReport',
  'notices.moveStates',
  'eventStrategies.escalate',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * The names the built-in jobs are created with. An administrator may rename one; while a built-in
 * job still carries its shipped name, the portal shows that name in the reader's language.
 */
export const BUILT_IN_JOB_NAMES = {
  'exports.cleanUpFiles': 'Clean up old export files',
  'identity.cleanUpSessions': 'Clean up ended sessions',
  'identity.cleanUpSignInFailures': 'Clean up old sign-in failures',
  'integrations.cleanUpDeliveryLog': 'Clean up the delivery log',
  'jobs.cleanUpRunHistory': 'Clean up the run history',
  'notices.moveStates': 'Announcements: publish and expire on time',
  'eventStrategies.escalate': 'Event strategies: escalate unacknowledged events',
} as const satisfies Partial<Record<JobKind, string>>;
export type BuiltInJobKind = keyof typeof BUILT_IN_JOB_NAMES;

/** The built-in kind whose shipped name a job still carries, or null (renamed, or not built in). */
export function shippedNameOf(job: { builtIn: boolean; kind: JobKind; name: string }): BuiltInJobKind | null {
  if (!job.builtIn || !(job.kind in BUILT_IN_JOB_NAMES)) return null;
  const kind = job.kind as BuiltInJobKind;
  return BUILT_IN_JOB_NAMES[kind] === job.name ? kind : null;
}

/** After downtime: run a missed occurrence once now, or skip to the next one. */
export const JOB_MISSED_POLICIES = ['runOnce', 'skip'] as const;
export type JobMissedPolicy = (typeof JOB_MISSED_POLICIES)[number];

export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'failed', 'timedOut'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** How a run came about. */
export const JOB_RUN_TRIGGERS = ['schedule', 'runNow', 'retry', 'missed'] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];

export const cronExpressionSchema = singleLineText()
  .trim()
  .min(1)
  .max(120)
  .refine((expression) => cronProblem(expression) === null, { message: 'validation.cron' });

export const timeZoneSchema = singleLineText()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { message: 'validation.timeZone' });

/** "Call an address": a sub-application's maintenance URL, POSTed with an HMAC of the body. */
export const callAddressParamsSchema = z.object({
  url: singleLineText().trim().min(1).max(2000).refine(isHttpUrl, { message: 'validation.httpAddress' }),
  /** The JSON body sent; empty sends `{}`. */
  body: z.string().max(LIMITS.freeTextMax).default(''),
  /**
   * The signing secret: absent keeps the stored one, null removes it, a text replaces it. The
   * request carries `X-Workbench-Signature: sha256=<hex HMAC of the body>`; answers say only
   * whether one is set.
   */
  secret: z.union([z.string().min(1).max(1_000), z.null()]).optional(),
  timeoutSeconds: z.number().int().min(1).max(300).default(30),
});
export type CallAddressParams = z.infer<typeof callAddressParamsSchema>;

/** "Send a report": a summary sent to a contact group through a channel. */
export const sendReportParamsSchema = z.object({
  channelId: idSchema,
  group: singleLineText().trim().min(1).max(LIMITS.nameMax),
  title: singleLineText().trim().min(1).max(500),
  text: freeTextSchema,
});
export type SendReportParams = z.infer<typeof sendReportParamsSchema>;

/** Parameters of kinds that have them; the others take `{}`. Checked on the server by kind. */
export const JOB_KIND_PARAMS = {
  'integrations.callAddress': callAddressParamsSchema,
  'integrations.sendReport': sendReportParamsSchema,
} as const satisfies Partial<Record<JobKind, z.ZodType>>;

const jobFields = {
  name: nameSchema,
  description: freeTextSchema,
  kind: z.enum(JOB_KINDS),
  params: z.record(z.string(), z.unknown()).default({}),
  /** Repeating: a cron expression; null for a single run at `runAt`. */
  cron: cronExpressionSchema.nullable().default(null),
  /** A single run at this instant, when `cron` is null. */
  runAt: instantSchema.nullable().default(null),
  /** Where the expression's hours are read; the plant's time zone when omitted. */
  timeZone: timeZoneSchema.optional(),
  missedPolicy: z.enum(JOB_MISSED_POLICIES).default('runOnce'),
  timeoutSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(300),
  /** Further attempts after a failed run, each after twice the back-off of the one before. */
  retries: z.number().int().min(0).max(10).default(0),
  retryBackoffSeconds: z.number().int().min(1).max(3600).default(30),
};

function scheduleGiven<T extends { cron: string | null; runAt: string | null }>(job: T, context: z.RefinementCtx) {
  if ((job.cron === null) === (job.runAt === null)) {
    context.addIssue({ code: 'custom', path: ['cron'], message: 'validation.jobSchedule' });
  }
}

export const createJobRequestSchema = z.object(jobFields).superRefine(scheduleGiven);
export type CreateJobRequest = z.infer<typeof createJobRequestSchema>;
export const editJobRequestSchema = z.object({ ...jobFields, id: idSchema }).superRefine(scheduleGiven);
export type EditJobRequest = z.infer<typeof editJobRequestSchema>;

export const jobRunSummarySchema = z.object({
  outcome: z.enum(JOB_RUN_OUTCOMES),
  startedAt: z.string(),
  durationMs: z.number().int().nullable(),
});
export type JobRunSummary = z.infer<typeof jobRunSummarySchema>;

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(JOB_KINDS),
  /** The parameters, secrets left out (`hasSecret` says whether one is set). */
  params: z.record(z.string(), z.unknown()),
  hasSecret: z.boolean(),
  cron: z.string().nullable(),
  runAt: z.string().nullable(),
  timeZone: z.string(),
  missedPolicy: z.enum(JOB_MISSED_POLICIES),
  timeoutSeconds: z.number().int(),
  retries: z.number().int(),
  retryBackoffSeconds: z.number().int(),
  paused: z.boolean(),
  /** Shipped with the service (a clean-up): its kind cannot change and it cannot be deleted. */
  builtIn: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRun: jobRunSummarySchema.nullable(),
  running: z.boolean(),
  creationTime: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_SORT_FIELDS = ['name', 'kind', 'nextRunAt', 'creationTime'] as const;
export const jobPageRequestSchema = adminPageRequestSchema(JOB_SORT_FIELDS).extend({
  kind: z.enum(JOB_KINDS).optional(),
});
export type JobPageRequest = z.infer<typeof jobPageRequestSchema>;

/** `job/runNow`, `job/pause`, `job/resume`. */
export const jobIdRequestSchema = z.object({ id: idSchema });
export type JobIdRequest = z.infer<typeof jobIdRequestSchema>;

export const jobRunsRequestSchema = pagedRequestSchema.extend({ jobId: idSchema });
export type JobRunsRequest = z.infer<typeof jobRunsRequestSchema>;

export const jobRunLogLineSchema = z.object({ at: z.string(), line: z.string() });

export const jobRunSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  /** The occurrence the run is for (for "run now", when it was asked). */
  scheduledFor: z.string(),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  attempt: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  outcome: z.enum(JOB_RUN_OUTCOMES),
  error: z.string().nullable(),
  log: z.array(jobRunLogLineSchema),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** `job/queryKinds`: what the editor offers, and the plant's time zone it shows times in. */
export const jobKindsAnswerSchema = z.object({
  timeZone: z.string(),
  kinds: z.array(z.object({ kind: z.enum(JOB_KINDS), allowOverlap: z.boolean(), creatable: z.boolean() })),
});
export type JobKindsAnswer = z.infer<typeof jobKindsAnswerSchema>;
