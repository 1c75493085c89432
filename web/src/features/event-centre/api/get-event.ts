import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type PlantEventDetail, plantEventDetailSchema } from '@workbench/contracts';
import { getApi } from '../../../api/http-client';
import { eventCentreQueryKeys } from './event-centre-query-keys';

/** event/get?id=: the event with its timeline, oldest first. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<PlantEventDetail> {
  const { data } = await getApi(API_PATHS.events.get, plantEventDetailSchema, {
    query: { id },
    presentErrors: false,
    signal,
  });
  return data;
}

/** The open event, read when the drawer opens and again on every change of it. */
export function useEvent(id: string | null) {
  return useQuery({
    queryKey: eventCentreQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getEvent(id ?? '', signal),
    enabled: id !== null,
  });
}
