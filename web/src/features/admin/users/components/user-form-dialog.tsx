import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../shared/editor/editor-dialog';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { createUser } from '../api/create-user';
import { editUser } from '../api/edit-user';
import { useUser } from '../api/get-user';
import { useUserOptions } from '../api/get-user-options';
import { usersQueryKeys } from '../api/users-query-keys';
import { UserFormFields } from './user-form-fields';
import { NEW_USER_VALUES, toCreateRequest, toEditRequest, toFormValues, type UserFormValues } from './user-form-values';

export interface UserFormDialogProps {
  /** The account to edit; null creates a new one. */
  userId: string | null;
  onClose(): void;
}

/**
 * New / Edit user. A refused save keeps the dialog open with everything typed: the server's field
 * problems appear under their fields and its message in the alert. Success refreshes the list.
 */
export function UserFormDialog({ userId, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useUserOptions();
  const record = useUser(userId);
  const editor = useEditorForm<UserFormValues>({
    save: (values) => (userId ? editUser(toEditRequest(userId, values)) : createUser(toCreateRequest(values))),
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
      onClose();
    },
  });

  const editing = record.data ?? null;
  const title = userId ? t('adminUsers.editTitle', { userName: editing?.userName ?? '' }) : t('adminUsers.createTitle');

  return (
    <EditorDialog
      editor={editor}
      title={title}
      width={720}
      loading={userId !== null && editing === null}
      loadError={record.error}
      onClose={onClose}
    >
      <div className="wb-users-form">
        <EditorForm editor={editor} initialValues={editing ? toFormValues(editing) : NEW_USER_VALUES}>
          <UserFormFields editing={editing} options={options.data} optionsLoading={options.isPending} />
        </EditorForm>
      </div>
    </EditorDialog>
  );
}
