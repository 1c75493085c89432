import { useQueryClient } from '@tanstack/react-query';
import { type IngestEventAnswer, type IngestEventRequest, ingestEventRequestSchema } from '@workbench/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApplications } from '../../../api/applications/get-applications';
import { useSubSystems } from '../../../api/sub-systems/get-sub-systems';
import { EditorDialog, EditorForm, useEditorForm, zodRule } from '../../admin';
import { eventCentreQueryKeys } from '../api/event-centre-query-keys';
import { raiseEvent } from '../api/raise-event';
import { useEventCentre } from '../stores/event-centre-store';
import { TYPES_IN_ORDER, useTypeName } from './event-type';

/** The dialog's fields, named as event/raise's body so that the server's problems land under them. */
export interface RaiseEventFields {
  type: number;
  category: string;
  title: string;
  message: string;
  applicationId: string | undefined;
  dbInstanceCode: string | undefined;
  dataPermissionCode: string | undefined;
  device: string;
  eventKey: string;
}

const shape = ingestEventRequestSchema.shape;
const rules = {
  category: zodRule(shape.category, { required: true }),
  title: zodRule(shape.title, { required: true }),
  message: zodRule(shape.message),
  applicationId: zodRule(shape.applicationId.unwrap(), { required: true }),
  device: zodRule(shape.device),
  // Empty is allowed here: the dialog gives the event a key of its own.
  eventKey: zodRule(shape.eventKey.or(z.literal(''))),
};

/** A person's event gets a key of its own unless one is given: each raise is a new event. */
function newEventKey(): string {
  return `manual-${crypto.randomUUID()}`;
}

/** The fields as event/raise's body; what is left empty is left out. */
export function toRaiseRequest(fields: RaiseEventFields, makeKey: () => string = newEventKey): IngestEventRequest {
  const request: IngestEventRequest = {
    eventKey: fields.eventKey.trim() || makeKey(),
    type: fields.type as IngestEventRequest['type'],
    category: fields.category,
    title: fields.title,
    message: fields.message,
  };
  if (fields.applicationId) request.applicationId = fields.applicationId;
  if (fields.dbInstanceCode) request.dbInstanceCode = fields.dbInstanceCode;
  if (fields.dataPermissionCode) request.dataPermissionCode = fields.dataPermissionCode;
  if (fields.device.trim()) request.device = fields.device;
  return request;
}

const INITIAL: RaiseEventFields = {
  type: 2,
  category: '',
  title: '',
  message: '',
  applicationId: undefined,
  dbInstanceCode: undefined,
  dataPermissionCode: undefined,
  device: '',
  eventKey: '',
};

/**
 * "Raise event" for holders of the event-centre permission: the same body and rules as a
 * machine's, for the applications and areas the user's roles grant (the server checks them). A
 * refusal keeps everything typed and says what is wrong under the field it names.
 */
export function RaiseEventDialog() {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const queryClient = useQueryClient();
  const setRaising = useEventCentre((state) => state.setRaising);
  const applications = useApplications();
  const editor = useEditorForm<RaiseEventFields, IngestEventAnswer>({
    save: (fields) => raiseEvent(toRaiseRequest(fields)),
    savedNotice: () => t('eventCentre.done.raised'),
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.all });
      setRaising(false);
    },
  });
  const applicationId = Form.useWatch('applicationId', editor.form);
  const dbInstanceCode = Form.useWatch('dbInstanceCode', editor.form);
  const subSystems = useSubSystems(applicationId);
  const subSystem = subSystems.data?.find((candidate) => candidate.code === dbInstanceCode);

  return (
    <EditorDialog
      editor={editor}
      title={t('eventCentre.dialog.raise')}
      okText={t('eventCentre.act.raise')}
      width={560}
      onClose={() => setRaising(false)}
    >
      <EditorForm<RaiseEventFields>
        editor={editor}
        initialValues={INITIAL}
        onValuesChange={(changed: Partial<RaiseEventFields>) => {
          editor.clearFailure();
          if ('applicationId' in changed)
            editor.form.setFieldsValue({ dbInstanceCode: undefined, dataPermissionCode: undefined });
          else if ('dbInstanceCode' in changed) editor.form.setFieldsValue({ dataPermissionCode: undefined });
        }}
      >
        <Form.Item name="type" label={t('eventCentre.field.type')} required>
          <Select options={TYPES_IN_ORDER.map((type) => ({ value: type, label: typeName(type) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('eventCentre.field.title')} required rules={[rules.title]}>
          <Input />
        </Form.Item>
        <Form.Item name="category" label={t('eventCentre.field.category')} required rules={[rules.category]}>
          <Input />
        </Form.Item>
        <Form.Item name="message" label={t('eventCentre.field.message')} rules={[rules.message]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="applicationId"
          label={t('eventCentre.field.application')}
          required
          rules={[rules.applicationId]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={applications.isFetching}
            options={(applications.data ?? []).map((application) => ({
              value: application.id,
              label: application.displayName,
            }))}
          />
        </Form.Item>
        <Form.Item name="dbInstanceCode" label={t('eventCentre.field.subSystem')}>
          <Select
            allowClear
            disabled={!applicationId}
            loading={subSystems.isFetching}
            options={(subSystems.data ?? []).map((candidate) => ({
              value: candidate.code,
              label: candidate.displayName,
            }))}
          />
        </Form.Item>
        <Form.Item name="dataPermissionCode" label={t('eventCentre.field.area')}>
          <Select
            allowClear
            disabled={!subSystem}
            options={(subSystem?.dataPermissionOutputs ?? []).map((area) => ({
              value: area.code,
              label: area.displayName,
            }))}
          />
        </Form.Item>
        <Form.Item name="device" label={t('eventCentre.field.device')} rules={[rules.device]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="eventKey"
          label={t('eventCentre.field.eventKey')}
          extra={t('eventCentre.field.eventKeyExtra')}
          rules={[rules.eventKey]}
        >
          <Input />
        </Form.Item>
      </EditorForm>
    </EditorDialog>
  );
}
