import { createContext, useContext } from 'react';

/** Tells the server a notification's output is removed (RemoveNotificationOutputsAsync on the monitor hub). */
export type RemoveNotificationOutputs = (notificationId: string) => unknown;

export const NotificationOutputsContext = createContext<RemoveNotificationOutputs>(() => undefined);

export function useRemoveNotificationOutputs(): RemoveNotificationOutputs {
  return useContext(NotificationOutputsContext);
}
