import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecretChange } from './channel-form-values';

export interface SecretFieldProps {
  /** Undefined keeps the stored secret, null removes it, a text replaces it (antd's Form.Item passes these). */
  value?: SecretChange;
  onChange?(value: SecretChange): void;
  /** Whether the channel has a stored secret. */
  isSet: boolean;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A write-only secret: the service never gives it back, so the field says only whether one is
 * set, and offers to replace or remove it. The input is never filled in and the browser is told
 * not to offer a saved password.
 */
export function SecretField({ value, onChange, isSet, id, ...aria }: SecretFieldProps) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(!isSet);

  if (value === null) {
    return (
      <Space wrap>
        <Tag color="orange">{t('adminIntegrations.secret.willBeRemoved')}</Tag>
        <Button size="small" onClick={() => onChange?.(undefined)}>
          {t('adminIntegrations.secret.undo')}
        </Button>
      </Space>
    );
  }

  const input = (
    <Input.Password
      id={id}
      {...aria}
      autoComplete="new-password"
      value={value ?? ''}
      placeholder={
        isSet ? t('adminIntegrations.secret.newPlaceholder') : t('adminIntegrations.secret.emptyPlaceholder')
      }
      onChange={(event) => onChange?.(event.target.value === '' ? undefined : event.target.value)}
      maxLength={1000}
    />
  );

  return (
    <div className="wb-int-secret">
      <Space wrap>
        {isSet ? (
          <Tag color="green">{t('adminIntegrations.secret.set')}</Tag>
        ) : (
          <Tag>{t('adminIntegrations.secret.notSet')}</Tag>
        )}
        {isSet && !replacing ? (
          <Button size="small" onClick={() => setReplacing(true)}>
            {t('adminIntegrations.secret.replace')}
          </Button>
        ) : null}
        {isSet && replacing ? (
          <Button
            size="small"
            onClick={() => {
              setReplacing(false);
              onChange?.(undefined);
            }}
          >
            {t('adminIntegrations.secret.keep')}
          </Button>
        ) : null}
        {isSet ? (
          <Button size="small" danger onClick={() => onChange?.(null)}>
            {t('adminIntegrations.secret.remove')}
          </Button>
        ) : null}
      </Space>
      {replacing ? input : null}
    </div>
  );
}
