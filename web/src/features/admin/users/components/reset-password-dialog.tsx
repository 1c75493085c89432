import { useMutation } from '@tanstack/react-query';
import { type LeadUserListItem, newPasswordSchema } from '@workbench/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { resetUserPassword } from '../api/reset-user-password';

interface ResetPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordDialogProps {
  user: Pick<LeadUserListItem, 'id' | 'userName'>;
  onClose(): void;
}

/** An administrator sets a new password for someone who forgot theirs (docs/spec.md §5 rules, confirmation must match). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordFields>();
  const [failure, setFailure] = useState('');

  const reset = useMutation({
    mutationFn: (fields: ResetPasswordFields) => resetUserPassword({ id: user.id, newPassword: fields.newPassword }),
    onMutate: () => setFailure(''),
    onSuccess(message) {
      void showSuccessNotice(message || t('adminUsers.passwordReset', { userName: user.userName }));
      onClose();
    },
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  return (
    <Modal
      open
      title={t('adminUsers.resetPasswordTitle', { userName: user.userName })}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('adminUsers.resetPasswordNote')}</Typography.Paragraph>
      <Form<ResetPasswordFields> form={form} layout="vertical" onFinish={(fields) => reset.mutate(fields)}>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          required
          extra={t('password.hint')}
          rules={[zodRule(newPasswordSchema, { required: true })]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          required
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              async validator(_rule, value: unknown) {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
