import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactFieldsSchema } from '@workbench/contracts';
import { Alert, Form, Input, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { translate } from '../../../../i18n/translate';
import { showSuccessNotice } from '../../../../ui/notices';
import { failureText, showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { contactsQueryKeys } from '../api/contact-query-keys';
import { createContact } from '../api/create-contact';
import { editContact } from '../api/edit-contact';
import { useContact } from '../api/get-contact';
import { useContactGroups } from '../api/get-contact-groups';
import { type ContactFormValues, NEW_CONTACT_VALUES, toFormValues, toRequest } from './contact-form-values';
import { LANGUAGE_OPTIONS } from './contact-languages';

export interface ContactEditorProps {
  /** The contact to edit; null creates a new one. */
  contactId: string | null;
  onClose(): void;
}

const fields = contactFieldsSchema.shape;

function loadFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return translate('admin.notFound');
  return failureText(error);
}

/**
 * New / Edit contact in a dialog. A refused save keeps the dialog with everything typed: the
 * server's field problems under their fields, its message in the alert (a 409 under the name).
 */
export function ContactEditor({ contactId, onClose }: ContactEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ContactFormValues>();
  const [failure, setFailure] = useState('');
  const record = useContact(contactId);
  const groups = useContactGroups();

  const save = useMutation({
    mutationFn: (values: ContactFormValues) =>
      contactId ? editContact({ ...toRequest(values), id: contactId }) : createContact(toRequest(values)),
    onMutate: () => setFailure(''),
    onSuccess() {
      void showSuccessNotice(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all });
      onClose();
    },
    onError(error) {
      const message = showServerErrors(form, error);
      if (isApiError(error) && error.status === 409) form.setFields([{ name: 'name', errors: [message] }]);
      setFailure(message);
    },
  });

  const editing = record.data ?? null;
  const ready = contactId === null || editing !== null;

  function body() {
    if (record.isError) return <Alert type="error" showIcon title={loadFailure(record.error)} />;
    if (!ready) return <Spin className="wb-contacts-dialog-loading" />;
    return (
      <Form<ContactFormValues>
        form={form}
        layout="vertical"
        initialValues={editing ? toFormValues(editing) : NEW_CONTACT_VALUES}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="name" label={t('adminContacts.field.name')} rules={[zodRule(fields.name, { required: true })]}>
          <Input autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item name="email" label={t('adminContacts.field.email')} rules={[zodRule(fields.email)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('adminContacts.field.phone')} rules={[zodRule(fields.phone)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mentionId"
          label={t('adminContacts.field.mentionId')}
          extra={t('adminContacts.field.mentionIdHelp')}
          rules={[zodRule(fields.mentionId)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="language" label={t('adminContacts.field.language')}>
          <Select options={LANGUAGE_OPTIONS} aria-label={t('adminContacts.field.language')} />
        </Form.Item>
        <Form.Item name="groups" label={t('adminContacts.field.groups')} extra={t('adminContacts.field.groupsHelp')}>
          <Select
            mode="tags"
            aria-label={t('adminContacts.field.groups')}
            placeholder={t('adminContacts.field.groupsPlaceholder')}
            options={(groups.data ?? []).map((group) => ({ value: group.name, label: group.name }))}
            tokenSeparators={[',']}
          />
        </Form.Item>
        {failure ? (
          <Alert type="error" showIcon role="alert" title={t('admin.formFailed', { message: failure })} />
        ) : null}
        {/* A hidden submit button lets Enter in any field submit the dialog. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    );
  }

  return (
    <Modal
      open
      title={contactId ? t('adminContacts.editor.editTitle') : t('adminContacts.editor.createTitle')}
      width={560}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: !ready || record.isError }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
