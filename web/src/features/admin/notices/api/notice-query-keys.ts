import type { noticePageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';

/** The list request as the page sends it (sorting still the ABP text "publishAt desc"). */
export type NoticesPageRequest = z.input<typeof noticePageRequestSchema>;

/** Every cached answer of the announcement page hangs under one root, so a change refreshes them all. */
export const noticesQueryKeys = {
  all: ['admin', 'notices'] as const,
  list: (request: NoticesPageRequest) => ['admin', 'notices', 'list', request] as const,
  detail: (id: string) => ['admin', 'notices', 'detail', id] as const,
  preview: (body: string) => ['admin', 'notices', 'preview', body] as const,
  roles: ['admin', 'notices', 'audience', 'roles'] as const,
};
