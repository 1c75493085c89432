import type { NotificationMessage } from '@workbench/contracts';

/**
 * When a notification first arrived, in epoch milliseconds: the time the server raised it
 * (CreationTime) when the message carries a readable one, else `receivedAt`, the moment this
 * screen received it. A screen reloaded during an alarm thus still shows when the alarm came.
 */
export function arrivalTime(message: Pick<NotificationMessage, 'CreationTime'>, receivedAt: number): number {
  const raised = message.CreationTime ? Date.parse(message.CreationTime) : Number.NaN;
  return Number.isFinite(raised) ? raised : receivedAt;
}
