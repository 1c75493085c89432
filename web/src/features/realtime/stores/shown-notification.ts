import type { NotificationMessage } from '@workbench/contracts';

/** A notification as the portal shows it: the hub's message and when it arrived. */
export interface ShownNotification {
  message: NotificationMessage;
  /** When this screen last received it, epoch milliseconds: a pop-up's time on screen counts from here. */
  receivedAt: number;
  /** When it first arrived (rules/arrival-time.ts), epoch milliseconds: what the Fire Alarm box shows. */
  arrivedAt: number;
}

/**
 * Adds a notification to a list, or replaces the one with the same Id in place: the monitor and
 * notification hubs may both deliver a message, and a resent one must not show twice. A resent
 * one keeps the time it first arrived.
 */
export function withNotification(list: readonly ShownNotification[], shown: ShownNotification): ShownNotification[] {
  const index = list.findIndex((item) => item.message.Id === shown.message.Id);
  if (index === -1) return [...list, shown];
  return list.map((item, i) =>
    i === index ? { ...shown, arrivedAt: Math.min(item.arrivedAt, shown.arrivedAt) } : item,
  );
}

export function withoutNotification(list: readonly ShownNotification[], id: string): ShownNotification[] {
  return list.filter((item) => item.message.Id !== id);
}
