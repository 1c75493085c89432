import { type FetchPage, type PageState, usePagedList } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';

export type ListState<T> = PageState<T>;

/** The MES lists are short (a plant has a handful of lines): one page of the largest size. */
export const MES_LIST_ROWS = 100;

/** One MES list for the context's plant and lines, loaded again when the context or the keyword changes. */
export function useMesList<T>(
  fetchList: FetchPage<T>,
  context: HostContext,
  keyword: string,
  onTokenExpired: () => void,
): { state: ListState<T>; retry: () => void } {
  return usePagedList(fetchList, context, { keyword, skipCount: 0, maxResultCount: MES_LIST_ROWS }, onTokenExpired);
}
