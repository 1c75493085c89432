import { type LeadUserListItem, LIMITS, newPasswordSchema, type ResetPasswordRequest } from '@workbench/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { EditorDialog } from '../../shared/editor/editor-dialog';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { zodRule } from '../../shared/zod-rule';
import { resetUserPassword } from '../api/reset-user-password';

interface ResetPasswordFields {
  /** Only for one's own account: the password one signs in with now. */
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordDialogProps {
  user: Pick<LeadUserListItem, 'id' | 'userName'>;
  onClose(): void;
}

/**
 * An administrator sets a new password for someone who forgot theirs (docs/spec.md §5 rules,
 * confirmation must match). Resetting one's own account also asks for the current password, as
 * changing it does: the server refuses the reset without it, and says so beside that field.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const own = useSessionStore((state) => state.userId !== '' && state.userId === user.id);
  const editor = useEditorForm<ResetPasswordFields, string>({
    save(fields) {
      const request: ResetPasswordRequest = { id: user.id, newPassword: fields.newPassword };
      if (own) request.currentPassword = fields.currentPassword ?? '';
      return resetUserPassword(request);
    },
    savedNotice: (message) => message || t('adminUsers.passwordReset', { userName: user.userName }),
    onSaved: onClose,
  });

  const initialValues: ResetPasswordFields = {
    ...(own ? { currentPassword: '' } : {}),
    newPassword: '',
    confirmPassword: '',
  };

  return (
    <EditorDialog
      editor={editor}
      title={t('adminUsers.resetPasswordTitle', { userName: user.userName })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('adminUsers.resetPasswordNote')}</Typography.Paragraph>
      <EditorForm<ResetPasswordFields> editor={editor} initialValues={initialValues}>
        {own ? (
          <Form.Item
            name="currentPassword"
            label={t('adminUsers.currentPassword')}
            required
            extra={t('adminUsers.currentPasswordHint')}
            rules={[{ required: true, whitespace: true, message: t('adminUsers.currentPasswordRequired') }]}
          >
            <Input.Password autoComplete="current-password" maxLength={LIMITS.nameMax} autoFocus />
          </Form.Item>
        ) : null}
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          required
          extra={t('password.hint')}
          rules={[zodRule(newPasswordSchema, { required: true })]}
        >
          <Input.Password autoComplete="new-password" autoFocus={!own} />
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
      </EditorForm>
    </EditorDialog>
  );
}
