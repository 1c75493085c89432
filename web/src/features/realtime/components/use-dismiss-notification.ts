import { useCallback } from 'react';
import { acknowledgeFireAlarm, closePopUp } from '../stores/notification-actions';
import { useRemoveNotificationOutputs } from './notification-outputs-context';

/**
 * Closing a pop-up and acknowledging a fire alarm (docs/spec.md §4): the notification leaves the screen,
 * its sound stops with it (see use-notification-sound.ts) and the server is told its output is
 * removed once nothing of it is shown any more.
 */
export function useDismissNotification() {
  const removeOutputs = useRemoveNotificationOutputs();
  const close = useCallback(
    (id: string) => {
      if (closePopUp(id)) removeOutputs(id);
    },
    [removeOutputs],
  );
  const acknowledge = useCallback(
    (id: string) => {
      acknowledgeFireAlarm(id);
      removeOutputs(id);
    },
    [removeOutputs],
  );
  return { close, acknowledge };
}
