import type { EventTimelineEntry, EventTimelineKind } from '@workbench/contracts';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeText } from './time-text';

/** The dot's colour by what happened: red raised, orange again, green done, blue said, grey the rest. */
const KIND_COLOURS: Record<EventTimelineKind, string> = {
  raised: 'red',
  repeated: 'orange',
  returnedToNormal: 'green',
  acknowledged: 'green',
  resolved: 'green',
  assigned: 'blue',
  commented: 'blue',
  shelved: 'gray',
  unshelved: 'gray',
  notified: 'blue',
  escalated: 'orange',
};

/** Everything done to the event and sent for it, oldest first: what, when, by whom, with the comment. */
export function EventTimeline({ entries }: { entries: readonly EventTimelineEntry[] }) {
  const formatTime = useTimeText();
  const { t } = useTranslation();
  return (
    <Timeline
      className="wb-event-timeline"
      items={entries.map((entry, index) => {
        const comment =
          entry.kind === 'assigned' && entry.comment === ''
            ? t('eventCentre.timeline.assignmentTakenBack')
            : entry.comment;
        return {
          key: `${entry.at}-${index}`,
          color: KIND_COLOURS[entry.kind],
          content: (
            <div className="wb-event-timeline-entry" data-kind={entry.kind}>
              <div>
                <strong>{t(`eventCentre.timeline.${entry.kind}`)}</strong>
                {entry.userName ? (
                  <span className="wb-event-muted"> {t('eventCentre.timeline.by', { name: entry.userName })}</span>
                ) : null}
              </div>
              <time className="wb-event-muted" dateTime={entry.at}>
                {formatTime(entry.at)}
              </time>
              {comment ? <div className="wb-event-timeline-comment">{comment}</div> : null}
            </div>
          ),
        };
      })}
    />
  );
}
