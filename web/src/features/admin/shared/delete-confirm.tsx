import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  /** The question, naming what goes ("Delete the role Operators?"). */
  title: string;
  /** What else goes with it; "This cannot be undone." unless given. */
  description?: string;
  disabled?: boolean;
  /**
   * Deletes. A promise keeps the confirmation open, its button spinning, until the call is over;
   * a failure is the HTTP client's to show, so it is swallowed here.
   */
  onConfirm(): unknown;
  /** The button that asks. */
  children: ReactElement;
}

/** The one way the administration pages ask before deleting: a red "Delete" beside "Cancel". */
export function DeleteConfirm({ title, description, disabled, onConfirm, children }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description ?? t('admin.deleteConfirmText')}
      okText={t('admin.delete')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger: true }}
      disabled={disabled}
      onConfirm={() => Promise.resolve(onConfirm()).catch(() => undefined)}
    >
      {children}
    </Popconfirm>
  );
}
