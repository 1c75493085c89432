import { useQueryClient } from '@tanstack/react-query';
import { freeTextSchema, type JobKind, nameSchema } from '@workbench/contracts';
import { Form, type FormInstance, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { EditorDrawer } from '../../shared/editor/editor-drawer';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { useJob } from '../api/get-job';
import { useJobKinds } from '../api/get-job-kinds';
import { jobsQueryKeys } from '../api/job-query-keys';
import { saveJob } from '../api/save-job';
import { storedJobName, useJobName } from '../model/job-name';
import { type JobFormValues, NEW_JOB_VALUES, SERVER_FIELD_OF, toFormValues, toRequest } from './job-form-values';
import { KindParamsFields } from './kind-params-fields';
import { ScheduleFields } from './schedule-fields';

export interface JobEditorProps {
  /** The job to edit; null creates a new one. */
  jobId: string | null;
  onClose(): void;
}

/** The server's problems under their fields, `params.url` under the URL field too; its message in the alert. */
function presentFailure(form: FormInstance<JobFormValues>, error: unknown) {
  const message = showServerErrors(form, error, { conflictField: 'name' });
  if (isApiError(error)) {
    const fields = error.details.flatMap((detail) => {
      const name = SERVER_FIELD_OF[detail.field];
      return name ? [{ name, errors: [detail.message] }] : [];
    });
    if (fields.length > 0) form.setFields(fields);
  }
  return { message };
}

/**
 * New / Edit job in a drawer: what it does (kind and its parameters), when (schedule), and what
 * happens when it fails or was missed. A built-in job keeps its kind.
 */
export function JobEditor({ jobId, onClose }: JobEditorProps) {
  const { t } = useTranslation();
  const nameOf = useJobName();
  const queryClient = useQueryClient();
  const record = useJob(jobId);
  const kinds = useJobKinds();
  const editing = record.data ?? null;
  const timeZone = editing?.timeZone ?? kinds.data?.timeZone ?? 'UTC';
  const editor = useEditorForm<JobFormValues>({
    save: (values) => {
      const request = toRequest(values, timeZone, jobId !== null);
      const name = editing ? storedJobName(editing, values.name, nameOf(editing)) : request.name;
      return saveJob(jobId ? { ...request, name, id: jobId } : request);
    },
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.all });
      onClose();
    },
    presentFailure,
  });
  const kind: JobKind | undefined = Form.useWatch('kind', editor.form);
  const retries: number | undefined = Form.useWatch('retries', editor.form);
  const kindOptions = (kinds.data?.kinds ?? [])
    .filter((offered) => offered.creatable || offered.kind === editing?.kind)
    .map((offered) => ({ value: offered.kind, label: t(`adminJobs.kind.${offered.kind}`) }));

  return (
    <EditorDrawer
      editor={editor}
      title={jobId ? t('adminJobs.editor.editTitle') : t('adminJobs.editor.createTitle')}
      size="min(640px, 100vw)"
      loading={(jobId !== null && editing === null) || kinds.data === undefined}
      loadError={record.error ?? kinds.error}
      onRetry={() => {
        void record.refetch();
        void kinds.refetch();
      }}
      onClose={onClose}
    >
      <EditorForm editor={editor} initialValues={editing ? toFormValues(editing, nameOf(editing)) : NEW_JOB_VALUES}>
        <Form.Item name="name" label={t('adminJobs.field.name')} rules={[zodRule(nameSchema, { required: true })]}>
          <Input autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('adminJobs.field.description')} rules={[zodRule(freeTextSchema)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('adminJobs.field.kind')}
          extra={editing?.builtIn ? t('adminJobs.builtInKindFixed') : undefined}
          rules={[{ required: true, message: t('admin.validation.required') }]}
        >
          <Select aria-label={t('adminJobs.field.kind')} options={kindOptions} disabled={editing?.builtIn === true} />
        </Form.Item>
        <KindParamsFields kind={kind} hasSecret={editing?.hasSecret ?? false} />
        <ScheduleFields timeZone={timeZone} />
        <Form.Item name="missedPolicy" label={t('adminJobs.field.missedPolicy')}>
          <Radio.Group
            options={[
              { value: 'runOnce', label: t('adminJobs.missed.runOnce') },
              { value: 'skip', label: t('adminJobs.missed.skip') },
            ]}
          />
        </Form.Item>
        <div className="wb-jobs-numbers">
          <Form.Item name="timeoutSeconds" label={t('adminJobs.field.timeout')}>
            <InputNumber min={1} max={24 * 3600} precision={0} />
          </Form.Item>
          <Form.Item name="retries" label={t('adminJobs.field.retries')}>
            <InputNumber min={0} max={10} precision={0} />
          </Form.Item>
          <Form.Item
            name="retryBackoffSeconds"
            label={t('adminJobs.field.backoff')}
            extra={t('adminJobs.field.backoffHelp')}
          >
            <InputNumber min={1} max={3600} precision={0} disabled={!retries} />
          </Form.Item>
        </div>
      </EditorForm>
    </EditorDrawer>
  );
}
