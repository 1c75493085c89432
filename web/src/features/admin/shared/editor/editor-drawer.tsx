import { Button, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLoadFailed } from './editor-load-failed';
import type { EditorFormState } from './use-editor-form';
import './editor.css';
import { usePageShown } from '../../../shell';

export interface EditorDrawerProps<Values> {
  editor: EditorFormState<Values>;
  title: ReactNode;
  /** antd's drawer size: a width such as 'min(960px, 100vw)'. */
  size?: string | number;
  rootClassName?: string;
  /** Beside the title (the record's change history). */
  extra?: ReactNode;
  loading?: boolean;
  /** What the spinner says while the record loads. */
  loadingText?: string;
  loadError?: unknown;
  onRetry?: () => void;
  onClose(): void;
  children: ReactNode;
}

/** An editor in a drawer, for records with more than a dialog holds (tabs, trees); it closes as EditorDialog does. */
export function EditorDrawer<Values>({
  editor,
  title,
  size,
  rootClassName,
  extra,
  loading = false,
  loadingText,
  loadError,
  onRetry,
  onClose,
  children,
}: EditorDrawerProps<Values>) {
  const { t } = useTranslation();
  const shown = usePageShown();
  const failed = loadError !== null && loadError !== undefined;
  const close = () => editor.requestClose(onClose);
  return (
    <Drawer
      // Hidden with its page while another tab is shown; back as it was with it.
      open={shown}
      title={title}
      size={size}
      rootClassName={rootClassName}
      onClose={close}
      mask={{ closable: false }}
      extra={extra}
      footer={
        <div className="wb-admin-editor-buttons">
          <Button onClick={close}>{t('admin.cancel')}</Button>
          <Button
            type="primary"
            loading={editor.saving}
            disabled={loading || failed}
            onClick={() => editor.form.submit()}
          >
            {t('admin.save')}
          </Button>
        </div>
      }
    >
      {failed ? (
        <EditorLoadFailed error={loadError} onRetry={onRetry} />
      ) : loading ? (
        <Spin className="wb-admin-editor-loading" description={loadingText} />
      ) : (
        children
      )}
    </Drawer>
  );
}
