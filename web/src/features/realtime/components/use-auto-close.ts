import { type NotificationMessage, notificationDurationSeconds } from '@workbench/contracts';
import { useEffect, useRef } from 'react';

/**
 * Closes a pop-up after its duration (docs/spec.md §9: the message's Duration in seconds, else 60 s for
 * severe, 30 s for warnings, 10 s otherwise; -1 never). A duration of 0 would close the pop-up
 * before anyone could read it and is read as "never" too. The clock starts again when the same
 * notification is sent again (a new `receivedAt`).
 */
export function useAutoClose(
  message: Pick<NotificationMessage, 'Duration' | 'Type'>,
  receivedAt: number,
  onClose: () => void,
): void {
  const seconds = notificationDurationSeconds(message);
  const close = useRef(onClose);
  close.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a resent notification (new receivedAt) restarts the clock
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => close.current(), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, receivedAt]);
}
