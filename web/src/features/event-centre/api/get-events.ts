import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type EventPageAnswer, type EventPageRequest, eventPageAnswerSchema } from '@workbench/contracts';
import { postApi } from '../../../api/http-client';
import { eventCentreQueryKeys } from './event-centre-query-keys';

/**
 * event/queryPageList: one page of the filtered events, unacknowledged first (the server orders),
 * with the counts per type of all pages. Failures are shown above the table with a retry.
 */
export async function getEvents(request: EventPageRequest, signal?: AbortSignal): Promise<EventPageAnswer> {
  const { data } = await postApi(API_PATHS.events.pageList, request, eventPageAnswerSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list for one request; the previous page stays on screen while the next one loads. */
export function useEvents(request: EventPageRequest) {
  return useQuery({
    queryKey: eventCentreQueryKeys.list(request),
    queryFn: ({ signal }) => getEvents(request, signal),
    placeholderData: keepPreviousData,
  });
}
