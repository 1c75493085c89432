import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PushSettingValues } from './form-values';

/** Quiet hours, from – to in the plant's time, and whether they are kept. */
export function QuietHoursFields({ timeZone, idPrefix }: { timeZone: string; idPrefix: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PushSettingValues>();
  const enabled = Form.useWatch(['quietHours', 'enabled'], form);
  const helpId = `${idPrefix}-quiet-help`;
  return (
    <fieldset className="wb-push-fieldset">
      <legend>{t('pushSettings.quietHours')}</legend>
      <div className="wb-push-switch">
        <Form.Item name={['quietHours', 'enabled']} valuePropName="checked" noStyle>
          <Switch id={`${idPrefix}-quiet-enabled`} aria-describedby={helpId} />
        </Form.Item>
        <label htmlFor={`${idPrefix}-quiet-enabled`}>{t('pushSettings.quietHours.enabled')}</label>
      </div>
      <div className="wb-push-times">
        {(['from', 'to'] as const).map((end) => (
          <Form.Item
            key={end}
            name={['quietHours', end]}
            label={t(end === 'from' ? 'pushSettings.quietHours.from' : 'pushSettings.quietHours.to')}
            htmlFor={`${idPrefix}-quiet-${end}`}
          >
            <Input id={`${idPrefix}-quiet-${end}`} type="time" step={60} disabled={enabled === false} />
          </Form.Item>
        ))}
      </div>
      <p id={helpId} className="wb-push-help">
        {t('pushSettings.quietHours.help', { timeZone })}
      </p>
    </fieldset>
  );
}
