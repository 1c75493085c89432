import { useI18n } from '../i18n/i18n-context';

interface PagerProps {
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
}

export function Pager({ totalCount, pageIndex, pageSize, onPage }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav className="pager" aria-label={t('pageOf', { page: pageIndex + 1, pages })}>
      <span className="pager-total">{t('totalItems', { total: totalCount })}</span>
      <span className="pager-controls">
        <button
          type="button"
          className="button button-plain"
          disabled={pageIndex === 0}
          onClick={() => onPage(pageIndex - 1)}
        >
          {t('previousPage')}
        </button>
        <span className="pager-page">{t('pageOf', { page: pageIndex + 1, pages })}</span>
        <button
          type="button"
          className="button button-plain"
          disabled={pageIndex + 1 >= pages}
          onClick={() => onPage(pageIndex + 1)}
        >
          {t('nextPage')}
        </button>
      </span>
    </nav>
  );
}
