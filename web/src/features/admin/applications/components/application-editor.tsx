import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationAdmin } from '@workbench/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { showSuccessNotice } from '../../../../ui/notices';
import { useLeavePage } from '../../../../ui/routing/use-leave-page';
import { applicationName } from '../../../appbox';
import { EditorPage } from '../../shared/editor/editor-page';
import { HistoryButton } from '../../shared/history/history-button';
import { useAdminTags } from '../api/get-admin-tags';
import { applicationQueryKey, useApplication } from '../api/get-application';
import { type EditorRoute, editorPath, returnPathOf } from '../editor-path';
import { ApplicationForm } from './application-form';
import { DbInstancesSection } from './db-instances-section';
import { MenusSection } from './menus-section';

export interface ApplicationEditorProps {
  route: EditorRoute;
  /** The page's own path: its tab is closed when the editor is left. */
  pagePath: string;
}

/**
 * Adds or edits an application (docs/spec.md §2 /AddApp, /AddApplication). A saved new application
 * continues in its own editor, where its sub-systems and menus can then be added.
 */
export function ApplicationEditor({ route, pagePath }: ApplicationEditorProps) {
  const { t } = useTranslation();
  // The editor's tab is done with once it is left: a later visit starts afresh.
  const leave = useLeavePage(pagePath);
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const application = useApplication(route.appId);
  const tags = useAdminTags();

  function saved(result: ApplicationAdmin, created: boolean) {
    queryClient.setQueryData(applicationQueryKey(result.id), result);
    if (created) {
      void showSuccessNotice(t('adminApps.created', { name: applicationName(result, language) }));
      leave(editorPath({ ...route, appId: result.id }), { replace: true });
    } else {
      void showSuccessNotice(t('admin.saved'));
    }
  }

  const current = application.data ?? null;
  const title = current
    ? t('adminApps.editTitle', { name: applicationName(current, language) })
    : t('adminApps.createTitle');
  const toolbar = route.appId ? <HistoryButton resource="application" resourceId={route.appId} /> : null;

  const form = (
    <ApplicationForm
      application={current}
      initialTagId={route.tagId}
      tags={tags.data ?? []}
      onSaved={saved}
      onCancel={() => leave(returnPathOf(route))}
    />
  );

  return (
    <EditorPage
      title={title}
      toolbar={toolbar}
      loading={(route.appId !== null && application.isPending) || tags.isPending}
      loadError={route.appId !== null && !current ? application.error : null}
      onCancel={() => leave(returnPathOf(route))}
    >
      {current ? (
        <Tabs
          items={[
            { key: 'basic', label: t('adminApps.tab.basic'), children: form },
            {
              key: 'subsystems',
              label: t('adminApps.tab.dbInstances', { count: current.dbInstanceCount }),
              children: <DbInstancesSection applicationId={current.id} />,
            },
            {
              key: 'menus',
              label: t('adminApps.tab.menus', { count: current.menuCount }),
              children: <MenusSection applicationId={current.id} />,
            },
          ]}
        />
      ) : (
        <>
          <p className="wb-apps-hint">{t('adminApps.createHint')}</p>
          {form}
        </>
      )}
    </EditorPage>
  );
}
