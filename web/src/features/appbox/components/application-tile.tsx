import { ExportOutlined } from '@ant-design/icons';
import { type Application, SWITCH_IN_APP } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { applicationName } from '../application-name';
import { ApplicationLogo } from './application-logo';

export interface ApplicationTileProps {
  application: Application;
  /** The application the user is in now. */
  current: boolean;
  onChoose(application: Application): void;
}

/** One application as a button: logo, name in the active language, and how it opens. */
export function ApplicationTile({ application, current, onChoose }: ApplicationTileProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const name = applicationName(application, language);
  const external = application.switchMethod !== SWITCH_IN_APP;

  return (
    <button
      type="button"
      className={current ? 'wb-app-tile wb-app-tile-current' : 'wb-app-tile'}
      aria-current={current ? 'true' : undefined}
      onClick={() => onChoose(application)}
    >
      <ApplicationLogo logo={application.applicationLogo} name={name} />
      <span className="wb-app-tile-text">
        <span className="wb-app-tile-name">{name}</span>
        {current ? <span className="wb-app-tile-current-mark">{t('appbox.current')}</span> : null}
      </span>
      {external ? (
        <span className="wb-app-tile-external" title={t('appbox.opensInNewTab')}>
          <ExportOutlined aria-hidden="true" />
          <span className="wb-visually-hidden">{t('appbox.opensInNewTab')}</span>
        </span>
      ) : null}
    </button>
  );
}
