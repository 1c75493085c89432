import { RightOutlined } from '@ant-design/icons';
import type { Application } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useApplications } from '../../../api/applications/get-applications';
import { useSessionStore } from '../../../stores/session-store';
import { showNotice } from '../../../ui/notices';
import { applicationName, useEnterApplication, useOpenApplication } from '../../appbox';
import { ListState } from './list-state';

export interface ApplicationListProps {
  /** Where the list was left without a choice: the entered application's menu; null when none is entered. */
  onCancel: (() => void) | null;
  onChosen(): void;
}

/**
 * The applications the user may open, one per row. An in-portal application is entered at once
 * (its menu follows); any other opens at its address in a new browser tab, as on the workbench.
 */
export function ApplicationList({ onCancel, onChosen }: ApplicationListProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const applications = useApplications();
  const enter = useEnterApplication();
  const open = useOpenApplication();

  const choose = (application: Application) => {
    if (application.switchMethod === 1) {
      enter(application).then(onChosen, () => undefined);
      return;
    }
    if (open(application) === 'refused') {
      void showNotice('error', t('appbox.badAddress', { name: applicationName(application, language) }));
    }
  };

  return (
    <nav className="wb-handheld-menu" aria-labelledby="wb-handheld-applications">
      <div className="wb-handheld-menu-head">
        <h2 id="wb-handheld-applications">{t('handheld.chooseApplication')}</h2>
        {onCancel ? (
          <button type="button" className="wb-handheld-link" onClick={onCancel}>
            {t('handheld.back')}
          </button>
        ) : null}
      </div>
      {applications.data ? (
        applications.data.length === 0 ? (
          <p className="wb-handheld-state">{t('handheld.noApplications')}</p>
        ) : (
          <ul className="wb-handheld-list">
            {applications.data.map((application) => (
              <li key={application.id}>
                <button type="button" className="wb-handheld-item" onClick={() => choose(application)}>
                  {application.applicationLogo ? (
                    <img className="wb-handheld-logo" src={application.applicationLogo} alt="" />
                  ) : null}
                  <span>{applicationName(application, language)}</span>
                  <RightOutlined aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <ListState failed={applications.isError} onRetry={() => void applications.refetch()} />
      )}
    </nav>
  );
}
