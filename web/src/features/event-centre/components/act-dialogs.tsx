import { useQueryClient } from '@tanstack/react-query';
import {
  EVENT_SHELVE_HOURS_MAX,
  type EventActAnswer,
  eventActRequestSchema,
  eventShelveRequestSchema,
  type PlantEvent,
} from '@workbench/contracts';
import { Form, type FormRule, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../i18n/translate';
import { EditorDialog, EditorForm, useEditorForm, zodRule } from '../../admin';
import { acknowledgeEvents, assignEvents, resolveEvents, shelveEvents } from '../api/event-acts';
import { eventCentreQueryKeys } from '../api/event-centre-query-keys';
import { type EventActDialog, useEventCentre } from '../stores/event-centre-store';
import { AssigneePicker, NOBODY } from './assignee-picker';

interface CommentFields {
  comment: string;
}
interface AssignFields {
  userId: string;
}
interface ShelveFields {
  hours: number;
  reason: string;
}

const commentRule = zodRule(eventActRequestSchema.shape.comment);
const reasonRule = zodRule(eventShelveRequestSchema.shape.reason, { required: true });
/** The contract's rule (whole hours, 1 to 168), said as a range rather than "not valid". */
const hoursRule: FormRule = {
  required: true,
  validator: async (_rule, value: unknown) => {
    if (!eventShelveRequestSchema.shape.hours.safeParse(value).success) {
      throw new Error(translate('eventCentre.field.hoursRange', { max: EVENT_SHELVE_HOURS_MAX }));
    }
  },
};

/** What every act's dialog shares: the call, "n events …" afterwards, the list and the open event read again. */
function useActEditor<Values>(send: (values: Values) => Promise<EventActAnswer>, done: (count: number) => string) {
  const queryClient = useQueryClient();
  const endAct = useEventCentre((state) => state.endAct);
  return useEditorForm<Values, EventActAnswer>({
    save: send,
    savedNotice: (answer) => done(answer.changed),
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.all });
      endAct(true);
    },
  });
}

function CommentActDialog({ dialog }: { dialog: EventActDialog }) {
  const { t } = useTranslation();
  const endAct = useEventCentre((state) => state.endAct);
  const resolving = dialog.kind === 'resolve';
  const count = dialog.ids.length;
  const editor = useActEditor<CommentFields>(
    ({ comment }) => (resolving ? resolveEvents : acknowledgeEvents)({ ids: dialog.ids, comment }),
    (changed) =>
      resolving
        ? t('eventCentre.done.resolved', { count: changed })
        : t('eventCentre.done.acknowledged', { count: changed }),
  );
  return (
    <EditorDialog
      editor={editor}
      title={resolving ? t('eventCentre.dialog.resolve', { count }) : t('eventCentre.dialog.acknowledge', { count })}
      okText={resolving ? t('eventCentre.act.resolve') : t('eventCentre.act.acknowledge')}
      onClose={() => endAct(false)}
    >
      {resolving ? (
        <Typography.Paragraph type="secondary">{t('eventCentre.dialog.resolveNote')}</Typography.Paragraph>
      ) : null}
      <EditorForm<CommentFields> editor={editor} initialValues={{ comment: '' }} submitOnEnter={false}>
        <Form.Item name="comment" label={t('eventCentre.field.commentOptional')} rules={[commentRule]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </EditorForm>
    </EditorDialog>
  );
}

function AssignDialog({ dialog, events }: { dialog: EventActDialog; events: readonly PlantEvent[] }) {
  const { t } = useTranslation();
  const endAct = useEventCentre((state) => state.endAct);
  // One assignee shared by every event of the batch is where the picker starts; else nobody.
  const assignees = new Set(
    dialog.ids.map((id) => events.find((event) => event.id === id)?.assignee?.userId ?? NOBODY),
  );
  const [only] = assignees.size === 1 ? [...assignees] : [NOBODY];
  const current = events.find((event) => event.assignee?.userId === only)?.assignee;
  const editor = useActEditor<AssignFields>(
    ({ userId }) => assignEvents({ ids: dialog.ids, userId: userId === NOBODY ? null : userId }),
    (changed) => t('eventCentre.done.assigned', { count: changed }),
  );
  return (
    <EditorDialog
      editor={editor}
      title={t('eventCentre.dialog.assign', { count: dialog.ids.length })}
      okText={t('eventCentre.act.assign')}
      onClose={() => endAct(false)}
    >
      <EditorForm<AssignFields> editor={editor} initialValues={{ userId: only ?? NOBODY }}>
        <Form.Item name="userId" label={t('eventCentre.field.assignee')}>
          <AssigneePicker currentName={current?.userName} />
        </Form.Item>
      </EditorForm>
    </EditorDialog>
  );
}

function ShelveDialog({ dialog }: { dialog: EventActDialog }) {
  const { t } = useTranslation();
  const endAct = useEventCentre((state) => state.endAct);
  const editor = useActEditor<ShelveFields>(
    ({ hours, reason }) => shelveEvents({ ids: dialog.ids, hours, reason }),
    (changed) => t('eventCentre.done.shelved', { count: changed }),
  );
  return (
    <EditorDialog
      editor={editor}
      title={t('eventCentre.dialog.shelve', { count: dialog.ids.length })}
      okText={t('eventCentre.act.shelve')}
      onClose={() => endAct(false)}
    >
      <Typography.Paragraph type="secondary">{t('eventCentre.dialog.shelveNote')}</Typography.Paragraph>
      <EditorForm<ShelveFields> editor={editor} initialValues={{ hours: 8, reason: '' }}>
        <Form.Item
          name="hours"
          label={t('eventCentre.field.hours')}
          extra={t('eventCentre.field.hoursExtra', { max: EVENT_SHELVE_HOURS_MAX })}
          required
          rules={[hoursRule]}
        >
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="reason" label={t('eventCentre.field.reason')} required rules={[reasonRule]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </EditorForm>
    </EditorDialog>
  );
}

/** The open act's dialog, over the list or the drawer; the events are the list's rows and the open event. */
export function EventActDialogs({ events }: { events: readonly PlantEvent[] }) {
  const dialog = useEventCentre((state) => state.dialog);
  if (!dialog) return null;
  const key = `${dialog.kind}:${dialog.ids.join(',')}`;
  switch (dialog.kind) {
    case 'acknowledge':
    case 'resolve':
      return <CommentActDialog key={key} dialog={dialog} />;
    case 'assign':
      return <AssignDialog key={key} dialog={dialog} events={events} />;
    case 'shelve':
      return <ShelveDialog key={key} dialog={dialog} />;
  }
}
