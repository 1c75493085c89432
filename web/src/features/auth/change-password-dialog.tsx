import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/identity/change-password';
import { showSuccessNotice } from '../../ui/notices';
import { type PasswordChangeProblem, PROBLEM_MESSAGE_KEYS, passwordChangeProblem } from './password-change-rules';

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Change-password dialog (docs/spec.md §5, §7). Rule and confirmation problems appear as an error alert
 * in the dialog; the server's own failures are shown by the HTTP client; success shows the
 * server's message for 3 s.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordFields>();
  const [problem, setProblem] = useState<PasswordChangeProblem | null>(null);

  const mutation = useMutation({
    mutationFn: (fields: PasswordFields) =>
      changePassword({ currentPassword: fields.currentPassword, newPassword: fields.newPassword }),
    onSuccess(message) {
      void showSuccessNotice(message || t('password.changed'));
      close();
    },
  });

  function close() {
    form.resetFields();
    setProblem(null);
    mutation.reset();
    onClose();
  }

  async function submit() {
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    const found = passwordChangeProblem(fields.newPassword, fields.confirmPassword);
    setProblem(found);
    if (!found) mutation.mutate(fields);
  }

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<PasswordFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => void submit()}
        onValuesChange={() => setProblem(null)}
      >
        <Form.Item
          label={t('password.current')}
          name="currentPassword"
          rules={[{ required: true, message: t('password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} autoFocus />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="newPassword"
          extra={t('password.hint')}
          rules={[{ required: true, message: t('password.newRequired') }]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          name="confirmPassword"
          rules={[{ required: true, message: t('password.confirmRequired') }]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        {/* A hidden submit button lets Enter in any field submit the dialog. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      {problem ? <Alert type="error" showIcon role="alert" title={t(PROBLEM_MESSAGE_KEYS[problem])} /> : null}
    </Modal>
  );
}
