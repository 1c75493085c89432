import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './editor.css';

export interface EditorButtonsProps {
  saving: boolean;
  onCancel(): void;
  /** Before Cancel (a menu's Delete). */
  children?: ReactNode;
}

/** Cancel and Save at the end of a form that sits in a page rather than in a dialog. */
export function EditorButtons({ saving, onCancel, children }: EditorButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="wb-admin-editor-buttons is-form-end">
      {children}
      <Button onClick={onCancel}>{t('admin.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('admin.save')}
      </Button>
    </div>
  );
}
