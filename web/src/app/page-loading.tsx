import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the user's profile loads; plain markup so the entry stays small. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="wb-page-loading" role="status" aria-live="polite">
      <span className="wb-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
