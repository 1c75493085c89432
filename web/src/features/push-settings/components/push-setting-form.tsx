import { useMutation } from '@tanstack/react-query';
import type { Application, PushSetting } from '@workbench/contracts';
import { Alert, Button, Form, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { messageFor } from '../../../api/error-catalogue';
import { translate } from '../../../i18n/translate';
import { showSuccessNotice } from '../../../ui/notices';
import { type PushSettingForm as FormKind, usePushSettingDrafts } from '../stores/push-setting-drafts';
import { ApplicationFilter } from './application-filter';
import { fieldOfProblem, type PushSettingValues, settingOf, valuesOf } from './form-values';
import { QuietHoursFields } from './quiet-hours-fields';
import { WaysMatrix } from './ways-matrix';

export interface PushSettingFormProps<Saved> {
  kind: FormKind;
  /** The setting as the service answered it. */
  setting: PushSetting;
  timeZone: string;
  applications: readonly Application[];
  save(setting: PushSetting): Promise<Saved>;
  /** After a save the service took, with its answer: the page shows it (and the form starts afresh from it). */
  onSaved(saved: Saved): void;
  /** Reset to the defaults (the user's own form only). */
  onReset?(): void;
  resetting?: boolean;
}

function failureText(error: unknown): string {
  if (isApiError(error)) return messageFor(error, translate);
  return error instanceof Error ? error.message : String(error);
}

/**
 * One push setting as a form: the matrix of types × ways, the applications, quiet hours and
 * sound. A refusal of the service goes under the fields it names and into the alert; nothing typed
 * is lost, also when the page is closed and opened again before saving (the drafts store).
 */
export function PushSettingFormView<Saved>({
  kind,
  setting,
  timeZone,
  applications,
  save,
  onSaved,
  onReset,
  resetting = false,
}: PushSettingFormProps<Saved>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PushSettingValues>();
  const draft = usePushSettingDrafts((state) => state.drafts[kind]);
  const { keep, drop } = usePushSettingDrafts.getState();
  const [initialValues] = useState(() => valuesOf(draft ?? setting));
  const [failure, setFailure] = useState<string | null>(null);
  const idPrefix = `wb-push-${kind}`;

  const mutation = useMutation({
    mutationFn: (values: PushSettingValues) => save(settingOf(values)),
    onMutate: () => setFailure(null),
    onSuccess: (saved) => {
      drop(kind);
      void showSuccessNotice(translate(kind === 'own' ? 'pushSettings.saved' : 'pushSettings.defaultsSavedNotice'));
      onSaved(saved);
    },
    onError: (error) => {
      if (isApiError(error)) {
        const fields = error.details.flatMap((detail) => {
          const name = fieldOfProblem(detail.field);
          return name ? [{ name, errors: [detail.message] }] : [];
        });
        // The names are paths of this form (fieldOfProblem), read from the service's answer.
        if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      }
      setFailure(failureText(error));
    },
  });

  return (
    <Form<PushSettingValues>
      form={form}
      layout="vertical"
      className="wb-push-form"
      initialValues={initialValues}
      // Every value the form holds, the matrix rows' types among them (they have no field of their own).
      onFinish={() => mutation.mutate(form.getFieldsValue(true) as PushSettingValues)}
      onValuesChange={() => {
        setFailure(null);
        keep(kind, form.getFieldsValue(true) as PushSettingValues);
      }}
    >
      <WaysMatrix idPrefix={idPrefix} />
      <ApplicationFilter applications={applications} idPrefix={idPrefix} />
      <QuietHoursFields timeZone={timeZone} idPrefix={idPrefix} />
      <fieldset className="wb-push-fieldset">
        <legend>{t('pushSettings.soundSection')}</legend>
        <div className="wb-push-switch">
          <Form.Item name="sound" valuePropName="checked" noStyle>
            <Switch id={`${idPrefix}-sound`} aria-describedby={`${idPrefix}-sound-help`} />
          </Form.Item>
          <label htmlFor={`${idPrefix}-sound`}>{t('pushSettings.sound')}</label>
        </div>
        <p id={`${idPrefix}-sound-help`} className="wb-push-help">
          {t('pushSettings.sound.help')}
        </p>
      </fieldset>
      {failure ? (
        <Alert type="error" showIcon role="alert" title={t('pushSettings.notSaved', { message: failure })} />
      ) : null}
      <div className="wb-push-buttons">
        {onReset ? (
          <Button onClick={onReset} loading={resetting} disabled={mutation.isPending}>
            {t('pushSettings.reset')}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t(kind === 'own' ? 'pushSettings.save' : 'pushSettings.saveDefaults')}
        </Button>
      </div>
    </Form>
  );
}
