import { Notice } from '../components/notice';
import { useI18n } from '../i18n/i18n-context';

/** Opened directly, or framed by something that is not the workbench: say where to go. */
export function OutsidePortalPage() {
  const { t } = useI18n();
  return (
    <Notice title={t('outsideTitle')}>
      <p>{t('outsideBody')}</p>
      <a className="button button-primary" href="/" target="_top">
        {t('outsideLink')}
      </a>
    </Notice>
  );
}
