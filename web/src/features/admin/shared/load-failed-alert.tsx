import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from './server-field-errors';

export interface LoadFailedAlertProps {
  /** What the failed read threw: its words (the server's message, or why there was no answer) are shown. */
  error: unknown;
  /** Reads again; without it the alert offers no "Retry" (the read retries by itself). */
  onRetry?: () => void;
}

/**
 * What an administration page shows when a list or record could not be read: the same words and
 * the same way back everywhere, so an administrator on a flaky network is never left with an
 * empty table and no reason.
 */
export function LoadFailedAlert({ error, onRetry }: LoadFailedAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('admin.loadFailed')}
      description={failureText(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('admin.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
