import { AppstoreAddOutlined } from '@ant-design/icons';
import type { ApplicationAdmin } from '@workbench/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { applicationName } from '../../appbox';
import { ResourceListPage } from '../shared/resource-list-page';
import { RowActions } from '../shared/row-actions';
import { useResourceList } from '../shared/use-resource-list';
import { deleteApplications } from './api/delete-applications';
import { applicationQueryKey } from './api/get-application';
import { applicationPageQueryOptions } from './api/get-application-page';
import { refreshCatalogue } from './api/query-keys';
import { useApplicationColumns } from './components/application-columns';
import { TagsPanel } from './components/tags-panel';
import { EDIT_WORKBENCH_PATH, editorPath } from './editor-path';
import './applications.css';

/** /ApplicationMgr: the workbench's tags and the application list (docs/spec.md §2). */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const language = useSessionStore((s) => s.language);
  const list = useResourceList<ApplicationAdmin, { tagId?: string }>({
    initialSort: { field: 'order', order: 'ascend' },
    query: applicationPageQueryOptions,
    remove: deleteApplications,
    refresh: refreshCatalogue,
    onDeleted(ids, client) {
      for (const id of ids) client.removeQueries({ queryKey: applicationQueryKey(id) });
    },
  });
  const edit = (appId: string | null) => navigate(editorPath({ form: 'AddApp', tagId: null, appId, fromPage: null }));

  return (
    <ResourceListPage
      title={t('route.applicationMgr')}
      list={list}
      columns={useApplicationColumns(list.paging.sortOrderOf)}
      rowActions={(row) => (
        <RowActions
          name={applicationName(row, language)}
          onEdit={() => edit(row.id)}
          remove={{
            title: t('adminApps.deleteTitle', { name: applicationName(row, language) }),
            description: t('adminApps.deleteWarning'),
            onConfirm: () => list.deleteRows([row.id]),
          }}
        />
      )}
      actionsWidth={96}
      search={{
        label: t('adminApps.searchLabel'),
        placeholder: t('adminApps.searchPlaceholder'),
        className: 'wb-apps-search',
      }}
      create={{ label: t('adminApps.create'), onClick: () => edit(null) }}
      actions={
        <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={() => navigate(EDIT_WORKBENCH_PATH)}>
          {t('route.editWorkbench')}
        </Button>
      }
      rowName={(row) => applicationName(row, language)}
      deleteWarning={t('adminApps.deleteWarning')}
      deleteSelectedOnlyWhenChosen
      history="application"
      aside={
        <TagsPanel
          selectedTagId={list.filters.tagId ?? null}
          onSelect={(tagId) => list.setFilters(tagId ? { tagId } : {})}
        />
      }
      // As wide as the page and laid out by content: long names wrap, so every column fits beside the
      // fixed action column; only a page too narrow even for wrapped text scrolls under it.
      table={{ size: 'small', className: 'wb-apps-table', scroll: { x: '100%' }, tableLayout: 'auto' }}
    />
  );
}
