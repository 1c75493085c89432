import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TopBarTextKey } from '../../../i18n/dictionaries/top-bar/en';
import { type RealtimeState, useRealtimeStatusStore } from '../../../stores/realtime-status-store';
import './realtime-status.css';

const TEXT_KEYS: Record<Exclude<RealtimeState, 'idle' | 'offline'>, TopBarTextKey> = {
  connected: 'topBar.realtime.connected',
  connecting: 'topBar.realtime.connecting',
  reconnecting: 'topBar.realtime.reconnecting',
};

/**
 * The state of the real-time connections (alarms, sign-outs, downloads): a quiet green dot while
 * connected, a visible badge while reconnecting or offline ("Offline since 08:14"), so that a
 * wallboard that stopped listening says so. The region is always there and polite, so that a
 * screen reader hears each change without losing its place.
 */
export function RealtimeStatus() {
  const { t } = useTranslation();
  const state = useRealtimeStatusStore((s) => s.state);
  const since = useRealtimeStatusStore((s) => s.since);
  let text = '';
  if (state === 'offline')
    text = t('topBar.realtime.offline', { time: since === null ? '' : dayjs(since).format('HH:mm') });
  else if (state !== 'idle') text = t(TEXT_KEYS[state]);
  const quiet = state === 'connected' || state === 'idle';

  return (
    <div
      className="wb-realtime-status"
      data-state={state}
      role="status"
      aria-live="polite"
      title={state === 'offline' || state === 'reconnecting' ? t('topBar.realtime.hint') : text || undefined}
    >
      {state === 'idle' ? null : <span className="wb-realtime-status-dot" aria-hidden="true" />}
      <span className={quiet ? 'wb-visually-hidden' : 'wb-realtime-status-text'}>{text}</span>
    </div>
  );
}
