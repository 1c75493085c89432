import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_PATTERN } from '../../../lib/format-time';
import type { ShownNotification } from '../stores/shown-notification';
import { NotificationRows } from './notification-rows';

interface FireAlarmItemProps {
  alarm: ShownNotification;
  onAcknowledge: (id: string) => void;
}

/** One active fire alarm: its Title, when it first arrived, its messages (notificationMsg, else Msg) and Acknowledge. */
export function FireAlarmItem({ alarm: { message, arrivedAt }, onAcknowledge }: FireAlarmItemProps) {
  const { t } = useTranslation();
  const rows = message.notificationMsg?.length ? message.notificationMsg : message.Msg;
  const arrived = dayjs(arrivedAt);

  return (
    <li className="wb-fire-alarm-item">
      <div className="wb-fire-alarm-item-text">
        <h3 className="wb-fire-alarm-item-title">{message.Title}</h3>
        <time className="wb-fire-alarm-time" dateTime={arrived.toISOString()}>
          {t('realtime.fireAlarm.received', { time: arrived.format(DEFAULT_TIME_PATTERN) })}
        </time>
        <NotificationRows rows={rows} />
      </div>
      <Button
        type="primary"
        size="small"
        aria-label={t('realtime.fireAlarm.acknowledgeAlarm', { title: message.Title })}
        onClick={() => onAcknowledge(message.Id)}
      >
        {t('realtime.fireAlarm.acknowledge')}
      </Button>
    </li>
  );
}
