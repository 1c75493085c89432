import { pagedResultSchema } from '@workbench/contracts';
import { postToPlatform } from '@workbench/contracts/app-bridge';
import type { z } from 'zod';
import type { FetchPage } from './use-paged-list';

/**
 * A paged list call of the platform (API.md): POSTs the list request to `path` and checks the
 * answer's items against `itemSchema`. Made once per call at module level, so that the function
 * stays the same between renders and usePagedList does not reload.
 */
export function pagedListCall<Item extends z.ZodType>(path: string, itemSchema: Item): FetchPage<z.infer<Item>> {
  const pageSchema = pagedResultSchema(itemSchema);
  return (session, request, options) => postToPlatform(session, path, request, pageSchema, options);
}
