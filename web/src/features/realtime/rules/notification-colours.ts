import { NOTIFICATION_TYPES, type NotificationMessage } from '@workbench/contracts';
import { parseColour, readableTextColour, toHex } from './colour-contrast';

/**
 * Header colours when the message gives none, by notification type (docs/spec.md §4): fire alarm red,
 * severe dark orange, warning amber, message blue, reminder grey. Each carries its text at
 * WCAG AA contrast (white on all but amber, which takes black).
 */
export const TYPE_HEADER_COLOURS: Record<number, string> = {
  [NOTIFICATION_TYPES.fireAlarm]: '#b71c1c',
  [NOTIFICATION_TYPES.severe]: '#c43e00',
  [NOTIFICATION_TYPES.warning]: '#ffb300',
  [NOTIFICATION_TYPES.message]: '#0062e0',
  [NOTIFICATION_TYPES.reminder]: '#5c6670',
};

/** docs/spec.md §4: an unknown type is shown as a message (the default type). */
function typeColour(type: number): string {
  return TYPE_HEADER_COLOURS[type] ?? TYPE_HEADER_COLOURS[NOTIFICATION_TYPES.message] ?? '#0062e0';
}

export interface HeaderColours {
  background: string;
  text: '#ffffff' | '#000000';
}

/**
 * The header's background (HeaderBgColor when the portal can read it, else the type's colour)
 * and a text colour that keeps AA contrast on it.
 */
export function headerColours(message: Pick<NotificationMessage, 'HeaderBgColor' | 'Type'>): HeaderColours {
  const given = message.HeaderBgColor ? parseColour(message.HeaderBgColor) : null;
  const background = given ?? parseColour(typeColour(message.Type)) ?? { r: 0, g: 98, b: 224 };
  return { background: toHex(background), text: readableTextColour(background) };
}

/** A label's colours: its background and its text. */
export interface LabelColours {
  background: string;
  text: string;
}

/**
 * The type badge on a coloured header: the header's colours turned round (a white badge with red
 * text on a red header), so that it reads as a badge and keeps the header's AA contrast.
 */
export function badgeOnHeader(header: HeaderColours): LabelColours {
  return { background: header.text, text: header.background };
}
