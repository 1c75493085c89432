import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { translate } from '../../../../i18n/translate';
import { showSuccessNotice } from '../../../../ui/notices';
import { failureText, showServerErrors } from '../../shared/server-field-errors';
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

function loadFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return translate('admin.notFound');
  return failureText(error);
}

/**
 * New / Edit user. A refused save keeps the dialog open with everything typed: the server's field
 * problems appear under their fields and its message in the alert. Success refreshes the list.
 */
export function UserFormDialog({ userId, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();
  const [failure, setFailure] = useState('');
  const options = useUserOptions();
  const record = useUser(userId);

  const save = useMutation({
    mutationFn: (values: UserFormValues) =>
      userId ? editUser(toEditRequest(userId, values)) : createUser(toCreateRequest(values)),
    onMutate: () => setFailure(''),
    onSuccess() {
      void showSuccessNotice(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
      onClose();
    },
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  const editing = record.data ?? null;
  const ready = userId === null || editing !== null;
  const title = userId ? t('adminUsers.editTitle', { userName: editing?.userName ?? '' }) : t('adminUsers.createTitle');

  function body() {
    if (record.isError) return <Alert type="error" showIcon title={loadFailure(record.error)} />;
    if (!ready) return <Spin className="wb-users-dialog-loading" />;
    return (
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        initialValues={editing ? toFormValues(editing) : NEW_USER_VALUES}
        onFinish={(values) => save.mutate(values)}
      >
        <UserFormFields editing={editing} options={options.data} optionsLoading={options.isPending} />
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
      title={title}
      width={720}
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
      <div className="wb-users-form">{body()}</div>
    </Modal>
  );
}
