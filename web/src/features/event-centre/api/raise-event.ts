import {
  API_PATHS,
  type IngestEventAnswer,
  type IngestEventRequest,
  ingestEventAnswerSchema,
} from '@workbench/contracts';
import { postApi } from '../../../api/http-client';

/** event/raise: a person raises an event, with the ingest body (the dialog shows a refusal beside its fields). */
export async function raiseEvent(request: IngestEventRequest): Promise<IngestEventAnswer> {
  const { data } = await postApi(API_PATHS.events.raise, request, ingestEventAnswerSchema, { presentErrors: false });
  return data;
}
