import { useQueryClient } from '@tanstack/react-query';
import { eventCommentRequestSchema } from '@workbench/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorForm, useEditorForm, zodRule } from '../../admin';
import { commentEvent } from '../api/event-acts';
import { eventCentreQueryKeys } from '../api/event-centre-query-keys';

interface CommentFields {
  comment: string;
}

const commentRule = zodRule(eventCommentRequestSchema.shape.comment, { required: true });

/** A comment on the event's timeline; a refused one stays in the box, with the server's words under it. */
export function CommentForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useEditorForm<CommentFields>({
    save: ({ comment }) => commentEvent({ id: eventId, comment }),
    savedNotice: () => t('eventCentre.done.commented'),
    onSaved() {
      editor.form.resetFields();
      void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.all });
    },
  });
  return (
    <EditorForm<CommentFields>
      editor={editor}
      initialValues={{ comment: '' }}
      submitOnEnter={false}
      className="wb-event-comment-form"
    >
      <Form.Item name="comment" label={t('eventCentre.drawer.newComment')} rules={[commentRule]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Button htmlType="submit" loading={editor.saving}>
        {t('eventCentre.act.comment')}
      </Button>
    </EditorForm>
  );
}
