import { notificationSound } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopUpsStore } from '../stores/pop-ups-store';
import type { ShownNotification } from '../stores/shown-notification';
import { typeLabelKey } from './notification-type-label';

function latestOf(popUps: readonly ShownNotification[]): ShownNotification | null {
  return popUps.reduce<ShownNotification | null>(
    (latest, shown) => (!latest || shown.receivedAt >= latest.receivedAt ? shown : latest),
    null,
  );
}

/**
 * Pop-ups do not take the focus, so screen readers are told of each new one: alarms and severe
 * notices at once (assertive), the others when the reader is idle (polite).
 */
export function NotificationAnnouncer() {
  const { t } = useTranslation();
  const latest = usePopUpsStore((s) => latestOf(s.popUps));
  const [said, setSaid] = useState({ urgent: '', polite: '' });

  useEffect(() => {
    if (!latest) return;
    const { message } = latest;
    const text = t('realtime.announce', { type: t(typeLabelKey(message.Type)), title: message.Title });
    setSaid(notificationSound(message.Type) === 'danger' ? { urgent: text, polite: '' } : { urgent: '', polite: text });
  }, [latest, t]);

  return (
    <>
      <div className="wb-visually-hidden" aria-live="assertive" aria-atomic="true">
        {said.urgent}
      </div>
      <div className="wb-visually-hidden" aria-live="polite" aria-atomic="true">
        {said.polite}
      </div>
    </>
  );
}
