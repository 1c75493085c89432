import { CheckOutlined, CheckSquareOutlined, ProfileOutlined } from '@ant-design/icons';
import type { PlantEvent } from '@workbench/contracts';
import { Button, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../admin';
import { EventTypeTag } from './event-type';
import { useTimeText } from './time-text';
import type { SourceNames } from './use-source-names';

export interface EventRowHandlers {
  onOpen(event: PlantEvent): void;
  onAcknowledge(event: PlantEvent): void;
  onResolve(event: PlantEvent): void;
}

/** Where an event belongs, in words: application / sub-system / area, then the device. */
export function placeText(names: SourceNames, device: string): string {
  return [names.application, names.subSystem, names.area, device].filter((part) => part !== '').join(' / ');
}

/** The event's handling as tags: acknowledged or not, assigned, shelved, resolved. */
export function HandlingTags({ event }: { event: PlantEvent }) {
  const formatTime = useTimeText();
  const { t } = useTranslation();
  return (
    <span className="wb-event-tags">
      {event.resolved ? (
        <Tag color="default">{t('eventCentre.state.resolved')}</Tag>
      ) : event.acknowledged ? (
        <Tag color="success">{t('eventCentre.state.acknowledged')}</Tag>
      ) : (
        <Tag color="error">{t('eventCentre.state.unacknowledged')}</Tag>
      )}
      {event.assignee ? <Tag>{t('eventCentre.assignedTo', { name: event.assignee.userName })}</Tag> : null}
      {event.shelved ? (
        <Tag color="warning">{t('eventCentre.state.shelved', { until: formatTime(event.shelved.until) })}</Tag>
      ) : null}
    </span>
  );
}

/** The event centre's columns; the title opens the event, and the row's buttons act on it alone. */
export function useEventColumns(
  handlers: EventRowHandlers,
  placeOf: (event: PlantEvent) => SourceNames,
): TableColumnsType<PlantEvent> {
  const formatTime = useTimeText();
  const { t } = useTranslation();
  return [
    {
      key: 'type',
      title: t('eventCentre.column.type'),
      width: 110,
      render: (_value, event) => <EventTypeTag type={event.type} />,
    },
    {
      key: 'title',
      title: t('eventCentre.column.title'),
      render: (_value, event) => (
        <div className="wb-event-title-cell">
          <Button type="link" className="wb-event-title" onClick={() => handlers.onOpen(event)}>
            {event.title}
          </Button>
          <span className="wb-event-muted">{event.category}</span>
        </div>
      ),
    },
    {
      key: 'source',
      title: t('eventCentre.column.source'),
      render: (_value, event) => placeText(placeOf(event), event.device),
    },
    {
      key: 'lastOccurred',
      title: t('eventCentre.column.lastOccurred'),
      render: (_value, event) => (
        <span className="wb-event-time">
          {formatTime(event.lastOccurredAt)}
          {event.count > 1 ? (
            <Tooltip title={t('eventCentre.repeatsTitle', { count: event.count })}>
              <span className="wb-event-repeats">{t('eventCentre.repeats', { count: event.count })}</span>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('eventCentre.column.state'),
      render: (_value, event) =>
        event.active ? (
          <Tag color="error">{t('eventCentre.state.active')}</Tag>
        ) : (
          <Tag color="success">{t('eventCentre.state.normal')}</Tag>
        ),
    },
    {
      key: 'handling',
      title: t('eventCentre.column.handling'),
      render: (_value, event) => <HandlingTags event={event} />,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      render: (_value, event) => (
        <span className="wb-admin-row-actions">
          <RowAction
            label={t('eventCentre.act.detailsOf', { title: event.title })}
            tooltip={t('eventCentre.act.details')}
            icon={<ProfileOutlined aria-hidden />}
            onClick={() => handlers.onOpen(event)}
          />
          {!event.acknowledged && !event.resolved ? (
            <RowAction
              label={t('eventCentre.act.acknowledgeNamed', { title: event.title })}
              tooltip={t('eventCentre.act.acknowledge')}
              icon={<CheckOutlined aria-hidden />}
              onClick={() => handlers.onAcknowledge(event)}
            />
          ) : null}
          {!event.resolved ? (
            <RowAction
              label={t('eventCentre.act.resolveNamed', { title: event.title })}
              tooltip={t('eventCentre.act.resolve')}
              icon={<CheckSquareOutlined aria-hidden />}
              onClick={() => handlers.onResolve(event)}
            />
          ) : null}
        </span>
      ),
    },
  ];
}
