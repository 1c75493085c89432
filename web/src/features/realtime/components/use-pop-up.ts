import { framedNotificationSize } from '@workbench/contracts';
import { useCallback, useId } from 'react';
import { headerColours } from '../rules/notification-colours';
import { kindOf } from '../rules/notification-layout';
import type { ShownNotification } from '../stores/shown-notification';
import { useAutoClose } from './use-auto-close';
import { useDismissNotification } from './use-dismiss-notification';

/** Width of a text pop-up; a framed one is as wide as its frame. */
const TEXT_POP_UP_WIDTH = 360;
/** What a corner pop-up adds around its frame: the body's padding and the frame's and card's borders (CSS). */
const FRAME_SURROUND_PX = 2 * 8 + 2 * 1 + 2 * 1;

/** What a pop-up needs wherever it shows: its kind, colours, width, heading ids and closing (by hand or by time). */
export function usePopUp({ message, receivedAt }: ShownNotification) {
  const { close } = useDismissNotification();
  const onClose = useCallback(() => close(message.Id), [close, message.Id]);
  useAutoClose(message, receivedAt, onClose);
  const kind = kindOf(message);
  const id = useId();
  const frameWidth = kind === 'frame' ? framedNotificationSize(message).width : null;
  return {
    kind,
    onClose,
    ids: { type: `${id}-type`, title: `${id}-title` },
    /** Under a coloured header (show type 2): HeaderBgColor, else the type's colour. */
    header: kind === 'header' ? headerColours(message) : null,
    /** The type label's colours elsewhere: always the type's own. */
    typeColours: headerColours({ Type: message.Type }),
    /** The content's width: a framed page's own width, else the text width. */
    contentWidth: frameWidth ?? TEXT_POP_UP_WIDTH,
    /** A corner pop-up's width, so that its frame keeps the size the message asked for. */
    cardWidth: frameWidth === null ? TEXT_POP_UP_WIDTH : frameWidth + FRAME_SURROUND_PX,
  };
}
