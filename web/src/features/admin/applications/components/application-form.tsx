import { useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationAdmin,
  applicationFieldsSchema,
  INTEGRATION_IN_APP,
  SWITCH_IN_APP,
  type TagAdmin,
} from '@workbench/contracts';
import { AutoComplete, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorButtons } from '../../shared/editor/editor-buttons';
import { EditorForm } from '../../shared/editor/editor-form';
import { FailureAlert } from '../../shared/editor/failure-alert';
import { useEditorForm } from '../../shared/editor/use-editor-form';
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
  const editor = useEditorForm<ApplicationFormValues, ApplicationAdmin>({
    save(values) {
      const request = applicationFieldsSchema.parse(values);
      return application ? editApplication({ ...request, id: application.id }) : createApplication(request);
    },
    // The editor says what happened (saved, or created and continued in its own editor).
    savedNotice: false,
    onSaved(saved) {
      void refreshCatalogue(queryClient);
      onSaved(saved, application === null);
    },
  });

  return (
    <EditorForm<ApplicationFormValues>
      editor={editor}
      className="wb-apps-form"
      initialValues={initialValues(application, initialTagId, tags)}
      failureAlert={false}
      submitOnEnter={false}
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
      <FailureAlert failure={editor.failure} className="wb-apps-form-alert" />
      <EditorButtons saving={editor.saving} onCancel={onCancel} />
    </EditorForm>
  );
}
