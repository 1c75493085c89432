import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isRouteMeta } from '../../app/route-table';

/**
 * Stands in for pages that arrive in a later release; names the page so users know where they
 * are. The route still passes the guard with its permission code.
 */
export function LaterReleasePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;
  const page = isRouteMeta(meta) ? t(meta.titleKey) : '';

  return (
    <Result
      status="info"
      title={t('placeholder.title')}
      subTitle={t('placeholder.description', { page })}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
