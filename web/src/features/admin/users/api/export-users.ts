import { API_PATHS, type ExportTaskStarted, exportTaskStartedSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadUser/export: starts the background .xlsx export; the top bar's download list follows it. */
export async function exportUsers(): Promise<ExportTaskStarted> {
  const { data } = await postApi(API_PATHS.downloadTasks.exportUsers, {}, exportTaskStartedSchema);
  return data;
}
