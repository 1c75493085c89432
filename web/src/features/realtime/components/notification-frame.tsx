import { ExportOutlined } from '@ant-design/icons';
import { framedNotificationSize, type NotificationMessage } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { framableAddress } from '../rules/framable-address';
import { popUpFrameSandbox } from '../rules/frame-sandbox';

/**
 * Show types other than 1 and 2 (docs/spec.md §2): the page at Link, framed at the message's size
 * (defaulted and capped, docs/spec.md §9), with LinkName linking to it. A Link that is not http(s) is
 * neither framed nor linked: its name is shown as text.
 */
export function NotificationFrame({ message }: { message: NotificationMessage }) {
  const { t } = useTranslation();
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const address = framableAddress(message.Link, baseUrl);
  const name = message.LinkName?.trim() || message.Title;

  if (!address) {
    return (
      <div className="wb-pop-up-link">
        {message.LinkName ? <p className="wb-pop-up-link-name">{message.LinkName}</p> : null}
        <p className="wb-pop-up-note">{t('realtime.linkNotShown')}</p>
      </div>
    );
  }
  const { width, height } = framedNotificationSize(message);
  return (
    <div className="wb-pop-up-link">
      <a className="wb-pop-up-link-name" href={address} target="_blank" rel="noopener noreferrer">
        {t('realtime.openLink', { name })} <ExportOutlined aria-hidden="true" />
      </a>
      <iframe
        className="wb-pop-up-frame"
        src={address}
        title={name}
        width={width}
        height={height}
        // Never navigates the portal; never reaches it (rules/frame-sandbox.ts).
        sandbox={popUpFrameSandbox(address, window.location.origin)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
