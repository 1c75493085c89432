import type { rolePageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';

/** The list request as the page sends it (sorting still the ABP text "name asc"). */
export type RolesPageRequest = z.input<typeof rolePageRequestSchema>;

/**
 * Every cached answer of role management hangs under one root, so invalidating the root after a
 * change refreshes the list, the opened role and the grant catalogue alike.
 */
export const rolesQueryKeys = {
  all: ['admin', 'roles'] as const,
  list: (request: RolesPageRequest) => ['admin', 'roles', 'list', request] as const,
  detail: (id: string) => ['admin', 'roles', 'detail', id] as const,
  grantCatalogue: ['admin', 'roles', 'grant-catalogue'] as const,
};
