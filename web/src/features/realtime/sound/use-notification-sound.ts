import { notificationSound } from '@workbench/contracts';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useFireAlarmStore } from '../stores/fire-alarm-store';
import { usePopUpsStore } from '../stores/pop-ups-store';
import type { SoundPlayer } from './sound-player';

/**
 * docs/spec.md §4: types 0 and 1 play the danger sound, the others the info sound; closing stops it. The
 * danger siren loops while any type 0 or 1 pop-up or the Fire Alarm box is open. The info chime
 * plays once for each info pop-up that arrives (unless the siren is on) and stops when one closes.
 */
export function useNotificationSound(player: SoundPlayer): void {
  const dangerPopUp = usePopUpsStore((s) => s.popUps.some((p) => notificationSound(p.message.Type) === 'danger'));
  const fireAlarm = useFireAlarmStore((s) => s.alarms.length > 0);
  const infoKeys = usePopUpsStore(
    useShallow((s) =>
      s.popUps
        .filter((p) => notificationSound(p.message.Type) === 'info')
        .map((p) => `${p.message.Id}@${p.receivedAt}`),
    ),
  );
  const previousInfo = useRef<readonly string[]>([]);
  const danger = dangerPopUp || fireAlarm;

  useEffect(() => {
    const before = new Set(previousInfo.current);
    const now = new Set(infoKeys);
    previousInfo.current = infoKeys;
    const arrived = infoKeys.some((key) => !before.has(key));
    const closed = [...before].some((key) => !now.has(key));
    if (danger) player.play('danger');
    else if (arrived) player.play('info');
    else if (closed || player.current() === 'danger') player.stop();
  }, [danger, infoKeys, player]);

  useEffect(() => () => player.stop(), [player]);
}
