import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or the user's profile loads; plain markup so the entry stays small.
 * `inline` is the small form for a panel whose code is still loading.
 */
export function PageLoading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'wb-page-loading is-inline' : 'wb-page-loading'} role="status" aria-live="polite">
      <span className="wb-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
