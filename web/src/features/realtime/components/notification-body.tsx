import type { NotificationMessage } from '@workbench/contracts';
import type { PopUpKind } from '../rules/notification-layout';
import { NotificationFrame } from './notification-frame';
import { NotificationRows } from './notification-rows';

/** What a pop-up shows under its header: the framed page for show types other than 1 and 2, and the Msg rows. */
export function NotificationBody({ message, kind }: { message: NotificationMessage; kind: PopUpKind }) {
  return (
    <>
      {kind === 'frame' ? <NotificationFrame message={message} /> : null}
      <NotificationRows rows={message.Msg} />
    </>
  );
}
