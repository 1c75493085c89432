import type { leadUserPageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';

/** The list request as the page sends it (sorting still the ABP text "userName asc"). */
export type UsersPageRequest = z.input<typeof leadUserPageRequestSchema>;

/**
 * Every cached answer of user management hangs under one root, so invalidating the root after a
 * change refreshes the list, the opened record and its face picture alike.
 */
export const usersQueryKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  list: (request: UsersPageRequest) => ['admin', 'users', 'list', request] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  options: ['admin', 'users', 'options'] as const,
  face: (id: string) => ['admin', 'users', 'face', id] as const,
};
