import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchDeleteResult } from '@workbench/contracts';
import { translate } from '../../../i18n/translate';
import { showSuccessNotice } from '../../../ui/notices';

export interface DeleteRecordsOptions {
  /** The resource's batchDelete ({ids} → {deleted}); its refusal is shown by the HTTP client. */
  remove(ids: readonly string[]): Promise<BatchDeleteResult>;
  /** What shows the records again: called after every try, since a refusal may come from a stale list. */
  refresh(queryClient: QueryClient, ids: readonly string[]): unknown;
  /** After a success, before the refresh (forget the deleted records, close their editor). */
  onDeleted?(ids: readonly string[], queryClient: QueryClient): void;
}

/** Deleting records of a resource: "n deleted." once done, then what shows them is read again. */
export function useDeleteRecords({ remove, refresh, onDeleted }: DeleteRecordsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => remove(ids),
    onSuccess(result, ids) {
      onDeleted?.(ids, queryClient);
      void showSuccessNotice(translate('admin.deleted', { count: result.deleted }));
    },
    onSettled: (_result, _error, ids) => refresh(queryClient, ids),
  });
}
