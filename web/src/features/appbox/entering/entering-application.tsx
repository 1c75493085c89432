import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { useApplications } from '../../../api/applications/get-applications';
import { useSubSystems } from '../../../api/sub-systems/get-sub-systems';
import { useSessionStore } from '../../../stores/session-store';
import { LazyResult } from '../../../ui/lazy-result';
import { applicationName } from '../application-name';
import { enterApplication } from './enter-application';

export interface EnteringApplicationProps {
  applicationId: string;
}

/** The chooser without an application; the page's way back when entering is not possible. */
const CHOOSER_PATH = '/appbox/appbox';

/** A link (it goes somewhere) that looks like the page's main button. */
function BackToWorkbench() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref(CHOOSER_PATH);
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(CHOOSER_PATH);
      }}
    >
      {t('appbox.backToWorkbench')}
    </Button>
  );
}

/**
 * Enters the application named in the address once it is known to be one the user may open and
 * its sub-systems are loaded; says so clearly when it cannot be entered.
 */
export function EnteringApplication({ applicationId }: EnteringApplicationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSessionStore((s) => s.language);
  const applications = useApplications();
  // Only the user's own applications are asked about: the list is what they are granted.
  const application = applications.data?.find((candidate) => candidate.id === applicationId);
  const subSystems = useSubSystems(application?.id);
  const entered = useRef(false);

  useEffect(() => {
    if (entered.current || !application || !subSystems.data) return;
    entered.current = true;
    enterApplication(application, subSystems.data, navigate);
  }, [application, subSystems.data, navigate]);

  if (applications.isError) {
    return (
      <LazyResult
        status="error"
        title={t('appbox.loadFailed')}
        extra={[
          <Button key="retry" onClick={() => void applications.refetch()} loading={applications.isFetching}>
            {t('appbox.retry')}
          </Button>,
          <BackToWorkbench key="back" />,
        ]}
      />
    );
  }
  if (applications.data && !application) {
    return (
      <LazyResult
        status="warning"
        title={t('appbox.notAllowedTitle')}
        subTitle={t('appbox.notAllowed')}
        extra={<BackToWorkbench />}
      />
    );
  }
  const name = application ? applicationName(application, language) : '';
  if (application && subSystems.isError) {
    return (
      <LazyResult
        status="error"
        title={t('appbox.subSystemsFailed', { name })}
        extra={[
          <Button key="retry" onClick={() => void subSystems.refetch()} loading={subSystems.isFetching}>
            {t('appbox.retry')}
          </Button>,
          <BackToWorkbench key="back" />,
        ]}
      />
    );
  }
  return (
    <div className="wb-appbox-entering" role="status">
      <Spin />
      <span>{name ? t('appbox.entering', { name }) : t('appbox.loading')}</span>
    </div>
  );
}
