import { API_PATHS, type ArrangeWorkbenchRequest } from '@workbench/contracts';
import { ignoredData, postApi } from '../../../../api/http-client';

/** application/arrangeWorkbench: the drawer's tag order and every tile's tag and place. The page shows failures. */
export async function arrangeWorkbench(request: ArrangeWorkbenchRequest): Promise<void> {
  await postApi(API_PATHS.admin.applications.arrangeWorkbench, request, ignoredData, { presentErrors: false });
}
