import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Notice, noticeSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { noticesQueryKeys } from './notice-query-keys';

/** notice/get?id=: one announcement as it is now, every language's text. */
export async function getNotice(id: string, signal?: AbortSignal): Promise<Notice> {
  const { data } = await getApi(API_PATHS.admin.notices.get, noticeSchema, {
    query: { id },
    presentErrors: false,
    signal,
  });
  return data;
}

/** The announcement being edited, read afresh: edit replaces the whole record. */
export function useNotice(id: string | null) {
  return useQuery({
    queryKey: noticesQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getNotice(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
