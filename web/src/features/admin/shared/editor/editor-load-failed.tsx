import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { failureText } from '../server-field-errors';

export interface EditorLoadFailedProps {
  /** What reading the record (or what the editor needs beside it) threw. */
  error: unknown;
  /** Reads again ("Try again"). */
  onRetry?: () => void;
  /** A way out instead of, or beside, trying again (a page editor's Cancel). */
  action?: ReactNode;
}

/** An editor whose record could not be read: gone (404), or why not, never an empty form. */
export function EditorLoadFailed({ error, onRetry, action }: EditorLoadFailedProps) {
  const { t } = useTranslation();
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert
      type="error"
      showIcon
      title={missing ? t('admin.notFound') : t('admin.recordLoadFailed')}
      description={missing ? undefined : failureText(error)}
      action={
        onRetry || action ? (
          <span className="wb-admin-editor-buttons">
            {onRetry ? (
              <Button size="small" onClick={onRetry}>
                {t('admin.retry')}
              </Button>
            ) : null}
            {action}
          </span>
        ) : undefined
      }
    />
  );
}
