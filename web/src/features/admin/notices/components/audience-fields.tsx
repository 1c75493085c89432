import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudienceApplications, useAudienceRoles } from '../api/get-audience-options';
import type { NoticeFormValues } from './notice-form-values';
import { UserAudiencePicker } from './user-audience-picker';

/** Who reads it: everyone, or the union of the chosen roles, users and the holders of the chosen applications. */
export function AudienceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<NoticeFormValues>();
  const everyone: boolean = Form.useWatch('everyone', form) ?? true;
  const roles = useAudienceRoles(!everyone);
  const applications = useAudienceApplications(!everyone);

  return (
    <fieldset className="wb-notices-audience">
      <legend>{t('adminNotices.audience.title')}</legend>
      <Form.Item name="everyone" valuePropName="checked" label={t('adminNotices.audience.everyone')}>
        <Switch />
      </Form.Item>
      {everyone ? null : (
        <>
          <Form.Item name="roleIds" label={t('adminNotices.audience.roles')}>
            <Select
              mode="multiple"
              aria-label={t('adminNotices.audience.roles')}
              optionFilterProp="label"
              loading={roles.isFetching}
              options={(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }))}
            />
          </Form.Item>
          <Form.Item name="userIds" label={t('adminNotices.audience.users')}>
            <UserAudiencePicker />
          </Form.Item>
          <Form.Item
            name="applicationIds"
            label={t('adminNotices.audience.applications')}
            extra={t('adminNotices.audience.applicationsHelp')}
          >
            <Select
              mode="multiple"
              aria-label={t('adminNotices.audience.applications')}
              optionFilterProp="label"
              loading={applications.isFetching}
              options={(applications.data?.items ?? []).map((app) => ({ value: app.id, label: app.displayName }))}
            />
          </Form.Item>
        </>
      )}
    </fieldset>
  );
}
