import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@workbench/contracts';
import { applicationPageQueryOptions } from '../../applications';

/** Every application in workbench order: arranging needs all of them at once (the list is at most one page). */
const ALL_IN_ORDER = { maxResultCount: LIMITS.pageSizeMax, skipCount: 0, sorting: 'order asc' };

export function useWorkbenchApplications() {
  return useQuery(applicationPageQueryOptions(ALL_IN_ORDER));
}
