import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { badgeOnHeader } from '../rules/notification-colours';
import type { ShownNotification } from '../stores/shown-notification';
import { NotificationBody } from './notification-body';
import { NotificationHeading } from './notification-heading';
import { usePopUp } from './use-pop-up';

/** A pop-up in one of the four corners: a non-modal dialog named by its Title. */
export function CornerPopUp({ shown }: { shown: ShownNotification }) {
  const { t } = useTranslation();
  const { message } = shown;
  const { kind, onClose, ids, header, typeColours, cardWidth } = usePopUp(shown);

  return (
    <section
      role="dialog"
      aria-labelledby={`${ids.type} ${ids.title}`}
      className={`wb-pop-up is-${kind}`}
      data-notification-id={message.Id}
      style={{ width: cardWidth }}
    >
      <header
        className="wb-pop-up-header"
        style={header ? { background: header.background, color: header.text } : undefined}
      >
        <NotificationHeading message={message} ids={ids} labelColours={header ? badgeOnHeader(header) : typeColours} />
        <button
          type="button"
          className="wb-pop-up-close"
          aria-label={t('realtime.closeNotification', { title: message.Title })}
          title={t('realtime.close')}
          onClick={onClose}
        >
          <CloseOutlined aria-hidden="true" />
        </button>
      </header>
      <div className="wb-pop-up-body">
        <NotificationBody message={message} kind={kind} />
      </div>
    </section>
  );
}
