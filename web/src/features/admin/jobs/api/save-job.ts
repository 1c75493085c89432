import { API_PATHS, type CreateJobRequest, type EditJobRequest, type Job, jobSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** job/create or job/edit. The editor shows failures itself, under its fields and in its alert. */
export async function saveJob(request: CreateJobRequest | EditJobRequest): Promise<Job> {
  const path = 'id' in request ? API_PATHS.admin.jobs.edit : API_PATHS.admin.jobs.create;
  const { data } = await postApi(path, request, jobSchema, { presentErrors: false });
  return data;
}
