import { API_PATHS, type Notice, noticeSchema, type PagedResult, pagedResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { type NoticesPageRequest, noticesQueryKeys } from './notice-query-keys';

const noticesPageSchema = pagedResultSchema(noticeSchema);

/** notice/queryPageList: one page of announcements. Failures are shown above the table with a retry. */
export async function getNotices(request: NoticesPageRequest, signal?: AbortSignal): Promise<PagedResult<Notice>> {
  const { data } = await postApi(API_PATHS.admin.notices.pageList, request, noticesPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function noticesPageQueryOptions(request: NoticesPageRequest) {
  return {
    queryKey: noticesQueryKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => getNotices(request, signal),
  };
}
