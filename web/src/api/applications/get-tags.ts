import { useQuery } from '@tanstack/react-query';
import { API_PATHS, pagedResultSchema, type Tag, tagSchema } from '@workbench/contracts';
import { postApi } from '../http-client';

/** docs/spec.md §9: tags are read in one page of 100. */
export const TAG_PAGE_SIZE = 100;

const tagPageSchema = pagedResultSchema(tagSchema);

/** tag/queryPageList: the workbench drawer's filters (docs/spec.md §2). */
export async function getTags(): Promise<Tag[]> {
  const { data } = await postApi(
    API_PATHS.tags.pageList,
    { maxResultCount: TAG_PAGE_SIZE, skipCount: 0 },
    tagPageSchema,
  );
  return data.items;
}

export const tagsQueryOptions = { queryKey: ['tags'] as const, queryFn: getTags };

export function useTags() {
  return useQuery(tagsQueryOptions);
}
