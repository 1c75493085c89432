import { API_PATHS, type MoveMenuRequest } from '@workbench/contracts';
import { ignoredData, postApi } from '../../../../api/http-client';

/** leadMenu/move (docs/spec.md §7): a new parent and the place among its new siblings. */
export async function moveMenu(request: MoveMenuRequest): Promise<void> {
  await postApi(API_PATHS.menus.move, request, ignoredData);
}
