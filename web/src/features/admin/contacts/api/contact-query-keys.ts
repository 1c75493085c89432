import type { contactPageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';

/** The list request as the page sends it (sorting still the ABP text "name asc"). */
export type ContactsPageRequest = z.input<typeof contactPageRequestSchema>;

/**
 * Every cached answer of the address book hangs under one root, so invalidating the root after a
 * change refreshes the list, the groups and the opened contact alike.
 */
export const contactsQueryKeys = {
  all: ['admin', 'contacts'] as const,
  list: (request: ContactsPageRequest) => ['admin', 'contacts', 'list', request] as const,
  detail: (id: string) => ['admin', 'contacts', 'detail', id] as const,
  groups: ['admin', 'contacts', 'groups'] as const,
};
