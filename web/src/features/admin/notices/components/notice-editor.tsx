import { useQueryClient } from '@tanstack/react-query';
import { NOTICE_PRIORITIES } from '@workbench/contracts';
import { DatePicker, Form, type FormInstance, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { EditorDrawer } from '../../shared/editor/editor-drawer';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { failureText } from '../../shared/server-field-errors';
import { useNotice } from '../api/get-notice';
import { noticesQueryKeys } from '../api/notice-query-keys';
import { saveNotice } from '../api/save-notice';
import { AudienceFields } from './audience-fields';
import { formFieldOf, type NoticeFormValues, newNoticeValues, toFormValues, toRequest } from './notice-form-values';
import { NoticeTextsTabs } from './notice-texts-tabs';

export interface NoticeEditorProps {
  /** The announcement to edit (a draft or a scheduled one); null writes a new one. */
  noticeId: string | null;
  onClose(): void;
}

/** The server's problems under the fields they name (a language's title, the roles…); its message in the alert. */
function presentFailure(form: FormInstance<NoticeFormValues>, error: unknown) {
  const message = failureText(error);
  if (isApiError(error)) {
    const fields = error.details.flatMap((detail) => {
      const name = formFieldOf(detail.field);
      return name ? [{ name, errors: [detail.message] }] : [];
    });
    // Paths built from the server's words: the form's typed names cannot be proven here.
    if (fields.length > 0) (form as FormInstance).setFields(fields);
  }
  return { message };
}

/** New / Edit announcement in a drawer: texts per language with the preview, priority, audience, publish and expiry. */
export function NoticeEditor({ noticeId, onClose }: NoticeEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = useNotice(noticeId);
  const editing = record.data ?? null;
  const editor = useEditorForm<NoticeFormValues>({
    // Tabs never opened are in the form too; all of it is sent.
    save: () => {
      const request = toRequest(editor.form.getFieldsValue(true) as NoticeFormValues);
      return saveNotice(noticeId ? { ...request, id: noticeId } : request);
    },
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: noticesQueryKeys.all });
      onClose();
    },
    presentFailure,
  });

  return (
    <EditorDrawer
      editor={editor}
      title={noticeId ? t('adminNotices.editor.editTitle') : t('adminNotices.editor.createTitle')}
      size="min(760px, 100vw)"
      loading={noticeId !== null && editing === null}
      loadError={record.error}
      onRetry={() => void record.refetch()}
      onClose={onClose}
    >
      <EditorForm
        editor={editor}
        initialValues={editing ? toFormValues(editing) : newNoticeValues()}
        submitOnEnter={false}
      >
        <NoticeTextsTabs />
        <Form.Item
          name="priority"
          label={t('adminNotices.field.priority')}
          extra={t('adminNotices.field.priorityHelp')}
        >
          <Radio.Group
            optionType="button"
            options={NOTICE_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`adminNotices.priority.${priority}`),
            }))}
          />
        </Form.Item>
        <AudienceFields />
        <div className="wb-notices-times">
          <Form.Item
            name="publishAt"
            label={t('adminNotices.field.publishAt')}
            extra={t('adminNotices.field.publishAtHelp')}
          >
            <DatePicker showTime format="YYYY-MM-DD HH:mm" aria-label={t('adminNotices.field.publishAt')} />
          </Form.Item>
          <Form.Item
            name="expiresAt"
            label={t('adminNotices.field.expiresAt')}
            extra={t('adminNotices.field.expiresAtHelp')}
            dependencies={['publishAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value) => {
                  const publishAt = getFieldValue('publishAt');
                  if (value && publishAt && !value.isAfter(publishAt))
                    throw new Error(t('adminNotices.validation.expiresAfter'));
                },
              }),
            ]}
          >
            <DatePicker showTime format="YYYY-MM-DD HH:mm" aria-label={t('adminNotices.field.expiresAt')} />
          </Form.Item>
        </div>
      </EditorForm>
    </EditorDrawer>
  );
}
