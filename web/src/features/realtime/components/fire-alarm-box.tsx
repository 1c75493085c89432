import { DragOutlined } from '@ant-design/icons';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFireAlarmStore } from '../stores/fire-alarm-store';
import { FireAlarmItem } from './fire-alarm-item';
import { useDismissNotification } from './use-dismiss-notification';
import { DRAG_HANDLE_CLASS, useDraggableBox } from './use-draggable-box';
import './fire-alarm-box.css';

/**
 * The Fire Alarm box (docs/spec.md §2): shown while at least one fire alarm (type 0) is active, listing
 * them until each is acknowledged. It does not take the focus from the user's work; it is a named
 * region, announced by the notification layer, and moved by its header (pointer or arrow keys).
 */
export function FireAlarmBox() {
  const { t } = useTranslation();
  const alarms = useFireAlarmStore((s) => s.alarms);
  const { acknowledge } = useDismissNotification();
  const boxRef = useRef<HTMLElement>(null);
  const { position, headerProps } = useDraggableBox(boxRef);
  const titleId = useId();
  const hintId = useId();

  if (alarms.length === 0) return null;
  return (
    <section
      ref={boxRef}
      className={`wb-fire-alarm${position ? ' is-moved' : ''}`}
      aria-labelledby={titleId}
      style={position ? { left: position.x, top: position.y } : undefined}
    >
      <header className="wb-fire-alarm-header" {...headerProps}>
        <button
          type="button"
          className={`wb-fire-alarm-handle ${DRAG_HANDLE_CLASS}`}
          aria-label={t('realtime.fireAlarm.move')}
          aria-describedby={hintId}
        >
          <DragOutlined aria-hidden="true" />
        </button>
        <h2 className="wb-fire-alarm-title" id={titleId}>
          {t('realtime.fireAlarm.title')}
        </h2>
        <span className="wb-fire-alarm-count">{t('realtime.fireAlarm.active', { count: alarms.length })}</span>
        <span className="wb-visually-hidden" id={hintId}>
          {t('realtime.fireAlarm.moveHint')}
        </span>
      </header>
      <ol className="wb-fire-alarm-list">
        {alarms.map((alarm) => (
          <FireAlarmItem key={alarm.message.Id} alarm={alarm} onAcknowledge={acknowledge} />
        ))}
      </ol>
    </section>
  );
}
