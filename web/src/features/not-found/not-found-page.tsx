import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignedInFrame } from '../home';

/** /404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SignedInFrame>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    </SignedInFrame>
  );
}
