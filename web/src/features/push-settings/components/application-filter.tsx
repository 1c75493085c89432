import type { Application } from '@workbench/contracts';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { applicationName } from '../../appbox';
import type { PushSettingValues } from './form-values';

/** All applications, or only the chosen ones (fire alarms come from any, whatever is chosen here). */
export function ApplicationFilter({
  applications,
  idPrefix,
}: {
  applications: readonly Application[];
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<PushSettingValues>();
  const all = Form.useWatch('allApplications', form);
  const options = applications.map((application) => ({
    value: application.id.toLowerCase(),
    label: applicationName(application, i18n.language as Parameters<typeof applicationName>[1]),
  }));
  return (
    <fieldset className="wb-push-fieldset">
      <legend>{t('pushSettings.applications')}</legend>
      <Form.Item name="allApplications" noStyle>
        <Radio.Group
          options={[
            { value: true, label: t('pushSettings.applications.all') },
            { value: false, label: t('pushSettings.applications.chosen') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="applicationIds"
        label={t('pushSettings.applications.pick')}
        htmlFor={`${idPrefix}-applications`}
        hidden={all !== false}
        className="wb-push-applications"
      >
        <Select
          id={`${idPrefix}-applications`}
          mode="multiple"
          allowClear
          options={options}
          optionFilterProp="label"
          placeholder={t('pushSettings.applications.pick')}
        />
      </Form.Item>
    </fieldset>
  );
}
