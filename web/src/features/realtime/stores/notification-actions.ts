import { NOTIFICATION_TYPES, type NotificationMessage } from '@workbench/contracts';
import { arrivalTime } from '../rules/arrival-time';
import { useFireAlarmStore } from './fire-alarm-store';
import { usePopUpsStore } from './pop-ups-store';

/** A notification from the hubs: a pop-up, and a fire alarm (type 0) also goes into the Fire Alarm box. */
export function receiveNotification(message: NotificationMessage, receivedAt = Date.now()): void {
  const shown = { message, receivedAt, arrivedAt: arrivalTime(message, receivedAt) };
  usePopUpsStore.getState().show(shown);
  if (message.Type === NOTIFICATION_TYPES.fireAlarm) useFireAlarmStore.getState().raise(shown);
}

/**
 * Closes a pop-up. Returns whether the notification has now left the screen, which is when the
 * server is told its output is removed: a fire alarm stays in the Fire Alarm box until acknowledged.
 */
export function closePopUp(id: string): boolean {
  usePopUpsStore.getState().close(id);
  return !useFireAlarmStore.getState().alarms.some((alarm) => alarm.message.Id === id);
}

/** Acknowledges a fire alarm: it leaves the box and its pop-up, if still open, closes with it. */
export function acknowledgeFireAlarm(id: string): void {
  useFireAlarmStore.getState().acknowledge(id);
  usePopUpsStore.getState().close(id);
}

/** The session ended: nothing of it stays on screen for whoever signs in next. */
export function clearNotifications(): void {
  usePopUpsStore.getState().clear();
  useFireAlarmStore.getState().clear();
}
