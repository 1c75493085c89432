import { useQuery } from '@tanstack/react-query';
import { API_PATHS, LIMITS, pagedResultSchema, type TagAdmin, tagAdminSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { adminCatalogueKeys } from './query-keys';

const tagPageSchema = pagedResultSchema(tagAdminSchema);

/**
 * tag/queryPageList as administrators read it: every tag (one page of the largest size, where the
 * drawer reads 100) with its place, in the drawer's order.
 */
export async function getAdminTags(): Promise<TagAdmin[]> {
  const { data } = await postApi(
    API_PATHS.admin.tags.pageList,
    { maxResultCount: LIMITS.pageSizeMax, skipCount: 0 },
    tagPageSchema,
  );
  return [...data.items].sort((a, b) => a.order - b.order);
}

export const adminTagsQueryOptions = { queryKey: [...adminCatalogueKeys.tags, 'all'] as const, queryFn: getAdminTags };

export function useAdminTags() {
  return useQuery(adminTagsQueryOptions);
}
