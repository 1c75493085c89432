import { useQueryClient } from '@tanstack/react-query';
import { type TagAdmin, tagFieldsSchema } from '@workbench/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../shared/editor/editor-dialog';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { zodRule } from '../../shared/zod-rule';
import { createTag } from '../api/create-tag';
import { editTag } from '../api/edit-tag';
import { refreshCatalogue } from '../api/query-keys';

export interface TagNameModalProps {
  /** The tag renamed; null adds one. */
  tag: TagAdmin | null;
  onClose(): void;
}

interface TagFormValues {
  tagName: string;
}

/** Adds or renames a tag; a name already taken (409) is shown in the dialog, the typed name kept. */
export function TagNameModal({ tag, onClose }: TagNameModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useEditorForm<TagFormValues>({
    save({ tagName }) {
      const request = tagFieldsSchema.parse({ tagName });
      return tag ? editTag({ ...request, id: tag.id }) : createTag(request);
    },
    onSaved() {
      void refreshCatalogue(queryClient);
      onClose();
    },
  });

  return (
    <EditorDialog
      editor={editor}
      title={tag ? t('adminApps.tags.renameTitle', { name: tag.tagName }) : t('adminApps.tags.createTitle')}
      onClose={onClose}
    >
      <EditorForm<TagFormValues> editor={editor} initialValues={{ tagName: tag?.tagName ?? '' }}>
        <Form.Item
          name="tagName"
          label={t('adminApps.tags.name')}
          rules={[zodRule(tagFieldsSchema.shape.tagName, { required: true })]}
        >
          <Input maxLength={128} autoFocus />
        </Form.Item>
      </EditorForm>
    </EditorDialog>
  );
}
