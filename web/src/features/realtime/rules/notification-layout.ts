import {
  DEFAULT_NOTIFICATION_POSITION,
  NOTIFICATION_POSITIONS,
  NOTIFICATION_SHOW_TYPES,
  type NotificationMessage,
} from '@workbench/contracts';

export type CornerPlacement = 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left';
export type PopUpPlacement = CornerPlacement | 'centre';

const PLACEMENTS: Record<number, PopUpPlacement> = {
  [NOTIFICATION_POSITIONS.topLeft]: 'top-left',
  [NOTIFICATION_POSITIONS.topRight]: 'top-right',
  [NOTIFICATION_POSITIONS.bottomRight]: 'bottom-right',
  [NOTIFICATION_POSITIONS.bottomLeft]: 'bottom-left',
  [NOTIFICATION_POSITIONS.centre]: 'centre',
};

/** docs/spec.md §2: 1 top-left, 2 top-right, 3 bottom-right (the default), 4 bottom-left, 5 centre. */
export function placementOf(message: Pick<NotificationMessage, 'Position'>): PopUpPlacement {
  return PLACEMENTS[message.Position ?? DEFAULT_NOTIFICATION_POSITION] ?? 'bottom-right';
}

export type PopUpKind = 'card' | 'header' | 'frame';

/**
 * docs/spec.md §2: show type 1 a text card, 2 text under a coloured header, any other value a framed page.
 * A message that gives no show type at all is read as a text card: there is nothing to frame.
 */
export function kindOf(message: Pick<NotificationMessage, 'ShowType'>): PopUpKind {
  if (message.ShowType === undefined || message.ShowType === NOTIFICATION_SHOW_TYPES.card) return 'card';
  if (message.ShowType === NOTIFICATION_SHOW_TYPES.header) return 'header';
  return 'frame';
}
