import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationAdmin,
  applicationFieldsSchema,
  INTEGRATION_IN_APP,
  SWITCH_IN_APP,
  type TagAdmin,
} from '@workbench/contracts';
import { Alert, AutoComplete, Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { createApplication } from '../api/create-application';
import { editApplication } from '../api/edit-application';
import { refreshCatalogue } from '../api/query-keys';
import { LogoUpload } from './logo-upload';

export interface ApplicationFormValues {
  displayName: string;
  enName: string;
  aliasName: string;
  applicationUrl: string;
  applicationPlatform: string;
  specialLeadTagId: string | null | undefined;
  switchMethod: 0 | 1;
  integrationMethod: 0 | 1;
  applicationLogo: string;
}

export interface ApplicationFormProps {
  /** The application edited; null creates one. */
  application: ApplicationAdmin | null;
  /** The tag a new application starts in. */
  initialTagId: string | null;
  tags: readonly TagAdmin[];
  onSaved(saved: ApplicationAdmin, created: boolean): void;
  onCancel(): void;
}

const fields = applicationFieldsSchema.shape;
const PLATFORMS = ['Web', 'PDA'].map((value) => ({ value }));

function initialValues(
  application: ApplicationAdmin | null,
  tagId: string | null,
  tags: readonly TagAdmin[],
): ApplicationFormValues {
  // An empty select shows its placeholder ("Untagged") for undefined only; a tag that no longer exists is none.
  const known = (id: string | null) => (id !== null && tags.some((tag) => tag.id === id) ? id : undefined);
  if (!application) {
    // The contract's defaults: shown in the portal, a sub-application, on the web platform.
    return {
      displayName: '',
      enName: '',
      aliasName: '',
      applicationUrl: '',
      applicationPlatform: 'Web',
      specialLeadTagId: known(tagId),
      switchMethod: 1,
      integrationMethod: 0,
      applicationLogo: '',
    };
  }
  return {
    displayName: application.displayName,
    enName: application.enName,
    aliasName: application.aliasName,
    applicationUrl: application.applicationUrl,
    applicationPlatform: application.applicationPlatform,
    specialLeadTagId: known(application.specialLeadTagId),
    // docs/spec.md §3 reads any other stored value as "new tab" and "embedded by address"; the form says so.
    switchMethod: application.switchMethod === SWITCH_IN_APP ? 1 : 0,
    integrationMethod: application.integrationMethod === INTEGRATION_IN_APP ? 0 : 1,
    applicationLogo: application.applicationLogo,
  };
}

/**
 * An application's own fields (docs/spec.md §3 Application). The contract's rules check each field as
 * the user leaves it, so nothing the server would refuse is sent; what the server still refuses
 * (a taken name) shows under the field and in the alert, with every typed value kept.
 */
export function ApplicationForm({ application, initialTagId, tags, onSaved, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplicationFormValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (values: ApplicationFormValues) => {
      const request = applicationFieldsSchema.parse(values);
      return application ? editApplication({ ...request, id: application.id }) : createApplication(request);
    },
    onSuccess: (saved) => {
      setFailure(null);
      void refreshCatalogue(queryClient);
      onSaved(saved, application === null);
    },
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  return (
    <Form<ApplicationFormValues>
      form={form}
      layout="vertical"
      className="wb-apps-form"
      initialValues={initialValues(application, initialTagId, tags)}
      onFinish={(values) => save.mutate(values)}
      onValuesChange={() => setFailure(null)}
    >
      <div className="wb-apps-form-grid">
        <Form.Item
          name="displayName"
          label={t('adminApps.field.displayName')}
          rules={[zodRule(fields.displayName, { required: true })]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="enName" label={t('adminApps.field.enName')} rules={[zodRule(fields.enName)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="aliasName" label={t('adminApps.field.aliasName')} rules={[zodRule(fields.aliasName)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="applicationUrl"
          label={t('adminApps.field.applicationUrl')}
          extra={t('adminApps.field.applicationUrlHint')}
          rules={[zodRule(fields.applicationUrl)]}
        >
          <Input inputMode="url" placeholder="https://" maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="applicationPlatform"
          label={t('adminApps.field.applicationPlatform')}
          rules={[zodRule(fields.applicationPlatform, { required: true })]}
        >
          <AutoComplete options={PLATFORMS} maxLength={32} />
        </Form.Item>
        <Form.Item name="specialLeadTagId" label={t('adminApps.field.tag')} rules={[zodRule(fields.specialLeadTagId)]}>
          <Select
            allowClear
            placeholder={t('adminApps.untagged')}
            options={tags.map((tag) => ({ value: tag.id, label: tag.tagName }))}
          />
        </Form.Item>
        <Form.Item name="switchMethod" label={t('adminApps.field.switchMethod')}>
          <Radio.Group
            options={[
              { value: 1, label: t('adminApps.switch.inApp') },
              { value: 0, label: t('adminApps.switch.newTab') },
            ]}
          />
        </Form.Item>
        <Form.Item name="integrationMethod" label={t('adminApps.field.integrationMethod')}>
          <Radio.Group
            options={[
              { value: 0, label: t('adminApps.integration.subApplication') },
              { value: 1, label: t('adminApps.integration.byAddress') },
            ]}
          />
        </Form.Item>
      </div>
      <Form.Item name="applicationLogo" label={t('adminApps.field.logo')} rules={[zodRule(fields.applicationLogo)]}>
        <LogoUpload />
      </Form.Item>
      {failure ? (
        <Alert
          className="wb-apps-form-alert"
          type="error"
          showIcon
          role="alert"
          title={t('admin.formFailed', { message: failure })}
        />
      ) : null}
      <div className="wb-apps-form-buttons">
        <Button onClick={onCancel}>{t('admin.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.save')}
        </Button>
      </div>
    </Form>
  );
}
