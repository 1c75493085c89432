import { API_PATHS, type CollectRequest } from '@workbench/contracts';
import { ignoredData, postApi } from '../http-client';

/** leadUserApplicationDbMenu/create: adds a page to My Favourites. */
export async function collectPage(request: CollectRequest): Promise<void> {
  await postApi(API_PATHS.favourites.collect, request, ignoredData);
}

/** leadUserApplicationDbMenu/cancelCollect: removes a page from My Favourites. */
export async function uncollectPage(request: CollectRequest): Promise<void> {
  await postApi(API_PATHS.favourites.cancelCollect, request, ignoredData);
}
