import type { jobPageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';

/** The list request as the page sends it (sorting still the ABP text "name asc"). */
export type JobsPageRequest = z.input<typeof jobPageRequestSchema>;

/**
 * Every cached answer of the job page hangs under one root, so a change (saved, run, paused, a
 * JobChanged from the hub) refreshes the list, the open editor and the run history alike.
 */
export const jobsQueryKeys = {
  all: ['admin', 'jobs'] as const,
  list: (request: JobsPageRequest) => ['admin', 'jobs', 'list', request] as const,
  detail: (id: string) => ['admin', 'jobs', 'detail', id] as const,
  runs: (jobId: string, page: number) => ['admin', 'jobs', 'runs', jobId, page] as const,
  kinds: ['admin', 'jobs', 'kinds'] as const,
};
