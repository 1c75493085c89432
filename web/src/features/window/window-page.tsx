import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { FOREIGN_FRAME_SANDBOX } from '../shell';
import { windowAddressOf } from './window-address';
import './window-page.css';

/** /Window/{url}: embeds an external application by its address; only http(s) addresses are framed. */
export function WindowPage() {
  const { t } = useTranslation();
  const splat = useParams()['*'];
  const { search } = useLocation();
  const address = windowAddressOf(splat, search);

  if (!address) {
    return (
      <Result
        status="warning"
        title={t('shell.window.refusedTitle')}
        subTitle={t('shell.window.refused')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className="wb-hosted-page wb-window-page">
      <div className="wb-window-bar">
        <span className="wb-window-address" title={address}>
          {address}
        </span>
        <Button
          size="small"
          type="link"
          icon={<ExportOutlined />}
          href={address}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shell.window.openInNewTab')}
        </Button>
      </div>
      <iframe
        className="wb-hosted-frame"
        src={address}
        title={t('shell.window.frameTitle', { address })}
        sandbox={new URL(address).origin === window.location.origin ? undefined : FOREIGN_FRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
