import { useTranslation } from 'react-i18next';
import { useEventCentre } from '../stores/event-centre-store';
import { countText } from './count-text';
import { TYPES_IN_ORDER, typeColours, useTypeName } from './event-type';

export interface TypeCountsProps {
  /** The filtered events per type (index = type), all pages together; null while unknown. */
  counts: readonly number[] | null;
}

/**
 * How many of the filtered events there are of each type, on the type's colour; each is also the
 * type filter: pressed, the list shows only the pressed types.
 */
export function TypeCounts({ counts }: TypeCountsProps) {
  const { t, i18n } = useTranslation();
  const typeName = useTypeName();
  const types = useEventCentre((state) => state.filters.types);
  const toggle = useEventCentre((state) => state.toggleType);
  return (
    <fieldset className="wb-event-counts" aria-label={t('eventCentre.counts')}>
      {TYPES_IN_ORDER.map((type) => {
        const colours = typeColours(type);
        const pressed = types.includes(type);
        const count = counts?.[type] === undefined ? undefined : countText(counts[type], i18n.language);
        return (
          <button
            key={type}
            type="button"
            className={pressed ? 'wb-event-count wb-event-count-pressed' : 'wb-event-count'}
            aria-pressed={pressed}
            aria-label={t('eventCentre.countOf', { type: typeName(type), value: count ?? '–' })}
            title={t('eventCentre.typeFilterHint')}
            style={{ borderColor: colours.background }}
            onClick={() => toggle(type)}
          >
            <span className="wb-event-count-swatch" style={{ background: colours.background }} aria-hidden />
            <span className="wb-event-count-name">{typeName(type)}</span>
            <span
              className="wb-event-count-value"
              data-type={type}
              style={{ background: colours.background, color: colours.text }}
            >
              {count ?? '–'}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
