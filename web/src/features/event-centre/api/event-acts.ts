import {
  API_PATHS,
  type EventActAnswer,
  type EventActRequest,
  type EventAssignRequest,
  type EventCommentRequest,
  type EventIdsRequest,
  type EventShelveRequest,
  eventActAnswerSchema,
} from '@workbench/contracts';
import { postApi } from '../../../api/http-client';

/**
 * The acts on events (docs/adr/0022): all or none of a batch within the caller's scope, one
 * timeline row for each event changed. Refusals are not presented by the client: the dialog or
 * the drawer shows them beside what the user typed, which stays.
 */
async function act(path: string, body: unknown): Promise<EventActAnswer> {
  const { data } = await postApi(path, body, eventActAnswerSchema, { presentErrors: false });
  return data;
}

const paths = API_PATHS.events;

export const acknowledgeEvents = (request: EventActRequest) => act(paths.acknowledge, request);
export const resolveEvents = (request: EventActRequest) => act(paths.resolve, request);
export const assignEvents = (request: EventAssignRequest) => act(paths.assign, request);
export const commentEvent = (request: EventCommentRequest) => act(paths.comment, request);
export const shelveEvents = (request: EventShelveRequest) => act(paths.shelve, request);
export const unshelveEvents = (request: EventIdsRequest) => act(paths.unshelve, request);
