import {
  API_PATHS,
  type EventExportRequest,
  type ExportTaskStarted,
  exportTaskStartedSchema,
} from '@workbench/contracts';
import { postApi } from '../../../api/http-client';

/**
 * event/export: the filtered list (without its paging) as a background .xlsx download task; the
 * top bar's download list follows it. A refusal (too many events) is the client's error box.
 */
export async function exportEvents(request: EventExportRequest): Promise<ExportTaskStarted> {
  const { data } = await postApi(API_PATHS.events.export, request, exportTaskStartedSchema);
  return data;
}
