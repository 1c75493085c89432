import { CameraOutlined, KeyOutlined } from '@ant-design/icons';
import type { LeadUserListItem } from '@workbench/contracts';
import { isBuiltInAdmin } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { RowAction, RowActions } from '../../shared/row-actions';

/** What a row's buttons ask the page to do. */
export interface UserRowHandlers {
  onEdit(user: LeadUserListItem): void;
  onResetPassword(user: LeadUserListItem): void;
  onFace(user: LeadUserListItem): void;
  onDelete(user: LeadUserListItem): unknown;
}

/** Edit, reset password, face picture and delete; the admin account cannot be deleted, and says so. */
export function UserRowActions({ user, handlers }: { user: LeadUserListItem; handlers: UserRowHandlers }) {
  const { t } = useTranslation();
  const who = { userName: user.userName };
  return (
    <RowActions
      name={user.userName}
      onEdit={() => handlers.onEdit(user)}
      remove={{
        title: t('adminUsers.deleteOneTitle', who),
        onConfirm: () => handlers.onDelete(user),
        lockedReason: isBuiltInAdmin(user.userName) ? t('adminUsers.builtInAdmin') : null,
      }}
    >
      <RowAction
        label={t('adminUsers.resetPasswordAction', who)}
        tooltip={t('adminUsers.resetPassword')}
        icon={<KeyOutlined aria-hidden />}
        onClick={() => handlers.onResetPassword(user)}
      />
      <RowAction
        label={t('adminUsers.faceAction', who)}
        tooltip={user.hasFace ? t('adminUsers.faceRegistered') : t('adminUsers.face')}
        icon={<CameraOutlined aria-hidden />}
        className={user.hasFace ? 'wb-users-has-face' : undefined}
        onClick={() => handlers.onFace(user)}
      />
    </RowActions>
  );
}
