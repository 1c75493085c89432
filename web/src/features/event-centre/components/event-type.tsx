import { EVENT_TYPES } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { headerColours, typeLabelKey } from '../../realtime';

/** docs/spec.md §4's types in their order: 0 fire alarm, 1 severe, 2 warning, 3 message, 4 reminder. */
export const TYPES_IN_ORDER: readonly number[] = EVENT_TYPES;

/** The type's colours as the notification pop-ups show it (with AA-contrast text). */
export function typeColours(type: number) {
  return headerColours({ HeaderBgColor: '', Type: type });
}

/** The type's name in the reader's language, as the pop-ups name it. */
export function useTypeName(): (type: number) => string {
  const { t } = useTranslation();
  return (type) => t(typeLabelKey(type));
}

/** An event's type: its name on its colour, so that the type never rests on the colour alone. */
export function EventTypeTag({ type }: { type: number }) {
  const typeName = useTypeName();
  const colours = typeColours(type);
  return (
    <span className="wb-event-type" style={{ background: colours.background, color: colours.text }}>
      {typeName(type)}
    </span>
  );
}
