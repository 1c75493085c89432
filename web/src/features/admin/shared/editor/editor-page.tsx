import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../admin-page';
import { EditorLoadFailed } from './editor-load-failed';
import './editor.css';

export interface EditorPageProps {
  title: string;
  toolbar?: ReactNode;
  loading?: boolean;
  loadError?: unknown;
  /** Leaves the editor (the load failure's way back). */
  onCancel(): void;
  children: ReactNode;
}

/** An editor that is a page of its own (/AddApp, /EmailChannel): its heading, then the record's form once it is read. */
export function EditorPage({ title, toolbar, loading = false, loadError, onCancel, children }: EditorPageProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <AdminPage title={title}>
        <Spin className="wb-admin-editor-loading" />
      </AdminPage>
    );
  }
  if (loadError !== null && loadError !== undefined) {
    return (
      <AdminPage title={title}>
        <EditorLoadFailed error={loadError} action={<Button onClick={onCancel}>{t('admin.cancel')}</Button>} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} toolbar={toolbar}>
      {children}
    </AdminPage>
  );
}
