import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TagAdmin, tagFieldsSchema } from '@workbench/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { createTag } from '../api/create-tag';
import { editTag } from '../api/edit-tag';
import { refreshCatalogue } from '../api/query-keys';

export interface TagNameModalProps {
  /** The tag renamed; null adds one. */
  tag: TagAdmin | null;
  onClose(): void;
}

/** Adds or renames a tag; a name already taken (409) is shown in the dialog, the typed name kept. */
export function TagNameModal({ tag, onClose }: TagNameModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ tagName: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: ({ tagName }: { tagName: string }) => {
      const request = tagFieldsSchema.parse({ tagName });
      return tag ? editTag({ ...request, id: tag.id }) : createTag(request);
    },
    onSuccess: () => {
      void showSuccessNotice(t('admin.saved'));
      void refreshCatalogue(queryClient);
      onClose();
    },
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  return (
    <Modal
      open
      title={tag ? t('adminApps.tags.renameTitle', { name: tag.tagName }) : t('adminApps.tags.createTitle')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ tagName: tag?.tagName ?? '' }}
        onFinish={(values) => save.mutate(values)}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item
          name="tagName"
          label={t('adminApps.tags.name')}
          rules={[zodRule(tagFieldsSchema.shape.tagName, { required: true })]}
        >
          <Input maxLength={128} autoFocus />
        </Form.Item>
        {failure ? (
          <Alert type="error" showIcon role="alert" title={t('admin.formFailed', { message: failure })} />
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
