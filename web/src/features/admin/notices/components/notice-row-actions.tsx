import { SendOutlined, StopOutlined } from '@ant-design/icons';
import type { Notice } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { RowAction, RowActions } from '../../shared/row-actions';
import type { NoticeCommand } from '../api/notice-commands';

export interface NoticeRowActionsProps {
  notice: Notice;
  /** The title in the user's language, for the buttons' names. */
  title: string;
  onCommand(command: NoticeCommand, notice: Notice): void;
  onEdit(notice: Notice): void;
  onDelete(notice: Notice): unknown;
}

/** Publish (drafts and scheduled), withdraw (scheduled and published), edit (not yet out), delete. */
export function NoticeRowActions({ notice, title, onCommand, onEdit, onDelete }: NoticeRowActionsProps) {
  const { t } = useTranslation();
  const notOut = notice.state === 'draft' || notice.state === 'scheduled';
  const withdrawable = notice.state === 'scheduled' || notice.state === 'published';
  return (
    <RowActions
      name={title}
      onEdit={notOut ? () => onEdit(notice) : undefined}
      remove={{ title: t('adminNotices.deleteConfirmNamed', { name: title }), onConfirm: () => onDelete(notice) }}
      leading={
        <>
          {notOut ? (
            <RowAction
              label={t('adminNotices.action.publishNamed', { name: title })}
              tooltip={t('adminNotices.action.publish')}
              icon={<SendOutlined aria-hidden />}
              onClick={() => onCommand('publish', notice)}
            />
          ) : null}
          {withdrawable ? (
            <RowAction
              label={t('adminNotices.action.withdrawNamed', { name: title })}
              tooltip={t('adminNotices.action.withdraw')}
              icon={<StopOutlined aria-hidden />}
              onClick={() => onCommand('withdraw', notice)}
            />
          ) : null}
        </>
      }
    />
  );
}
