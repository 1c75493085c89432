import { API_PATHS, type ExportTaskStarted, exportTaskStartedSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadMenu/export: starts the background .xlsx export of one application's menus; the top bar's download list follows it. */
export async function exportMenus(applicationId: string): Promise<ExportTaskStarted> {
  const { data } = await postApi(
    API_PATHS.downloadTasks.exportMenus,
    { applicationId, isPda: false },
    exportTaskStartedSchema,
  );
  return data;
}
