import { useQueryClient } from '@tanstack/react-query';
import { contactFieldsSchema } from '@workbench/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../shared/editor/editor-dialog';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { showServerErrors } from '../../shared/server-field-errors';
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

/**
 * New / Edit contact in a dialog. A refused save keeps the dialog with everything typed: the
 * server's field problems under their fields, its message in the alert (a 409 under the name).
 */
export function ContactEditor({ contactId, onClose }: ContactEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = useContact(contactId);
  const groups = useContactGroups();
  const editor = useEditorForm<ContactFormValues>({
    save: (values) =>
      contactId ? editContact({ ...toRequest(values), id: contactId }) : createContact(toRequest(values)),
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all });
      onClose();
    },
    presentFailure: (form, error) => ({ message: showServerErrors(form, error, { conflictField: 'name' }) }),
  });
  const editing = record.data ?? null;

  return (
    <EditorDialog
      editor={editor}
      title={contactId ? t('adminContacts.editor.editTitle') : t('adminContacts.editor.createTitle')}
      width={560}
      loading={contactId !== null && editing === null}
      loadError={record.error}
      onClose={onClose}
    >
      <EditorForm editor={editor} initialValues={editing ? toFormValues(editing) : NEW_CONTACT_VALUES}>
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
      </EditorForm>
    </EditorDialog>
  );
}
