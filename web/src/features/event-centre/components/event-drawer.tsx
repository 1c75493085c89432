import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlantEventDetail } from '@workbench/contracts';
import { Alert, Button, Descriptions, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { showNotice, showSuccessNotice } from '../../../ui/notices';
import { failureText } from '../../admin';
import { usePageShown } from '../../shell';
import { unshelveEvents } from '../api/event-acts';
import { eventCentreQueryKeys } from '../api/event-centre-query-keys';
import { useEvent } from '../api/get-event';
import { useEventCentre } from '../stores/event-centre-store';
import { CommentForm } from './comment-form';
import { HandlingTags, placeText } from './event-columns';
import { EventTimeline } from './event-timeline';
import { EventTypeTag } from './event-type';
import { useTimeText } from './time-text';
import { useSourceNames } from './use-source-names';

/** Unshelving is one click: the event is back at once, and the list and the drawer say so. */
export function useUnshelve() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clearSelection = useEventCentre((state) => state.clearSelection);
  return useMutation({
    mutationFn: (ids: string[]) => unshelveEvents({ ids }),
    onSuccess: (answer, ids) => {
      void showSuccessNotice(t('eventCentre.done.unshelved', { count: answer.changed }));
      if (ids.length > 1) clearSelection();
    },
    onError: (error) => void showNotice('error', failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.all }),
  });
}

function EventActs({ event }: { event: PlantEventDetail }) {
  const { t } = useTranslation();
  const startAct = useEventCentre((state) => state.startAct);
  const unshelve = useUnshelve();
  const ids = [event.id];
  const closed = event.resolved !== null;
  return (
    <div className="wb-event-drawer-acts">
      {!event.acknowledged && !closed ? (
        <Button type="primary" onClick={() => startAct('acknowledge', ids)}>
          {t('eventCentre.act.acknowledge')}
        </Button>
      ) : null}
      {!closed ? <Button onClick={() => startAct('resolve', ids)}>{t('eventCentre.act.resolve')}</Button> : null}
      {!closed ? <Button onClick={() => startAct('assign', ids)}>{t('eventCentre.act.assign')}</Button> : null}
      {!closed && !event.shelved ? (
        <Button onClick={() => startAct('shelve', ids)}>{t('eventCentre.act.shelve')}</Button>
      ) : null}
      {event.shelved ? (
        <Button loading={unshelve.isPending} onClick={() => unshelve.mutate(ids)}>
          {t('eventCentre.act.unshelve')}
        </Button>
      ) : null}
    </div>
  );
}

function EventBody({ event }: { event: PlantEventDetail }) {
  const formatTime = useTimeText();
  const { t } = useTranslation();
  const names = useSourceNames([event])(event);
  const act = (value: PlantEventDetail['acknowledged']) =>
    value ? (
      <>
        {t('eventCentre.drawer.actValue', { name: value.userName, at: formatTime(value.at) })}
        {value.comment ? <div className="wb-event-timeline-comment">{value.comment}</div> : null}
      </>
    ) : (
      '–'
    );
  return (
    <>
      <div className="wb-event-drawer-head">
        <EventTypeTag type={event.type} />
        <HandlingTags event={event} />
      </div>
      {event.message ? <p className="wb-event-message">{event.message}</p> : null}
      <EventActs event={event} />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'category', label: t('eventCentre.drawer.category'), children: event.category },
          {
            key: 'place',
            label: t('eventCentre.column.source'),
            children: placeText(names, event.device) || '–',
          },
          {
            key: 'source',
            label: t('eventCentre.drawer.source'),
            children: event.sourceName || t('eventCentre.byPerson'),
          },
          { key: 'eventKey', label: t('eventCentre.drawer.eventKey'), children: event.eventKey },
          { key: 'first', label: t('eventCentre.drawer.firstOccurred'), children: formatTime(event.firstOccurredAt) },
          { key: 'last', label: t('eventCentre.drawer.lastOccurred'), children: formatTime(event.lastOccurredAt) },
          { key: 'count', label: t('eventCentre.drawer.count'), children: event.count },
          {
            key: 'normal',
            label: t('eventCentre.drawer.returnedToNormal'),
            children: event.returnedToNormalAt ? formatTime(event.returnedToNormalAt) : '–',
          },
          { key: 'acknowledged', label: t('eventCentre.drawer.acknowledged'), children: act(event.acknowledged) },
          { key: 'resolved', label: t('eventCentre.drawer.resolved'), children: act(event.resolved) },
          {
            key: 'assignee',
            label: t('eventCentre.drawer.assignee'),
            children: event.assignee?.userName ?? '–',
          },
          {
            key: 'shelved',
            label: t('eventCentre.drawer.shelved'),
            children: event.shelved
              ? t('eventCentre.drawer.shelvedValue', {
                  until: formatTime(event.shelved.until),
                  name: event.shelved.userName,
                  reason: event.shelved.reason,
                })
              : '–',
          },
        ]}
      />
      {event.details.length > 0 ? (
        <section aria-label={t('eventCentre.drawer.details')}>
          <h3 className="wb-event-drawer-heading">{t('eventCentre.drawer.details')}</h3>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={event.details.map((detail, index) => ({
              key: `${detail.Key}-${index}`,
              label: detail.Key,
              children: detail.Value,
            }))}
          />
        </section>
      ) : null}
      <section aria-label={t('eventCentre.drawer.timeline')}>
        <h3 className="wb-event-drawer-heading">{t('eventCentre.drawer.timeline')}</h3>
        <EventTimeline entries={event.timeline} />
      </section>
      <CommentForm key={event.id} eventId={event.id} />
    </>
  );
}

/** The open event: what it is, where it belongs, what was done to it (the timeline), and the acts. */
export function EventDrawer() {
  const { t } = useTranslation();
  const shown = usePageShown();
  const openId = useEventCentre((state) => state.openId);
  const closeEvent = useEventCentre((state) => state.closeEvent);
  const detail = useEvent(openId);
  const event = detail.data;
  return (
    <Drawer
      open={shown && openId !== null}
      title={event?.title ?? t('eventCentre.drawer.title')}
      size="min(640px, 100vw)"
      rootClassName="wb-event-drawer"
      onClose={closeEvent}
    >
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('eventCentre.drawer.loadFailed')}
          description={failureText(detail.error)}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('admin.retry')}
            </Button>
          }
        />
      ) : event ? (
        <EventBody event={event} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
