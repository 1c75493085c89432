import type { HostContext } from '@workbench/contracts';
import { taskFetcherOf } from '../../api/query-warehouse-tasks';
import { ListPage } from '../../components/list-page';
import { useI18n } from '../../i18n/i18n-context';
import { taskColumns } from './task-columns';
import type { TaskPageSpec } from './task-pages';

/** A work list of one task kind (receipts, put-away, transfers, counts, picking, shipping). */
export function TaskListPage({ context, spec }: { context: HostContext; spec: TaskPageSpec }) {
  const { t, language } = useI18n();
  return (
    <ListPage
      context={context}
      title={t(spec.title)}
      searchPlaceholder={t(spec.searchPlaceholder)}
      emptyText={t(spec.emptyText)}
      fetchPage={taskFetcherOf(spec.kind)}
      columns={taskColumns(spec.columns, t, language)}
    />
  );
}
