import { Notice } from '@workbench/app-kit';
import { useI18n } from '../i18n/i18n-context';

/**
 * No session from the workbench. Opened on its own (no `onRetry`): say where to go. Framed but
 * the shell did not answer in time: say so, and offer to ask again.
 */
export function OutsidePortalPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <Notice title={onRetry ? t('unreachableTitle') : t('outsideTitle')}>
      <p>{onRetry ? t('unreachableBody') : t('outsideBody')}</p>
      <p className="notice-actions">
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        <a className={onRetry ? 'button button-plain' : 'button button-primary'} href="/" target="_top">
          {t('outsideLink')}
        </a>
      </p>
    </Notice>
  );
}
