import { useQueries } from '@tanstack/react-query';
import type { PlantEvent } from '@workbench/contracts';
import { useApplications } from '../../../api/applications/get-applications';
import { subSystemsQueryOptions } from '../../../api/sub-systems/get-sub-systems';

export interface SourceNames {
  application: string;
  subSystem: string;
  area: string;
}

type Placed = Pick<PlantEvent, 'applicationId' | 'dbInstanceId' | 'dataPermissionId'>;

/**
 * The names of where events belong (application, sub-system, area), from the catalogue as the
 * user is granted it; an id the user's catalogue does not name is shown as it is.
 */
export function useSourceNames(events: readonly Placed[]): (event: Placed) => SourceNames {
  const applications = useApplications();
  const applicationIds = [...new Set(events.map((event) => event.applicationId).filter((id) => id !== null))];
  const subSystems = useQueries({
    queries: applicationIds.map((id) => ({ ...subSystemsQueryOptions(id), staleTime: 60_000 })),
  });
  const applicationNames = new Map((applications.data ?? []).map((app) => [app.id, app.displayName]));
  const subSystemNames = new Map<string, string>();
  const areaNames = new Map<string, string>();
  for (const answer of subSystems) {
    for (const subSystem of answer.data ?? []) {
      subSystemNames.set(subSystem.id, subSystem.displayName);
      for (const area of subSystem.dataPermissionOutputs) areaNames.set(area.id, area.displayName);
    }
  }
  return (event) => ({
    application: event.applicationId ? (applicationNames.get(event.applicationId) ?? event.applicationId) : '',
    subSystem: event.dbInstanceId ? (subSystemNames.get(event.dbInstanceId) ?? event.dbInstanceId) : '',
    area: event.dataPermissionId ? (areaNames.get(event.dataPermissionId) ?? event.dataPermissionId) : '',
  });
}
