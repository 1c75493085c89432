import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { useLeavePage } from '../../../../ui/routing/use-leave-page';
import { useStableNavigate } from '../../../../ui/routing/use-stable-navigate';
import {
  APPLICATIONS_PATH,
  addUnderTagPath,
  editorPath,
  FROM_WORKBENCH,
  refreshCatalogue,
  useAdminTags,
} from '../../applications';
import { AdminPage } from '../../shared/admin-page';
import { HistoryButton } from '../../shared/history/history-button';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { failureText } from '../../shared/server-field-errors';
import { arrangeWorkbench } from '../api/arrange-workbench';
import { useWorkbenchApplications } from '../api/use-workbench-applications';
import { buildGroups, dropWorkbench, moveByOne, toArrangeRequest, type WorkbenchGroup } from '../workbench-model';
import { WorkbenchTree } from './workbench-tree';

export interface WorkbenchEditorProps {
  /** The page's own path: its tab is closed when the editor is left. */
  pagePath: string;
}

/**
 * /EditWorkbench: arranges the workbench drawer for everyone — the tags' order and each tag's
 * tiles — by drag and drop or, for the keyboard, by moving the selected row up or down. Nothing
 * is sent before Save; Cancel forgets the arrangement.
 */
export function WorkbenchEditor({ pagePath }: WorkbenchEditorProps) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const leave = useLeavePage(pagePath);
  const queryClient = useQueryClient();
  const tags = useAdminTags();
  const applications = useWorkbenchApplications();
  // null: nothing arranged yet, the saved arrangement shows.
  const [draft, setDraft] = useState<WorkbenchGroup[] | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [collapsedKeys, setCollapsedKeys] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const stored = useMemo(
    () => (tags.data && applications.data ? buildGroups(tags.data, applications.data.items) : null),
    [tags.data, applications.data],
  );
  const groups = draft ?? stored;

  const save = useMutation({
    mutationFn: (arranged: WorkbenchGroup[]) => arrangeWorkbench(toArrangeRequest(arranged)),
    onSuccess: async () => {
      // The draft stays until the saved order has been read back, so the tree does not flash the old one.
      await refreshCatalogue(queryClient);
      setDraft(null);
      void showSuccessNotice(t('adminApps.workbench.saved'));
    },
    onError: (error) => setFailure(failureText(error)),
  });

  function arrange(next: WorkbenchGroup[] | null) {
    if (!next) return;
    setDraft(next);
    setFailure(null);
  }

  const toolbar = (
    <>
      <Button
        icon={<ArrowUpOutlined aria-hidden />}
        disabled={!groups || !selectedKey || !moveByOne(groups, selectedKey, -1)}
        onClick={() => groups && selectedKey && arrange(moveByOne(groups, selectedKey, -1))}
      >
        {t('adminApps.workbench.moveUp')}
      </Button>
      <Button
        icon={<ArrowDownOutlined aria-hidden />}
        disabled={!groups || !selectedKey || !moveByOne(groups, selectedKey, 1)}
        onClick={() => groups && selectedKey && arrange(moveByOne(groups, selectedKey, 1))}
      >
        {t('adminApps.workbench.moveDown')}
      </Button>
      <HistoryButton resource="workbench" />
      <Button
        onClick={() => {
          setDraft(null);
          leave(APPLICATIONS_PATH);
        }}
      >
        {t('admin.cancel')}
      </Button>
      <Button type="primary" disabled={!draft} loading={save.isPending} onClick={() => draft && save.mutate(draft)}>
        {t('admin.save')}
      </Button>
    </>
  );

  return (
    <AdminPage title={t('route.editWorkbench')} toolbar={toolbar}>
      <p className="wb-wbe-hint">{t('adminApps.workbench.hint')}</p>
      {draft ? (
        <p className="wb-wbe-unsaved" role="status">
          {t('adminApps.workbench.unsaved')}
        </p>
      ) : null}
      {failure ? (
        <Alert type="error" showIcon role="alert" title={t('admin.formFailed', { message: failure })} />
      ) : null}
      {tags.isError || applications.isError ? (
        <LoadFailedAlert
          error={tags.error ?? applications.error}
          onRetry={() => {
            if (tags.isError) void tags.refetch();
            if (applications.isError) void applications.refetch();
          }}
        />
      ) : null}
      {groups ? (
        <WorkbenchTree
          groups={groups}
          selectedKey={selectedKey}
          collapsedKeys={collapsedKeys}
          onCollapsedKeysChange={setCollapsedKeys}
          onSelect={setSelectedKey}
          onDrop={(dragKey, target) => arrange(dropWorkbench(groups, dragKey, target))}
          // The editor tab stays open (with any unsaved arrangement) while an application is added.
          onAdd={(tagId) => navigate(addUnderTagPath(tagId))}
          onEdit={(application, tagId) =>
            navigate(editorPath({ form: 'AddApplication', tagId, appId: application.id, fromPage: FROM_WORKBENCH }))
          }
        />
      ) : (
        <Spin className="wb-wbe-loading" />
      )}
    </AdminPage>
  );
}
