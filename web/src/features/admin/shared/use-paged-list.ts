import type { TablePaginationConfig, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { translate } from '../../../i18n/translate';

export interface PagedListState {
  page: number;
  pageSize: number;
  sortField: string | undefined;
  sortOrder: 'ascend' | 'descend' | undefined;
  filter: string;
}

/** The ABP paging request of docs/api.md §1 for the list's current state. */
export interface PagedListRequest {
  maxResultCount: number;
  skipCount: number;
  sorting?: string;
  filter?: string;
}

export const DEFAULT_PAGE_SIZE = 20;

export function toPagedRequest(state: PagedListState): PagedListRequest {
  return {
    maxResultCount: state.pageSize,
    skipCount: (state.page - 1) * state.pageSize,
    ...(state.sortField && state.sortOrder
      ? { sorting: `${state.sortField} ${state.sortOrder === 'ascend' ? 'asc' : 'desc'}` }
      : {}),
    ...(state.filter.trim() ? { filter: state.filter.trim() } : {}),
  };
}

/**
 * Page, page size, sort column and search text of a server-paged antd table, turned into the
 * request the list call sends. A new search or sort starts again at page 1.
 */
export function usePagedList<Row = unknown>(initialSort: { field: string; order: 'ascend' | 'descend' }) {
  const [state, setState] = useState<PagedListState>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sortField: initialSort.field,
    sortOrder: initialSort.order,
    filter: '',
  });

  const request = useMemo(() => toPagedRequest(state), [state]);

  const setFilter = useCallback((filter: string) => setState((s) => ({ ...s, filter, page: 1 })), []);

  /** Back to page 1, for a new filter of the page's own (a tag, a kind, a group). */
  const restart = useCallback(() => setState((s) => (s.page === 1 ? s : { ...s, page: 1 })), []);

  /**
   * Deleting the last rows of the last page leaves an empty page behind: step back to the new last
   * page. Call with each answer of the list.
   */
  const keepPageInRange = useCallback((total: number, rowsOnPage: number) => {
    setState((s) => {
      if (rowsOnPage > 0 || total === 0 || s.page === 1) return s;
      return { ...s, page: Math.max(1, Math.ceil(total / s.pageSize)) };
    });
  }, []);

  const onTableChange = useCallback<NonNullable<TableProps<Row>['onChange']>>((pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    setState((s) => {
      const sortField = single?.order ? String(single.columnKey ?? single.field ?? '') || undefined : undefined;
      const sortOrder = single?.order ?? undefined;
      const sortChanged = sortField !== s.sortField || sortOrder !== s.sortOrder;
      const pageSize = pagination.pageSize ?? s.pageSize;
      return {
        ...s,
        sortField,
        sortOrder,
        pageSize,
        page: sortChanged || pageSize !== s.pageSize ? 1 : (pagination.current ?? s.page),
      };
    });
  }, []);

  /** A column's controlled sort state (antd shows the arrow from it). */
  const sortOrderOf = useCallback(
    (field: string): SortOrder => (state.sortField === field ? (state.sortOrder ?? null) : null),
    [state.sortField, state.sortOrder],
  );

  const pagination = useCallback(
    (total: number): TablePaginationConfig => ({
      current: state.page,
      pageSize: state.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (count) => translate('admin.total', { total: count }),
    }),
    [state.page, state.pageSize],
  );

  return { state, request, setFilter, restart, keepPageInRange, onTableChange, sortOrderOf, pagination };
}
