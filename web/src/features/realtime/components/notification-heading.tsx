import type { NotificationMessage } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import type { LabelColours } from '../rules/notification-colours';
import { typeLabelKey } from './notification-type-label';

interface NotificationHeadingProps {
  message: NotificationMessage;
  /** Ids of the type label and the title, which together name the pop-up. */
  ids: { type: string; title: string };
  /** The label's colours: the type's own, or under a coloured header the header's turned round. */
  labelColours: LabelColours;
}

/** The type's name and the Title: together the pop-up's accessible name ("Warning Pressure low"). */
export function NotificationHeading({ message, ids, labelColours }: NotificationHeadingProps) {
  const { t } = useTranslation();
  return (
    <span className="wb-pop-up-heading">
      <span
        className="wb-pop-up-type"
        id={ids.type}
        style={{ background: labelColours.background, color: labelColours.text }}
      >
        {t(typeLabelKey(message.Type))}
      </span>
      <span className="wb-pop-up-title" id={ids.title}>
        {message.Title}
      </span>
    </span>
  );
}
