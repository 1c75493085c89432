import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorFailure } from './use-editor-form';

export interface FailureAlertProps {
  failure: EditorFailure | null;
  className?: string;
}

/** "Not saved: <the server's message>", with the problems that have no field of their own listed under it. */
export function FailureAlert({ failure, className }: FailureAlertProps) {
  const { t } = useTranslation();
  if (!failure) return null;
  const details = failure.details ?? [];
  return (
    <Alert
      className={className ?? 'wb-admin-editor-alert'}
      type="error"
      showIcon
      role="alert"
      title={t('admin.formFailed', { message: failure.message })}
      description={
        details.length > 0 ? (
          <ul>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
