import { keepPreviousData, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchDeleteResult, PagedResult } from '@workbench/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDeleteRecords } from './use-delete-records';
import { type PagedListRequest, usePagedList } from './use-paged-list';

/** The list call of a resource as TanStack Query options, for one request. */
export interface ListQueryOptions<Row> {
  queryKey: QueryKey;
  queryFn(context: { signal: AbortSignal }): Promise<PagedResult<Row>>;
}

export interface ResourceListOptions<Row, Filters extends object> {
  /** The column the list starts sorted by. */
  initialSort: { field: string; order: 'ascend' | 'descend' };
  /** The page's own filters beside the search text (a tag, a kind, a group); none by default. */
  initialFilters?: Filters;
  /** queryPageList for a request: page, sort and search text, with the filters. */
  query(request: PagedListRequest & Filters): ListQueryOptions<Row>;
  /** batchDelete: without it the list offers no selection and no delete. */
  remove?(ids: readonly string[]): Promise<BatchDeleteResult>;
  /** What a change refreshes: after deleting, and on "Refresh". */
  refresh(queryClient: QueryClient, deletedIds: readonly string[]): unknown;
  /** After a delete succeeded (forget the records' cached copies). */
  onDeleted?(ids: readonly string[], queryClient: QueryClient): void;
}

/**
 * The state of a resource's list page: paging, sorting and search sent to the server (ABP
 * request), the page's filters, the answer, the selected rows and their deletion. A new search,
 * sort or filter starts again at page 1; the selection survives turning pages.
 */
export function useResourceList<Row extends { id: string }, Filters extends object = Record<never, never>>(
  options: ResourceListOptions<Row, Filters>,
) {
  const queryClient = useQueryClient();
  const paging = usePagedList<Row>(options.initialSort);
  const [filters, setFilterState] = useState<Filters>(() => options.initialFilters ?? ({} as Filters));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const request = useMemo(() => ({ ...paging.request, ...filters }), [paging.request, filters]);
  const answer = useQuery({
    ...options.query(request),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

  const { remove, refresh, onDeleted } = options;
  const deletion = useDeleteRecords({
    remove: remove ?? (() => Promise.resolve({ deleted: 0 })),
    refresh,
    onDeleted(ids, client) {
      setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
      onDeleted?.(ids, client);
    },
  });

  // Deleting the last rows of the last page leaves it empty: step back to the new last page.
  const total = answer.data?.totalCount ?? 0;
  const rowsOnPage = answer.data?.items.length;
  const { keepPageInRange, restart } = paging;
  useEffect(() => {
    if (rowsOnPage !== undefined) keepPageInRange(total, rowsOnPage);
  }, [total, rowsOnPage, keepPageInRange]);

  const setFilters = useCallback(
    (next: Filters) => {
      setFilterState(next);
      restart();
    },
    [restart],
  );

  return {
    paging,
    filters,
    setFilters,
    request,
    answer,
    rows: answer.data?.items ?? [],
    total,
    deletable: remove !== undefined,
    selectedIds,
    setSelectedIds,
    deleting: deletion.isPending,
    /** Deletes the given rows (after the page's confirmation); resolves when the call is over. */
    deleteRows: (ids: readonly string[]) => deletion.mutateAsync(ids),
    refresh: () => refresh(queryClient, []),
  };
}

export type ResourceList<Row extends { id: string }, Filters extends object = Record<never, never>> = ReturnType<
  typeof useResourceList<Row, Filters>
>;
