import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading and failure of a full-screen list, with a retry big enough for a thumb. */
export function ListState({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className="wb-handheld-state" role="status">
        <Spin />
        <span>{t('handheld.loading')}</span>
      </div>
    );
  }
  return (
    <div className="wb-handheld-state" role="alert">
      <span>{t('handheld.loadFailed')}</span>
      <button type="button" className="wb-handheld-item" onClick={onRetry}>
        {t('handheld.retry')}
      </button>
    </div>
  );
}
