import { API_PATHS } from '@workbench/contracts';
import { ignoredData, postApi } from '../../../../api/http-client';

/** What a row's buttons ask of one job. */
export type JobCommand = 'runNow' | 'pause' | 'resume';

/** job/runNow, job/pause, job/resume with `{id}`: a refusal is shown by the client's error box. */
export async function sendJobCommand(command: JobCommand, id: string): Promise<void> {
  await postApi(API_PATHS.admin.jobs[command], { id }, ignoredData);
}
