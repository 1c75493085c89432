import { useI18n } from '../i18n/i18n-context';

/** The texts the pager reads from the application's dictionaries: `{page}`/`{pages}`, `{total}`. */
export type PagerMessageKey = 'pageOf' | 'totalItems' | 'previousPage' | 'nextPage';

export interface PagerProps {
  totalCount: number;
  /** Counted from 0. */
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
}

/** Total, previous / next and "page n of m"; its texts come from the application's I18nProvider. */
export function Pager({ totalCount, pageIndex, pageSize, onPage }: PagerProps) {
  const { t } = useI18n<PagerMessageKey>();
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
