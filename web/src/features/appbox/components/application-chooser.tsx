import type { Application } from '@workbench/contracts';
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplications } from '../../../api/applications/get-applications';
import { useTags } from '../../../api/applications/get-tags';
import { selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { LazyAlert } from '../../../ui/lazy-alert';
import { showNotice } from '../../../ui/notices';
import { applicationName } from '../application-name';
import { type OpenOutcome, useOpenApplication } from '../entering/use-open-application';
import { ApplicationGrid, type ApplicationGridProps } from './application-grid';
import { TagFilters } from './tag-filters';
import './application-chooser.css';

export interface ApplicationChooserProps {
  /** Called after a choice opened something: the drawer closes when the application is entered in the portal. */
  onOpened?(application: Application, outcome: Exclude<OpenOutcome, 'refused'>): void;
  layout?: ApplicationGridProps['layout'];
}

/**
 * The applications the user may open, filtered by tag, with loading, empty and error states.
 * Choosing a tile opens the application (in the portal or in a new tab); an address that may not
 * be opened is reported and nothing opens.
 */
export function ApplicationChooser({ onOpened, layout }: ApplicationChooserProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const userName = useSessionStore((s) => s.userName);
  const currentApplicationId = useSelectionStore((s) => selectionFor(s.selection, userName)?.application.id ?? null);
  const applications = useApplications();
  const tags = useTags();
  const [tagId, setTagId] = useState<string | null>(null);
  const openApplication = useOpenApplication();

  const choose = (application: Application) => {
    const outcome = openApplication(application);
    if (outcome === 'refused') {
      // antd's message comes with the first notice, not with the home page.
      void showNotice('error', t('appbox.badAddress', { name: applicationName(application, language) }));
      return;
    }
    onOpened?.(application, outcome);
  };

  // A tag that disappeared (deleted meanwhile) must not leave the user looking at nothing.
  const activeTagId = tagId !== null && tags.data?.some((tag) => tag.id === tagId) ? tagId : null;
  const shown = (applications.data ?? []).filter(
    (application) => activeTagId === null || application.specialLeadTagId === activeTagId,
  );

  return (
    <div className="wb-app-chooser">
      <TagFilters tags={tags.data ?? []} value={activeTagId} onChange={setTagId} />
      {applications.isPending ? (
        <div className="wb-app-chooser-state" role="status">
          <Spin />
          <span>{t('appbox.loading')}</span>
        </div>
      ) : applications.isError ? (
        <LazyAlert
          type="error"
          showIcon
          title={t('appbox.loadFailed')}
          action={
            <Button size="small" onClick={() => void applications.refetch()} loading={applications.isFetching}>
              {t('appbox.retry')}
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={activeTagId === null ? t('appbox.empty') : t('appbox.emptyTag')}
        />
      ) : (
        <ApplicationGrid
          applications={shown}
          currentApplicationId={currentApplicationId}
          onChoose={choose}
          layout={layout}
        />
      )}
    </div>
  );
}
