import { Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLoadFailed } from './editor-load-failed';
import type { EditorFormState } from './use-editor-form';
import './editor.css';
import { usePageShown } from '../../../shell';

export interface EditorDialogProps<Values> {
  editor: EditorFormState<Values>;
  title: ReactNode;
  width?: number | string;
  /** The record (or what the form needs) is still on its way: a spinner, and Save waits. */
  loading?: boolean;
  /** Why the record could not be read; shown instead of the form. */
  loadError?: unknown;
  onRetry?: () => void;
  okText?: string;
  onClose(): void;
  /** The form (an EditorForm). */
  children: ReactNode;
}

/**
 * An editor in a modal: Save submits the form, Cancel, Escape and the close icon go through the
 * editor (asking before unsaved changes are lost), and a click beside the dialog does nothing.
 */
export function EditorDialog<Values>({
  editor,
  title,
  width,
  loading = false,
  loadError,
  onRetry,
  okText,
  onClose,
  children,
}: EditorDialogProps<Values>) {
  const { t } = useTranslation();
  const shown = usePageShown();
  const failed = loadError !== null && loadError !== undefined;
  function body() {
    if (failed) return <EditorLoadFailed error={loadError} onRetry={onRetry} />;
    if (loading) return <Spin className="wb-admin-editor-loading" />;
    return children;
  }
  return (
    <Modal
      // Hidden with its page while another tab is shown; back as it was with it.
      open={shown}
      title={title}
      width={width}
      okText={okText ?? t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: loading || failed }}
      confirmLoading={editor.saving}
      onOk={() => editor.form.submit()}
      onCancel={() => editor.requestClose(onClose)}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
    >
      {body()}
    </Modal>
  );
}
