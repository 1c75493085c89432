import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteMeta } from './route-table';

/** Keeps the browser tab title on "<page> · <product>" in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;
  const page = isRouteMeta(meta) ? t(meta.titleKey) : '';
  const product = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
  return null;
}
