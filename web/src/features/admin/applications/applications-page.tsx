import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApplicationAdmin } from '@workbench/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { AdminPage } from '../shared/admin-page';
import { HistoryButton } from '../shared/history/history-button';
import { usePagedList } from '../shared/use-paged-list';
import { ApplicationsTable } from './components/applications-table';
import { TagsPanel } from './components/tags-panel';
import { EDIT_WORKBENCH_PATH, editorPath } from './editor-path';
import './applications.css';

/** /ApplicationMgr: the workbench's tags and the application list (docs/spec.md §2). */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const list = usePagedList<ApplicationAdmin>({ field: 'order', order: 'ascend' });
  const [tagId, setTagId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  function chooseTag(next: string | null) {
    setTagId(next);
    setSelectedIds([]);
    // Setting the same search text again is the list's way back to page 1 for a new filter.
    list.setFilter(list.state.filter);
  }

  return (
    <AdminPage
      title={t('route.applicationMgr')}
      toolbar={
        <>
          <Input.Search
            allowClear
            className="wb-apps-search"
            aria-label={t('adminApps.searchLabel')}
            placeholder={t('adminApps.searchPlaceholder')}
            onSearch={(text) => list.setFilter(text)}
          />
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(editorPath({ form: 'AddApp', tagId: null, appId: null, fromPage: null }))}
          >
            {t('adminApps.create')}
          </Button>
          <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={() => navigate(EDIT_WORKBENCH_PATH)}>
            {t('route.editWorkbench')}
          </Button>
          <HistoryButton resource="application" />
        </>
      }
    >
      <div className="wb-apps-layout">
        <TagsPanel selectedTagId={tagId} onSelect={chooseTag} />
        <ApplicationsTable
          list={list}
          tagId={tagId}
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
          onEdit={(application) =>
            navigate(editorPath({ form: 'AddApp', tagId: null, appId: application.id, fromPage: null }))
          }
        />
      </div>
    </AdminPage>
  );
}
