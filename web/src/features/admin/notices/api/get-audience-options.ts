import { useQuery } from '@tanstack/react-query';
import { applicationPageQueryOptions } from '../../applications';
import { rolesPageQueryOptions } from '../../roles';

/** Every role and application an audience may name: a plant has tens, the contract's page holds 1,000. */
const ALL = { maxResultCount: 1000, skipCount: 0 };

export function useAudienceRoles(enabled: boolean) {
  return useQuery({ ...rolesPageQueryOptions({ ...ALL, sorting: 'name asc' }), enabled });
}

export function useAudienceApplications(enabled: boolean) {
  return useQuery({ ...applicationPageQueryOptions({ ...ALL, sorting: 'displayName asc' }), enabled });
}
