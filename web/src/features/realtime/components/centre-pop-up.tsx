import { CloseOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { badgeOnHeader } from '../rules/notification-colours';
import type { ShownNotification } from '../stores/shown-notification';
import { NotificationBody } from './notification-body';
import { NotificationHeading } from './notification-heading';
import { usePopUp } from './use-pop-up';

/** Room around the content inside the modal (its body's padding). */
const BODY_PADDING = 16;
/** A framed page's own border (CSS). */
const FRAME_BORDERS_PX = 2;

/** Position 5 (docs/spec.md §2): the pop-up as a modal box in the middle of the window. */
export function CentrePopUp({ shown }: { shown: ShownNotification }) {
  const { t } = useTranslation();
  const { message } = shown;
  const { kind, onClose, ids, header, typeColours, contentWidth } = usePopUp(shown);

  return (
    <Modal
      open
      centered
      footer={null}
      onCancel={onClose}
      width={contentWidth + 2 * BODY_PADDING + FRAME_BORDERS_PX}
      rootClassName={`wb-centre-pop-up is-${kind}`}
      title={
        <NotificationHeading message={message} ids={ids} labelColours={header ? badgeOnHeader(header) : typeColours} />
      }
      closable={{
        closeIcon: <CloseOutlined aria-hidden="true" />,
        'aria-label': t('realtime.closeNotification', { title: message.Title }),
      }}
      styles={{
        container: { padding: 0, overflow: 'hidden' },
        header: {
          margin: 0,
          padding: `12px 48px 12px ${BODY_PADDING}px`,
          ...(header ? { background: header.background } : {}),
        },
        title: header ? { color: header.text } : {},
        close: header ? { color: header.text } : {},
        body: { padding: BODY_PADDING },
      }}
    >
      <NotificationBody message={message} kind={kind} />
    </Modal>
  );
}
